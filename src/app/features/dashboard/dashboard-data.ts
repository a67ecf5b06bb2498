import { redirect, type RouterContextProvider } from 'react-router';
import { listMyBlogs } from '../../lib/api/blog.ts';
import { listAllCaseStudies } from '../../lib/api/case-studies.ts';
import { moderationCount } from '../../lib/api/comments.ts';
import { pageSend } from '../../lib/forms/page-forms.ts';
import { sessionContext } from '../../lib/request-context.ts';

/**
 * What the dashboard shows, read on the server for the session's user: a
 * signed-out visitor is sent to /login; staff get their posts, every case
 * study and the number of comments waiting. A list that could not be read
 * is null, and the screen says so.
 */
export async function dashboardData(context: Readonly<RouterContextProvider>) {
  const { user } = context.get(sessionContext);
  if (!user) throw redirect('/login');
  if (!user.isStaff) {
    return { user, blogs: null, caseStudies: null, waitingComments: null, failed: false };
  }
  const send = pageSend(context);
  const [blogs, caseStudies, waiting] = await Promise.all([
    listMyBlogs(send),
    listAllCaseStudies(send),
    moderationCount(send),
  ]);
  return {
    user,
    blogs: blogs.ok && blogs.data ? blogs.data : null,
    caseStudies: caseStudies.ok && caseStudies.data ? caseStudies.data : null,
    waitingComments: waiting.ok && waiting.data ? waiting.data.pendingComments : null,
    failed: !blogs.ok || !caseStudies.ok,
  };
}
