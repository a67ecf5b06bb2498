import type {
  DraftKind,
  OtherEditor,
  RevisedKind,
  RevisionDetail,
  RevisionSummary,
  WorkingCopy,
} from '../../../shared/revisions.ts';
import { lift } from './blog.ts';
import { REVIEW_BASES } from './review.ts';
import { browserSend, type Send } from './request.ts';

/*
 * Revisions of posts and case studies (under each kind's own base, beside
 * its review calls) and the writers' working copies with who else is
 * editing (`/api/drafts/{kind}/{item}`, item an id or `new`).
 */

const itemBase = (kind: RevisedKind, id: string) =>
  `${REVIEW_BASES[kind]}/${encodeURIComponent(id)}/revisions`;
const draftPath = (kind: DraftKind, item: string) =>
  `/api/drafts/${kind}/${encodeURIComponent(item)}`;

/** An item's history, newest first, with its version now. */
export const revisionsOf = async (kind: RevisedKind, id: string, send: Send = browserSend) =>
  lift<{ version: number; revisions: RevisionSummary[] }>(
    await send('GET', itemBase(kind, id), undefined),
    (body) => ({ version: body['version'], revisions: body['revisions'] }),
  );

/** One revision with its fields. */
export const revisionOf = async (
  kind: RevisedKind,
  id: string,
  revisionId: string,
  send: Send = browserSend,
) =>
  lift<RevisionDetail>(
    await send('GET', `${itemBase(kind, id)}/${encodeURIComponent(revisionId)}`, undefined),
    (body) => body['revision'],
  );

/** Restores a revision as the caller's working copy (`draft`: the form made from it). */
export const restoreRevision = async (
  kind: RevisedKind,
  id: string,
  revisionId: string,
  draft: Record<string, unknown>,
  send: Send = browserSend,
) =>
  lift<RevisionSummary>(
    await send('POST', `${itemBase(kind, id)}/${encodeURIComponent(revisionId)}/restore`, {
      draft,
    }),
    (body) => body['revision'],
  );

/** The caller's working copy of an item (null: none) and who else is editing it. */
export const workingCopyOf = async (kind: DraftKind, item: string, send: Send = browserSend) =>
  lift<{ draft: WorkingCopy | null; editors: OtherEditor[] }>(
    await send('GET', draftPath(kind, item), undefined),
    (body) => ({ draft: body['draft'], editors: body['editors'] }),
  );

/** Keeps the caller's working copy (an autosave); answers when. */
export const saveWorkingCopy = async (
  kind: DraftKind,
  item: string,
  draft: Record<string, unknown>,
  baseVersion: number | null,
  send: Send = browserSend,
) =>
  lift<{ savedAt: string }>(
    await send('PUT', draftPath(kind, item), { draft, baseVersion }),
    (body) => ({ savedAt: body['savedAt'] }),
  );

/** Drops the caller's working copy. */
export const discardWorkingCopy = (kind: DraftKind, item: string, send: Send = browserSend) =>
  send<never>('DELETE', draftPath(kind, item), undefined);

/** Says the caller has the item open (or is leaving it); answers who else has it open. */
export const sayEditing = async (
  kind: DraftKind,
  item: string,
  leaving: boolean,
  send: Send = browserSend,
) =>
  lift<OtherEditor[]>(
    await send('POST', `${draftPath(kind, item)}/presence`, leaving ? { leaving } : {}),
    (body) => body['editors'],
  );
