import { useEffect, useRef, useState } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { BLOG_LIMITS, type BlogStatus } from '../../../shared/blog.ts';
import { BLOG_MESSAGES } from '../../../shared/blog-authoring.ts';
import { CSRF_FIELD } from '../../../shared/session-messages.ts';
import { uploadBlogImage } from '../../lib/api/blog.ts';
import { answerProblems } from '../../lib/forms/form-errors.ts';
import { useFetcherAnswer } from '../../lib/forms/use-fetcher-answer.ts';
import { announceContentChange } from '../../lib/api/content-changes.ts';
import { useSession } from '../accounts/public.ts';
import {
  AUTHORING_ITEM_FIELD,
  AUTHORING_VERSION_FIELD,
  type SaveAnswer,
} from './authoring-route.ts';
import type {
  OtherEditor,
  RevisedKind,
  RevisionSummary,
  StaleDetails,
  WorkingCopy,
} from '../../../shared/revisions.ts';
import { useWorkingCopy } from './use-working-copy.ts';
import {
  applyChange,
  choiceFromAddress,
  formFieldOf,
  initialState,
  snapshotOf,
  type AuthoredValues,
  type FeaturedChoice,
  type FormState,
} from './form-state.ts';
import { AUTHORING_COPY } from './content/authoring-copy.ts';
import {
  choiceOfDraft,
  clearDraft,
  draftKey,
  draftOf,
  loadDraft,
  parseDraft,
  saveDraft,
  type DraftShape,
  type StoredDraft,
} from './draft-storage.ts';

export type AuthoringMode = 'create' | 'edit';

export interface Banner {
  tone: 'error' | 'success';
  messages: string[];
}

export interface BodyImage {
  url: string;
  srcSet: string;
  width: number;
  height: number;
}

/** A body image upload's outcome, for the editor's image dialog. */
export type BodyImageResult = { ok: true; image: BodyImage } | { ok: false; message: string };

/**
 * What makes one kind of content's authoring form: its values, checks and
 * words (its create and update calls are its screens' action's).
 */
export interface AuthoringKind<
  V extends AuthoredValues,
  E extends { id: string; featuredImage: string },
> {
  draftShape: DraftShape;
  /** Its working copies' and revisions' kind on the server. */
  revisions: RevisedKind;
  empty: (authorName: string) => V;
  fromEditable: (item: E) => V;
  /** Every problem found before sending, by field (the shared schema and the checks beside it). */
  problems: (
    values: V,
    status: BlogStatus,
    choice: FeaturedChoice,
    now: number,
  ) => Record<string, string>;
  toFormData: (values: V, status: BlogStatus, choice: FeaturedChoice) => FormData;
  messages: { created: string; updated: string; createFailed: string; updateFailed: string };
  /** Where a successful save leads, after the success banner's time. */
  after: { create: string; edit: string };
  /** Where a create failure without field errors is also shown (the blog's spec: content). */
  createFailureField?: string;
}

/** What the screen's loader read of the writer's working copy and the others editing. */
export interface ServerDraft {
  workingCopy: WorkingCopy | null;
  editors: OtherEditor[];
  /** The item's latest revisions (the History panel). */
  revisions: RevisionSummary[];
}

/** A save refused because someone saved the item after the form was opened (412). */
export interface SaveConflict extends StaleDetails {
  /** The status the refused save asked for (Overwrite asks for it again). */
  status: BlogStatus;
}

interface Options<E> {
  mode: AuthoringMode;
  /** The server's working copy and who else is editing (the loader's). */
  server: ServerDraft;
  /** The item being edited (edit mode). */
  item: E | null;
  userId: string;
  authorName: string;
  /** The page's path: drafts are mirrored per page, and saves post to its action. */
  path: string;
  /** How many subscribers "E-mail to subscribers" would reach (the screen's loader's count). */
  audience: number | null;
}

/**
 * An authoring form's state and actions: the values with their automatic
 * rules, the image choice, errors under fields, the banners, saving (draft,
 * publish, schedule) and the unsaved work mirrored to storage.
 */
export function useAuthoring<
  V extends AuthoredValues,
  E extends { id: string; featuredImage: string; version?: number; updatedAt?: string },
