import type { RouterContextProvider } from 'react-router';
import {
  COMMENT_SORTS,
  type CommentContentType,
  type CommentListData,
  type CommentSort,
} from '../../../shared/comments.ts';
import { listComments } from '../../lib/api/comments.ts';
import { serverSend } from '../../lib/forms/page-forms.ts';
import { logContext } from '../../lib/request-context.ts';

/** What a page's address says about its comments: sort, page, and which form is open. */
export interface CommentsView {
  sort: CommentSort;
  page: number;
  /** `new` for Add Comment, a comment's id for Reply, or null (no form open). */
  form: string | null;
}

/** The section's query parameters (a page's own parameters are left alone). */
export const COMMENT_PARAMS = {
  sort: 'commentSort',
  page: 'commentPage',
  form: 'comment',
} as const;

export function commentsViewOf(url: URL): CommentsView {
  const sort = url.searchParams.get(COMMENT_PARAMS.sort) as CommentSort | null;
  const page = Number(url.searchParams.get(COMMENT_PARAMS.page));
  const form = url.searchParams.get(COMMENT_PARAMS.form);
  return {
    sort: sort && COMMENT_SORTS.includes(sort) ? sort : 'oldest',
    page: Number.isInteger(page) && page > 1 && page < 10_000 ? page : 1,
    form: form && /^(new|[0-9a-f-]{36})$/.test(form) ? form : null,
  };
}

export interface CommentsPage {
  view: CommentsView;
  /** Null when the comments could not be read: the page still shows, with a notice. */
  list: CommentListData | null;
}

/**
 * The page of approved comments the address asks for, read on the server
 * through the API in-process, so the first HTML holds them (search engines
 * and visitors without JavaScript see them).
 */
export async function loadCommentsPage(
  context: Readonly<RouterContextProvider>,
  type: CommentContentType,
  contentId: string,
  url: URL,
): Promise<CommentsPage> {
  const view = commentsViewOf(url);
  try {
    const result = await listComments(
      type,
      contentId,
      { page: view.page, sort: view.sort },
      serverSend(context),
    );
    if (result.ok && result.data) return { view, list: result.data };
    // Content that does not exist has no comments: its page answers 404 itself.
    if (result.status !== 404) {
      context.get(logContext).error({ status: result.status }, 'comments: list not loaded');
    }
  } catch (error) {
    context.get(logContext).error({ err: error }, 'comments: list failed');
  }
  return { view, list: null };
}
