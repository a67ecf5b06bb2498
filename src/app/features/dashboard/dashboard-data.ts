import { redirect, type RouterContextProvider } from 'react-router';
import { listMyBlogs } from '../../lib/api/blog.ts';
import { listAllCaseStudies } from '../../lib/api/case-studies.ts';
import { moderationCount } from '../../lib/api/comments.ts';
import { pageSend } from '../../lib/forms/page-forms.ts';
import { reviewQueue } from '../../lib/api/review.ts';
import { can } from '../../../shared/roles.ts';
import { sessionContext } from '../../lib/request-context.ts';
import { rowFiguresData } from '../analytics/public.ts';
import { byUpdatedDesc } from './blog-stats.ts';

/** The published items of the lists, in the lists' order: the rows that show their figures. */
function publishedIds(
  ...lists: Array<ReadonlyArray<{ id: string; status: string; updatedAt: string }> | null>
) {
  return lists.flatMap((list) =>
    byUpdatedDesc(list ?? [])
      .filter((item) => item.status === 'published')
      .map((item) => item.id),
  );
}

/**
 * What the dashboard shows, read on the server for the session's user: a
 * signed-out visitor is sent to /login; staff get their posts, every case
 * study, the number of comments waiting and each published item's last 30
 * days (one call for the rows read). A list that could not be read is null,
 * and the screen says so; figures that could not be read are left out.
 */
export async function dashboardData(context: Readonly<RouterContextProvider>) {
  const { user } = context.get(sessionContext);
  if (!user) throw redirect('/login');
  if (!user.isStaff) {
    return {
      user,
      blogs: null,
      caseStudies: null,
      waitingComments: null,
      reviewQueue: null,
      figures: null,
      failed: false,
    };
  }
  const send = pageSend(context);
  const reviews = can(user.role, 'content.review');
  const [blogs, caseStudies, waiting, postsInReview, studiesInReview] = await Promise.all([
    listMyBlogs(send),
    listAllCaseStudies(send),
    can(user.role, 'comments.moderate') ? moderationCount(send) : null,
    reviews ? reviewQueue('blog', send) : null,
    reviews ? reviewQueue('case-studies', send) : null,
  ]);
  const posts = blogs.ok && blogs.data ? blogs.data : null;
  const studies = caseStudies.ok && caseStudies.data ? caseStudies.data : null;
  return {
    user,
    blogs: posts,
    caseStudies: studies,
    waitingComments: waiting?.ok && waiting.data ? waiting.data.pendingComments : null,
    // The editors' queue, longest waiting first (null: not an editor, or it could not be read).
    reviewQueue:
      postsInReview?.ok && studiesInReview?.ok
        ? [...(postsInReview.data ?? []), ...(studiesInReview.data ?? [])].sort((a, b) =>
            a.submittedAt.localeCompare(b.submittedAt),
          )
        : null,
    figures: await rowFiguresData(context, publishedIds(posts, studies)),
    failed: !blogs.ok || !caseStudies.ok,
  };
}
