import type { DraftKind } from '../../../shared/revisions.ts';

/*
 * Writes made as a screen is left: requests that outlive the page
 * (keepalive), straight to the API, since no answer could ever be read (a
 * route action's neither). They read no data; the effect-fetch test knows
 * this module as such.
 */

const draftPath = (kind: DraftKind, item: string) =>
  `/api/drafts/${kind}/${encodeURIComponent(item)}`;

function leaveWith(method: 'PUT' | 'POST', path: string, body: unknown) {
  try {
    void fetch(path, {
      method,
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => {});
  } catch {
    // A body past keepalive's 64 kB: the browser's own copy still holds the work.
  }
}

/** The writer's working copy, as the page is left with changes not yet on the server. */
export const keepWorkingCopyOnLeave = (
  kind: DraftKind,
  item: string,
  draft: Record<string, unknown>,
  baseVersion: number | null,
) => leaveWith('PUT', draftPath(kind, item), { draft, baseVersion });

/** The writer closed the edit screen: the others are no longer told they have it open. */
export const sayLeaving = (kind: DraftKind, item: string) =>
  leaveWith('POST', `${draftPath(kind, item)}/presence`, { leaving: true });
