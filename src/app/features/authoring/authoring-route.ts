import { data, type RouterContextProvider } from 'react-router';
import { CSRF_FIELD } from '../../../shared/session-messages.ts';
import type { ApiResult, Send } from '../../lib/api/request.ts';
import { sendBackForReview, submitForReview, type ReviewKind } from '../../lib/api/review.ts';
import { pageSend, serverSend } from '../../lib/forms/page-forms.ts';
import { NOT_STAFF, staffOf } from '../../lib/forms/staff-loader.ts';
import { unlessUnanswered } from '../../lib/forms/unanswered.ts';
import {
  discardWorkingCopy,
  revisionsOf,
  saveWorkingCopy,
  sayEditing,
  workingCopyOf,
} from '../../lib/api/revisions.ts';
import {
  DRAFT_FIELD,
  DRAFT_INTENT_FIELD,
  NEW_ITEM,
  versionTag,
  type DraftKind,
  type RevisedKind,
  type OtherEditor,
  type RevisionSummary,
  type StaleDetails,
  type WorkingCopy,
} from '../../../shared/revisions.ts';
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
/** The item's version the form started from: the save's If-Match. */
export const AUTHORING_VERSION_FIELD = 'authoringVersion';
/** How many of an item's latest revisions the edit screen's History panel lists. */
export const HISTORY_PANEL_SIZE = 6;

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
  /** The writer's working copy on the server (an autosave or a restore), when there is one. */
  workingCopy: WorkingCopy | null;
  /** Others with the item open now. */
  editors: OtherEditor[];
  /** The item's latest revisions, newest first (the History panel); empty on the create screen. */
  revisions: RevisionSummary[];
}

/**
 * A create screen's data: staff only (a visitor is sent to /login, anyone
 * else gets the screen's Access Denied), and the audience count.
 */
export async function createScreenData<E>(
  context: Context,
  audience: (context: Context) => Promise<number | null>,
  kind: DraftKind,
) {
  if (!staffOf(context)) return NOT_STAFF;
  const [count, copy] = await Promise.all([
    audience(context),
    workingCopyOf(kind, NEW_ITEM, pageSend(context)),
  ]);
  const screen: AuthoringScreen<E> = {
    denied: false,
    item: null,
    failure: null,
    audience: count,
    figures: null,
    workingCopy: copy.data?.draft ?? null,
    editors: [],
    revisions: [],
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
  kind: RevisedKind,
) {
  if (!staffOf(context)) return NOT_STAFF;
  const send = pageSend(context);
  const [result, count] = await Promise.all([read(send), audience(context)]);
  if (result.ok && result.data) {
    const { id } = result.data;
    const [figures, copy, history] = await Promise.all([
      itemFiguresData(context, id),
      workingCopyOf(kind, id, send),
      revisionsOf(kind, id, send),
    ]);
    const screen: AuthoringScreen<E> = {
      denied: false,
      item: result.data,
      failure: null,
      audience: count,
      figures,
      workingCopy: copy.data?.draft ?? null,
      editors: copy.data?.editors ?? [],
      revisions: (history.data?.revisions ?? []).slice(0, HISTORY_PANEL_SIZE),
    };
    return data(screen);
  }
  const failed: AuthoringScreen<E> = {
    denied: false,
    item: null,
    failure: failedMessage(result.status),
    audience: count,
    figures: null,
    workingCopy: null,
    editors: [],
    revisions: [],
  };
  return data(failed, { status: result.status === 404 ? 404 : 503 });
}

/**
 * A save's answer: the API's own, without the raw body; a 412 keeps who
 * saved the item since, and its version now.
 */
export type SaveAnswer<E> = Omit<ApiResult<E>, 'body'> & { current?: StaleDetails };

const answerOf = <E>({ body, ...answer }: ApiResult<E>): SaveAnswer<E> => {
  const current = (body as { current?: StaleDetails } | undefined)?.current;
  return answer.status === 412 && current ? { ...answer, current } : answer;
};

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
    const itemId = typeof id === 'string' ? id : '';
    if (form.has(DRAFT_INTENT_FIELD)) {
      return workingCopyAnswer(calls.review, itemId || NEW_ITEM, form, context);
    }
    const reviewIntent = form.get(REVIEW_INTENT_FIELD);
    const version = Number(form.get(AUTHORING_VERSION_FIELD) ?? '');
    form.delete(AUTHORING_ITEM_FIELD);
    form.delete(AUTHORING_VERSION_FIELD);
    form.delete(CSRF_FIELD);
    // The save is made over the version the form started from (If-Match): 412 when stale.
    const send: Send =
      Number.isInteger(version) && version > 0
        ? (method, path, body, headers) =>
            serverSend(context)(method, path, body, { ...headers, 'if-match': versionTag(version) })
        : serverSend(context);
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
    return data(answerOf(result), { status: result.ok ? 200 : answerStatus(result) });
  };
}

const answerStatus = (result: ApiResult<unknown>) => (result.status >= 400 ? result.status : 503);

/**
 * A form's background post to its screen's action (DRAFT_INTENT_FIELD): an
 * autosave of the working copy, "still open", or a discard; answered with
 * the API's own answer and status.
 */
export async function workingCopyAnswer(
  kind: DraftKind,
  item: string,
  form: FormData,
  context: Context,
) {
  const send = serverSend(context);
  const intent = String(form.get(DRAFT_INTENT_FIELD));
  const version = Number(form.get(AUTHORING_VERSION_FIELD) ?? '');
  const answer =
    intent === 'presence'
      ? await sayEditing(kind, item, false, send)
      : intent === 'discard'
        ? await discardWorkingCopy(kind, item, send)
        : await autosave(
            kind,
            item,
            form,
            send,
            Number.isInteger(version) && version > 0 ? version : null,
          );
  return data(answerOf(answer), { status: answer.ok ? 200 : answerStatus(answer) });
}

/** An autosave: the form as JSON, over the version it started from. */
async function autosave(
  kind: DraftKind,
  item: string,
  form: FormData,
  send: Send,
  version: number | null,
): Promise<ApiResult<unknown>> {
  let draft: unknown;
  try {
    draft = JSON.parse(String(form.get(DRAFT_FIELD) ?? ''));
  } catch {
    draft = undefined;
  }
  // Anything but the form as an object goes to the API as such: its 400 says why.
  return saveWorkingCopy(kind, item, draft as Record<string, unknown>, version, send);
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

/** What the form takes of its screen's data: the working copy, who else edits, the history. */
export const serverDraftOf = (screen: {
  workingCopy: WorkingCopy | null;
  editors: OtherEditor[];
  revisions: RevisionSummary[];
}) => ({ workingCopy: screen.workingCopy, editors: screen.editors, revisions: screen.revisions });

/**
 * The authoring screens' revalidation: an autosave or a presence post
 * changes nothing the screen shows, so its loader is not read again (every
 * three seconds while someone types); anything else as by default.
 */
export function authoringShouldRevalidate({
  formData,
  defaultShouldRevalidate,
}: {
  formData?: FormData | undefined;
  defaultShouldRevalidate: boolean;
}) {
  return formData?.has(DRAFT_INTENT_FIELD) ? false : defaultShouldRevalidate;
}
