import { can } from '../../../shared/roles.ts';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { COMMENT_MESSAGES } from '../../../shared/comment-messages.ts';
import {
  MODERATION_ACTIONS,
  type ModerationAction,
  type ModerationFilter,
} from '../../../shared/comments.ts';
import { moderateComments, moderationQueue } from '../../lib/api/comments.ts';
import { listSearch } from '../../lib/api/request.ts';
import { pageSend, serverSend } from '../../lib/forms/page-forms.ts';
import { sessionContext } from '../../lib/request-context.ts';

export const QUEUE_FILTERS: readonly ModerationFilter[] = [
  'waiting',
  'pending',
  'spam',
  'approved',
];

/** The queue's view, from its address: which comments and which page. */
export interface QueueView {
  filter: ModerationFilter;
  page: number;
}

/** The highest page the API takes. */
const MAX_PAGE = 100_000;

/** `?status=pending&page=3`; anything else unknown reads as the default (waiting, page 1). */
export function queueViewOf(url: URL): QueueView {
  const status = url.searchParams.get('status');
  const page = Number(url.searchParams.get('page'));
  return {
    filter: QUEUE_FILTERS.find((filter) => filter === status) ?? 'waiting',
    page: Number.isInteger(page) && page > 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The address of a view (the defaults left out, so the plain queue is /dashboard/comments). */
export function queueHref(view: QueueView): string {
  return `/dashboard/comments${listSearch({
    status: view.filter === 'waiting' ? undefined : view.filter,
    page: view.page > 1 ? view.page : undefined,
  })}`;
}

/**
 * The moderation queue, read on the server as the session's user: a visitor
 * is sent to /login, a signed-in user who is not staff gets Access Denied
 * (and no comments), staff the page of comments the address names.
 */
export async function moderationData(context: Readonly<RouterContextProvider>, request: Request) {
  const { user } = context.get(sessionContext);
  if (!user) throw redirect('/login');
  const view = queueViewOf(new URL(request.url));
  if (!can(user.role, 'comments.moderate')) {
    return data({ allowed: false as const, view }, { status: 403 });
  }
  const result = await moderationQueue(view.filter, view.page, pageSend(context));
  return {
    allowed: true as const,
    view,
    queue: result.ok && result.data ? result.data : null,
    // Relative times are counted from the server's clock, so the page hydrates as it was sent.
    now: Date.now(),
  };
}

/** What a moderation post answers: the outcome, or (without JavaScript) a deletion to confirm. */
export type ModerationOutcome =
  | { intent: 'moderate'; ok: boolean; message: string }
  | { intent: 'confirm-delete'; ids: string[] };

/** The fields of the queue's forms. */
export const MODERATION_FIELDS = {
  ids: 'ids',
  action: 'moderate',
  /** Sent once the deletion was confirmed (the browser's dialog, or the page's second step). */
  confirmed: 'confirmed',
} as const;

const isAction = (value: unknown): value is ModerationAction =>
  (MODERATION_ACTIONS as readonly unknown[]).includes(value);

/**
 * Approve, mark as spam or delete one comment or several: the queue's forms
 * post here (through a fetcher once hydrated, as plain forms before), and the
 * API checks the staff session and the batch. A deletion not yet confirmed
 * (a form posted without JavaScript) comes back to be confirmed first.
 */
export async function moderationAction(context: Readonly<RouterContextProvider>, request: Request) {
  const { user } = context.get(sessionContext);
  if (!user) throw redirect('/login');
  const form = await request.formData();
  const ids = form.getAll(MODERATION_FIELDS.ids).filter((id) => typeof id === 'string');
  const action = form.get(MODERATION_FIELDS.action);
  if (action === 'delete' && ids.length > 0 && form.get(MODERATION_FIELDS.confirmed) !== 'yes') {
    return data<ModerationOutcome>({ intent: 'confirm-delete', ids });
  }
  if (!isAction(action)) {
    const message = COMMENT_MESSAGES.batchInvalid;
    return data<ModerationOutcome>({ intent: 'moderate', ok: false, message }, { status: 400 });
  }
  const result = await moderateComments(ids, action, serverSend(context));
  if (result.ok) {
    return data<ModerationOutcome>({
      intent: 'moderate',
      ok: true,
      message: result.message ?? COMMENT_MESSAGES.statusChanged,
    });
  }
  return data<ModerationOutcome>(
    {
      intent: 'moderate',
      ok: false,
      message:
        result.message ??
        (action === 'delete' ? COMMENT_MESSAGES.deleteFailed : COMMENT_MESSAGES.statusFailed),
    },
    { status: result.status >= 400 ? result.status : 503 },
  );
}
