import { data, type RouterContextProvider } from 'react-router';
import { CSRF_FIELD } from '../../../shared/session-messages.ts';
import type { ApiResult, Send } from '../../lib/api/request.ts';
import { sendBackForReview, submitForReview, type ReviewKind } from '../../lib/api/review.ts';
import { pageSend, serverSend } from '../../lib/forms/page-forms.ts';
import { NOT_STAFF, staffOf } from '../../lib/forms/staff-loader.ts';
import { unlessUnanswered } from '../../lib/forms/unanswered.ts';
import { itemFiguresData, type ItemFigures } from '../analytics/public.ts';

/*
 * The authoring screens' loaders and actions, for every kind of content
 * (posts, case studies): the loader reads the item to edit and the
 * newsletter's audience on the server as the session's user; the form's
 * saves post to the screen's own action, which makes the same API call
 * in-process. Each kind's route passes its calls and words.
 */

type Context = Readonly<RouterContextProvider>;

/** The posted field naming the item a save updates (none: a new item). */
export const AUTHORING_ITEM_FIELD = 'authoringItemId';
/** The posted field of the review panel's forms: 'submit' (the writer) or 'return' (an editor). */
export const REVIEW_INTENT_FIELD = 'reviewIntent';
/** The editor's note sending a draft back. */
export const REVIEW_NOTE_FIELD = 'note';

/** What an authoring screen's loader gives the form. */
export interface AuthoringScreen<E> {
  denied: false;
  /** The item to edit (null on the create screen, or when it could not be read). */
  item: E | null;
  /** Why the item could not be read: the edit screen says so, with Try Again. */
  failure: string | null;
  /** How many subscribers publishing with "E-mail to subscribers" would reach now. */
  audience: number | null;
  /** The item's last 30 days (its views, visitors, leads, referrers); null on the create screen. */
  figures: ItemFigures | null;
}

/**
 * A create screen's data: staff only (a visitor is sent to /login, anyone
 * else gets the screen's Access Denied), and the audience count.
 */
export async function createScreenData<E>(
  context: Context,
  audience: (context: Context) => Promise<number | null>,
) {
  if (!staffOf(context)) return NOT_STAFF;
  const screen: AuthoringScreen<E> = {
    denied: false,
    item: null,
    failure: null,
    audience: await audience(context),
    figures: null,
  };
  return screen;
}

/**
 * An edit screen's data: the item by its slug (current or former) as the
 * API gives it for editing, or the failure to show (404 for one that does
 * not exist), the audience count and the item's last 30 days.
 */
export async function editScreenData<E extends { id: string }>(
  context: Context,
  read: (send: Send) => Promise<ApiResult<E>>,
  audience: (context: Context) => Promise<number | null>,
  failedMessage: (status: number) => string,
) {
  if (!staffOf(context)) return NOT_STAFF;
  const [result, count] = await Promise.all([read(pageSend(context)), audience(context)]);
  if (result.ok && result.data) {
    const screen: AuthoringScreen<E> = {
      denied: false,
      item: result.data,
      failure: null,
      audience: count,
      figures: await itemFiguresData(context, result.data.id),
    };
    return data(screen);
  }
  const failed: AuthoringScreen<E> = {
    denied: false,
    item: null,
    failure: failedMessage(result.status),
    audience: count,
    figures: null,
  };
  return data(failed, { status: result.status === 404 ? 404 : 503 });
}

/** A save's answer: the API's own, without the raw body. */
export type SaveAnswer<E> = Omit<ApiResult<E>, 'body'>;

const answerOf = <E>({ body: _body, ...answer }: ApiResult<E>): SaveAnswer<E> => answer;

/**
 * An authoring screen's action: the form's multipart post (the fields, the
 * featured image file) goes to the API's create call, or to its update call
 * when it names the item, and the API's answer comes back with its status.
 * The API checks the session's rights and every field again.
 */
export function authoringAction<E>(calls: {
  create: (form: FormData, send: Send) => Promise<ApiResult<E>>;
  update: (id: string, form: FormData, send: Send) => Promise<ApiResult<E>>;
  /** The kind whose review calls the review panel's forms make. */
  review: ReviewKind;
}) {
  return async ({ request, context }: { request: Request; context: Context }) => {
    const form = await request.formData();
    const id = form.get(AUTHORING_ITEM_FIELD);
    const reviewIntent = form.get(REVIEW_INTENT_FIELD);
    form.delete(AUTHORING_ITEM_FIELD);
    form.delete(CSRF_FIELD);
    const send = serverSend(context);
    const itemId = typeof id === 'string' ? id : '';
    const result =
      reviewIntent === 'submit'
        ? await submitForReview(calls.review, itemId, send)
        : reviewIntent === 'return'
          ? await sendBackForReview(
              calls.review,
              itemId,
              String(form.get(REVIEW_NOTE_FIELD) ?? ''),
              send,
            )
          : itemId
            ? await calls.update(itemId, form, send)
            : await calls.create(form, send);
    return data(answerOf(result), {
      status: result.ok ? 200 : result.status >= 400 ? result.status : 503,
    });
  };
}

/**
 * The screens' clientAction: a save whose action was never reached answers
 * as a failed call, which the form shows with its own words (the spec's
 * create and update failures) and keeps the writing.
 */
export const authoringClientAction = unlessUnanswered<SaveAnswer<never>>((_posted, refusal) => ({
  ok: false,
  status: refusal.status,
  message: refusal.message,
  errors: refusal.errors,
  fieldErrors: refusal.fieldErrors,
  data: undefined,
}));
