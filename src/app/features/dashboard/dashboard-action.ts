import { data, type RouterContextProvider } from 'react-router';
import { AUTH_MESSAGES } from '../../../shared/auth-messages.ts';
import { BLOG_MESSAGES } from '../../../shared/blog-authoring.ts';
import { CASE_STUDY_MESSAGES } from '../../../shared/case-studies.ts';
import { DASHBOARD_MESSAGES } from '../../../shared/dashboard-messages.ts';
import { deleteBlog, setBlogComments, setBlogStatus } from '../../lib/api/blog.ts';
import { deleteCaseStudy, setCaseStudyStatus } from '../../lib/api/case-studies.ts';
import type { ApiResult, Send } from '../../lib/api/request.ts';
import { postedValues, serverSend } from '../../lib/forms/page-forms.ts';
import { staffOf } from '../../lib/forms/staff-loader.ts';
import {
  DASHBOARD_FIELDS as FIELDS,
  isDashboardIntent,
  refusalMessage,
  type DashboardIntent,
  type DashboardOutcome,
} from './dashboard-outcomes.ts';

/** A write's answer from the API, and what the row says when it succeeded. */
interface Written {
  result: ApiResult<unknown>;
  done: string;
}

type Write = (id: string, values: Record<string, string>, send: Send) => Promise<Written>;

const PUBLISHED = { status: 'published' } as const;

/** Each write: the API call (the server checks the staff session and the item again). */
const WRITES: Record<DashboardIntent, Write> = {
  async 'publish-post'(id, _values, send) {
    return { result: await setBlogStatus(id, PUBLISHED, send), done: BLOG_MESSAGES.statusChanged };
  },
  async 'toggle-comments'(id, values, send) {
    // The form names the state to set, so a post sent twice does not switch back.
    const open = values[FIELDS.commentsOpen] === 'true';
    return {
      result: await setBlogComments(id, open, send),
      done: open ? DASHBOARD_MESSAGES.commentsOpened : DASHBOARD_MESSAGES.commentsClosed,
    };
  },
  async 'delete-post'(id, _values, send) {
    return { result: await deleteBlog(id, send), done: BLOG_MESSAGES.deleted };
  },
  async 'publish-case-study'(id, _values, send) {
    return {
      result: await setCaseStudyStatus(id, PUBLISHED, send),
      done: CASE_STUDY_MESSAGES.statusChanged,
    };
  },
  async 'delete-case-study'(id, _values, send) {
    return { result: await deleteCaseStudy(id, send), done: CASE_STUDY_MESSAGES.deleted };
  },
};

/**
 * The one write path of the dashboard's content lists: publishing a draft,
 * deleting, and opening or closing a post's comments all post here, through
 * the row's fetcher once the page has hydrated and as a plain form post
 * before that. A visitor is sent to /login and anyone but staff is refused
 * (403) before any call; staff's call goes to the API in-process as the
 * session's user, and a refusal answers with the API's status. React Router
 * then reads the page's loader again, so the lists and counts show the change.
 */
export async function dashboardAction(context: Readonly<RouterContextProvider>, request: Request) {
  const staff = staffOf(context);
  const values = await postedValues(request);
  const named = values[FIELDS.intent];
  const intent = isDashboardIntent(named) ? named : null;
  const id = values[FIELDS.id] ?? '';
  const refused = (status: number, theirs?: string) =>
    data<DashboardOutcome>(
      { intent, id, ok: false, message: refusalMessage(intent, theirs) },
      { status },
    );
  if (!staff) return refused(403, AUTH_MESSAGES.staffOnly);
  if (intent === null) return refused(400);
  const { result, done } = await WRITES[intent](id, values, serverSend(context));
  if (!result.ok) return refused(result.status >= 400 ? result.status : 503, result.message);
  return data<DashboardOutcome>({ intent, id, ok: true, message: done });
}