>(
  kind: AuthoringKind<V, E>,
  { mode, item, userId, authorName, path, audience, server }: Options<E>,
) {
  const navigate = useNavigate();
  const { csrfToken } = useSession();
  const fetcher = useFetcher<SaveAnswer<E>>();
  // The save under way: what it sends (the new baseline once saved), and the
  // caller waiting to hear whether it was saved.
  const saving = useRef<{
    snapshot: string;
    status: BlogStatus;
    settle: (saved: boolean) => void;
  } | null>(null);
  const key = draftKey(userId, path);
  const [base] = useState(() => ({
    values: item ? kind.fromEditable(item) : kind.empty(authorName),
    choice: item ? choiceFromAddress(item.featuredImage) : ({ kind: 'none' } as FeaturedChoice),
  }));
  const [baseline, setBaseline] = useState(() => snapshotOf(base.values, base.choice));
  // Unsaved work from an earlier visit comes back: this browser's copy (a
  // reload, an expired session, no connection) or the server's (another
  // device, a restored revision), whichever is newer; the server's only
  // when it is newer than the item's last save.
  const [fromServer] = useState(() => serverCopy(server.workingCopy, item, kind.draftShape));
  const [restored, setRestored] = useState<StoredDraft<V> | null>(() => {
    const local = loadDraft<V>(key, kind.draftShape);
    const remote = fromServer?.draft as StoredDraft<V> | undefined;
    const draft =
      local && remote ? (local.savedAt >= remote.savedAt ? local : remote) : (local ?? remote);
    return draft && snapshotOf(draft.values, choiceOfDraft(draft)) !== baseline ? draft : null;
  });
  // The version a save is made over: the item's, or the one the restored copy started from.
  const [version, setVersion] = useState<number | null>(() =>
    restored && fromServer && restored === fromServer.draft
      ? (fromServer.baseVersion ?? item?.version ?? null)
      : (item?.version ?? null),
  );
  const [conflict, setConflict] = useState<SaveConflict | null>(null);
  const [form, setForm] = useState<FormState<V>>(() =>
    initialState(restored?.values ?? base.values),
  );
  const [choice, setChoiceState] = useState<FeaturedChoice>(() =>
    restored ? choiceOfDraft(restored) : base.choice,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<Banner | null>(null);
  const [busy, setBusy] = useState<BlogStatus | null>(null);
  const [done, setDone] = useState(false);
  const [sessionExpired, setSessionExpired] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);

  const snapshot = snapshotOf(form.values, choice);
  const dirty = !done && snapshot !== baseline;
  const workingCopy = useWorkingCopy({
    kind: kind.revisions,
    itemId: item?.id ?? null,
    path,
    version,
    // Its time is set as it is sent.
    copy: dirty
      ? (draftOf(form.values, choice, 0) as unknown as Record<string, unknown>)
      : undefined,
    snapshot,
    // A copy restored from this browser alone (made offline) goes to the server.
    held: fromServer
      ? snapshotOf(fromServer.draft.values, choiceOfDraft(fromServer.draft))
      : baseline,
    initialEditors: server.editors,
    enabled: !done,
  });

  useEffect(() => {
    if (dirty) saveDraft(key, draftOf(form.values, choice, Date.now()));
    else clearDraft(key);
  }, [dirty, key, form.values, choice]);

  useEffect(() => () => clearTimeout(redirect.current), []);

  const clearErrors = (fields: readonly string[]) =>
    setErrors((current) => {
      if (!fields.some((field) => field in current)) return current;
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });

  const setField = <K extends keyof V>(field: K, value: V[K]) => {
    const result = applyChange(form, field, value);
    setForm(result.state);
    clearErrors(field === 'publishAt' ? ['publishedAt'] : (result.changed as string[]));
  };

  const setChoice = (next: FeaturedChoice) => {
    setChoiceState(next);
    setErrors((current) => {
      const rest = { ...current };
      delete rest['featuredImage'];
      if (rest['content'] === BLOG_MESSAGES.featuredImageRequired) delete rest['content'];
      return rest;
    });
  };

  /** The action's answer to a save: the success banner and the way on, or every problem shown. */
  const settle = (result: SaveAnswer<E>): boolean => {
    // Any save attempt may have changed content: pages kept in this browser are dropped.
    announceContentChange();
    setBusy(null);
    if (result.ok) {
      setSessionExpired(false);
      setDone(true);
      setConflict(null);
      setBaseline(saving.current?.snapshot ?? snapshot);
      workingCopy.settled(saving.current?.snapshot ?? snapshot);
      clearDraft(key);
      setErrors({});
      setBanner({
        tone: 'success',
        messages: [mode === 'create' ? kind.messages.created : kind.messages.updated],
      });
      redirect.current = setTimeout(
        () => void navigate(mode === 'create' ? kind.after.create : kind.after.edit),
        BLOG_LIMITS.redirectMs,
      );
      return true;
    }
    if (result.status === 412) {
      // Someone saved it since this form was opened: nothing was written.
      // The conflict's own notice says who and when, with the writer's choices.
      const { current } = result;
      if (current) setConflict({ ...current, status: saving.current?.status ?? 'draft' });
      else setBanner({ tone: 'error', messages: [result.message ?? kind.messages.updateFailed] });
      return false;
    }
    if (result.status === 401) {
      // The blog client's one wording for a missing or ended session (spec section 8).
      setSessionExpired(true);
      setBanner({ tone: 'error', messages: [BLOG_MESSAGES.authRequired] });
      return false;
    }
    const fallback = mode === 'create' ? kind.messages.createFailed : kind.messages.updateFailed;
    // A refused request says why; a failure of ours (5xx, no answer) gets the fixed text.
    const answered = result.status >= 400 && result.status < 500;
    const refused = answerProblems(answered ? result : {}, fallback);
    const byField: Record<string, string> = {};
    for (const [field, message] of Object.entries(refused.byField)) {
      byField[formFieldOf(field)] = message;
    }
    if (mode === 'create' && kind.createFailureField && Object.keys(byField).length === 0) {
      byField[kind.createFailureField] = refused.messages[0] ?? fallback;
    }
    setErrors(byField);
    setBanner({ tone: 'error', messages: refused.messages });
    return false;
  };

  useFetcherAnswer(fetcher, (result) => {
    const saved = settle(result);
    saving.current?.settle(saved);
    saving.current = null;
  });

  /**
   * Checks the form as the server will, then posts it (multipart: the fields
   * and the featured image) to the screen's action with the status of the
   * button pressed. Resolves with whether it was saved.
   */
  const save = async (status: BlogStatus, over = version): Promise<boolean> => {
    if (busy || done) return false;
    const values = form.values;
    const found = kind.problems(values, status, choice, Date.now());
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return false;
    }
    setBusy(status);
    setBanner(null);
    const body = kind.toFormData(values, status, choice);
    if (mode === 'edit' && item) body.append(AUTHORING_ITEM_FIELD, item.id);
    if (mode === 'edit' && over !== null) body.append(AUTHORING_VERSION_FIELD, String(over));
    if (csrfToken) body.append(CSRF_FIELD, csrfToken);
    const saved = new Promise<boolean>((resolve) => {
      saving.current = { snapshot, status, settle: resolve };
    });
    void fetcher.submit(body, { method: 'post', encType: 'multipart/form-data', action: path });
    return saved;
  };

  const uploadImage = async (file: File): Promise<BodyImageResult> => {
    const body = new FormData();
    body.append('image', file);
    const result = await uploadBlogImage(body);
    if (result.ok && result.data) return { ok: true, image: result.data };
    if (result.status === 401) {
      setSessionExpired(true);
      setBanner({ tone: 'error', messages: [BLOG_MESSAGES.authRequired] });
      return { ok: false, message: BLOG_MESSAGES.authRequired };
    }
    return { ok: false, message: result.message ?? AUTHORING_COPY.editor.uploadFailed };
  };

  /** Drops the restored draft and goes back to the saved post (or an empty form). */
  const discardRestored = () => {
    setRestored(null);
    setForm(initialState(base.values));
    setChoiceState(base.choice);
    setErrors({});
    setVersion(item?.version ?? null);
    clearDraft(key);
    workingCopy.discard();
  };

  /**
   * After a refused save (someone saved since): saves this form over their
   * version, knowingly; the history keeps theirs.
   */
  const overwrite = () => {
    if (!conflict) return Promise.resolve(false);
    setVersion(conflict.version);
    setConflict(null);
    return save(conflict.status, conflict.version);
  };

  return {
    /** The saved item's id (edit mode): what a test e-mail is made from. */
    itemId: item?.id ?? null,
    audience,
    values: form.values,
    auto: form.auto,
    choice,
    errors,
    banner,
    busy,
    done,
    dirty,
    sessionExpired,
    restored,
    conflict,
    /** The item's version this form's save is made over. */
    version,
    overwrite,
    dismissConflict: () => setConflict(null),
    /** The working copy on the server: its state, and who else is editing. */
    autosave: workingCopy.state,
    /** The item's latest revisions, as the screen was read. */
    history: server.revisions,
    editors: workingCopy.editors,
    setField,
    setChoice,
    save,
    uploadImage,
    discardRestored,
    dismissRestored: () => setRestored(null),
    forgetDraft: () => clearDraft(key),
  };
}

export type Authoring<V extends AuthoredValues> = ReturnType<
  typeof useAuthoring<V, { id: string; featuredImage: string }>
>;

/**
 * The server's working copy as the form takes it back: when it is newer
 * than the item's last save and holds a form of this kind; undefined otherwise.
 */
function serverCopy(
  copy: WorkingCopy | null,
  item: { updatedAt?: string } | null,
  shape: DraftShape,
): { draft: StoredDraft<AuthoredValues>; baseVersion: number | null } | undefined {
  if (!copy) return undefined;
  if (item?.updatedAt && Date.parse(copy.savedAt) <= Date.parse(item.updatedAt)) return undefined;
  const draft = parseDraft<AuthoredValues>(JSON.stringify(copy.draft), shape);
  return draft ? { draft, baseVersion: copy.baseVersion } : undefined;
}
