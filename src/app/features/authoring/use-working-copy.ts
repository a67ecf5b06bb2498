import { useCallback, useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import {
  DRAFT_FIELD,
  DRAFT_INTENT_FIELD,
  NEW_ITEM,
  REVISION_LIMITS,
  type DraftKind,
  type OtherEditor,
} from '../../../shared/revisions.ts';
import { CSRF_FIELD } from '../../../shared/session-messages.ts';
import { keepWorkingCopyOnLeave, sayLeaving } from '../../lib/api/on-leave.ts';
import { useFetcherAnswer } from '../../lib/forms/use-fetcher-answer.ts';
import { useSession } from '../accounts/public.ts';
import { AUTHORING_ITEM_FIELD, AUTHORING_VERSION_FIELD } from './authoring-route.ts';

/**
 * Where the writer's working copy stands on the server: nothing to save yet,
 * being saved, saved (when), or not saved and being tried again.
 */
export type WorkingCopyState =
  | { kind: 'idle' }
  | { kind: 'saving'; lastSaved: string | null }
  | { kind: 'saved'; at: string }
  | { kind: 'retrying'; lastSaved: string | null };

interface Answer {
  ok: boolean;
  status: number;
  data?: { savedAt?: string } | OtherEditor[] | undefined;
}

/**
 * How long a change waits before it is saved: a few seconds after the last
 * one, but never longer than the ceiling after the oldest unsaved change
 * (someone typing without a pause is saved too).
 */
export const autosaveWait = (pendingSince: number, now: number) =>
  Math.max(
    0,
    Math.min(
      REVISION_LIMITS.autosaveDelayMs,
      pendingSince + REVISION_LIMITS.autosaveMaxWaitMs - now,
    ),
  );

/** The wait before the next try of a copy that could not be saved: doubling, to a ceiling. */
export const retryDelay = (attempt: number) =>
  Math.min(REVISION_LIMITS.autosaveDelayMs * 2 ** attempt, REVISION_LIMITS.retryMaxMs);

/**
 * The writer's working copy kept on the server as they type: saved a few
 * seconds after the last change and when the page is left, through the
 * screen's own action (a fetcher: no loader is read again), tried again
 * with a growing wait when it fails and at once when the connection comes
 * back. Tells the server the screen is open every half minute, and answers
 * who else is editing. `copy` is the form as JSON-able data (undefined: no
 * unsaved change), `snapshot` its text to compare.
 */
export function useWorkingCopy({
  kind,
  itemId,
  path,
  version,
  copy,
  snapshot,
  held,
  initialEditors,
  enabled,
}: {
  kind: DraftKind;
  itemId: string | null;
  path: string;
  /** The item's version the form started from (null: a new item). */
  version: number | null;
  copy: Record<string, unknown> | undefined;
  snapshot: string;
  /** What the server holds as the screen opens (its working copy, or the item): anything else is sent. */
  held?: string;
  initialEditors: OtherEditor[];
  /** Off once the form is saved for good (it is leaving). */
  enabled: boolean;
}) {
  const { csrfToken } = useSession();
  const saver = useFetcher<Answer>({ key: `working-copy:${path}` });
  const presence = useFetcher<Answer>({ key: `presence:${path}` });
  const [state, setState] = useState<WorkingCopyState>({ kind: 'idle' });
  const [editors, setEditors] = useState<OtherEditor[]>(initialEditors);
  // What the server holds (its snapshot), what is on its way, and the tries so far.
  const saved = useRef(held ?? snapshot);
  const sending = useRef<string | null>(null);
  const attempts = useRef(0);
  // When the oldest change not yet on the server was made (a writer who never pauses still saves).
  const pendingSince = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef({ copy, snapshot, version, enabled });
  const item = itemId ?? NEW_ITEM;
  const lastSaved =
    state.kind === 'saved' ? state.at : 'lastSaved' in state ? state.lastSaved : null;
  const lastSavedRef = useRef(lastSaved);
  useEffect(() => {
    latest.current = { copy, snapshot, version, enabled };
    lastSavedRef.current = lastSaved;
  });
  // Timers call the newest `send` (it reads the refs above).
  const sendRef = useRef<() => void>(() => {});
  const later = (wait: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => sendRef.current(), wait);
  };

  const fields = useCallback(
    (intent: string) => {
      const body = new FormData();
      body.append(DRAFT_INTENT_FIELD, intent);
      if (itemId) body.append(AUTHORING_ITEM_FIELD, itemId);
      if (csrfToken) body.append(CSRF_FIELD, csrfToken);
      return body;
    },
    [itemId, csrfToken],
  );

  const send = useCallback(() => {
    clearTimeout(timer.current);
    const now = latest.current;
    if (!now.enabled || !now.copy || now.snapshot === saved.current) return;
    if (sending.current !== null) {
      // One save at a time: the next starts when this one answers.
      later(REVISION_LIMITS.autosaveDelayMs);
      return;
    }
    sending.current = now.snapshot;
    pendingSince.current = null;
    setState({ kind: 'saving', lastSaved: lastSavedRef.current });
    const body = fields('autosave');
    body.append(DRAFT_FIELD, JSON.stringify({ ...now.copy, savedAt: Date.now() }));
    if (now.version !== null) body.append(AUTHORING_VERSION_FIELD, String(now.version));
    void saver.submit(body, { method: 'post', encType: 'multipart/form-data', action: path });
  }, [fields, path, saver]);
  useEffect(() => {
    sendRef.current = send;
  }, [send]);

  useFetcherAnswer(saver, (answer) => {
    const sent = sending.current;
    sending.current = null;
    const data = Array.isArray(answer.data) ? undefined : answer.data;
    if (answer.ok && data?.savedAt) {
      attempts.current = 0;
      if (sent !== null) saved.current = sent;
      setState({ kind: 'saved', at: data.savedAt });
      // Typed on while it was saved: the newer text goes next.
      if (latest.current.snapshot !== saved.current) later(REVISION_LIMITS.autosaveDelayMs);
      return;
    }
    setState({ kind: 'retrying', lastSaved: lastSavedRef.current });
    later(retryDelay(attempts.current));
    attempts.current += 1;
  });

  // A change is saved a few seconds after the last one.
  useEffect(() => {
    if (!enabled || !copy || snapshot === saved.current) return;
    if (sending.current === null && attempts.current === 0) {
      const now = Date.now();
      pendingSince.current ??= now;
      later(autosaveWait(pendingSince.current, now));
    }
    // Only a change of the text starts the wait (the copy object is new on every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, snapshot]);

  // The connection is back: what could not be saved goes now.
  useEffect(() => {
    const online = () => {
      attempts.current = 0;
      send();
    };
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [send]);

  // Leaving the page (or hiding it, which may be the last chance on a phone) keeps the copy.
  useEffect(() => {
    const leave = () => {
      const now = latest.current;
      if (!now.enabled || !now.copy || now.snapshot === saved.current) return;
      keepWorkingCopyOnLeave(kind, item, { ...now.copy, savedAt: Date.now() }, now.version);
      saved.current = now.snapshot;
    };
    const hidden = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      // Leaving the screen inside the app.
      leave();
    };
  }, [kind, item]);

  // "Still editing", every half minute while the page is shown; "gone" when it is left.
  useEffect(() => {
    if (!itemId) return;
    const say = () => {
      if (document.visibilityState !== 'visible') return;
      void presence.submit(fields('presence'), { method: 'post', action: path });
    };
    say();
    const every = setInterval(say, REVISION_LIMITS.presenceEveryMs);
    return () => {
      clearInterval(every);
      sayLeaving(kind, itemId);
    };
    // The fetcher's identity changes with its state; the interval needs it once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [itemId, kind, path, fields]);

  useFetcherAnswer(presence, (answer) => {
    if (answer.ok && Array.isArray(answer.data)) setEditors(answer.data);
  });

  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    state,
    editors,
    /** The form was saved for good: the server folded the copy into the item's revision. */
    settled(now: string) {
      clearTimeout(timer.current);
      saved.current = now;
      attempts.current = 0;
      setState({ kind: 'idle' });
    },
    /** Drops the copy on the server (the writer discarded the restored work). */
    discard() {
      clearTimeout(timer.current);
      saved.current = latest.current.snapshot;
      // Through the presence fetcher: its answer is no save to report.
      void presence.submit(fields('discard'), { method: 'post', action: path });
    },
  };
}
