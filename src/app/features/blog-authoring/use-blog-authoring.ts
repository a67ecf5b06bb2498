import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { BLOG_LIMITS, type BlogEditable, type BlogStatus } from '../../../shared/blog.ts';
import { BLOG_MESSAGES } from '../../../shared/blog-authoring.ts';
import { blogFormSchema } from '../../../shared/blog-schemas.ts';
import { createBlog, updateBlog, uploadBlogImage } from '../../lib/api/blog.ts';
import { answerProblems, formProblems } from '../../lib/forms/form-errors.ts';
import { useAuth } from '../accounts/public.ts';
import { announceContentChange } from '../../lib/api/content-changes.ts';
import {
  applyChange,
  choiceFromAddress,
  clientProblems,
  emptyValues,
  formFieldOf,
  initialState,
  schemaInput,
  snapshotOf,
  toFormData,
  valuesFromEditable,
  type BlogFormState,
  type BlogFormValues,
  type FeaturedChoice,
} from './blog-form-state.ts';
import { AUTHORING_COPY } from './content/authoring-copy.ts';
import {
  choiceOfDraft,
  clearDraft,
  draftKey,
  draftOf,
  freshAuthHeaders,
  loadDraft,
  saveDraft,
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

interface Options {
  mode: AuthoringMode;
  /** The post being edited (edit mode). */
  blog: BlogEditable | null;
  userId: string;
  authorName: string;
  /** The page's path: drafts are mirrored per page. */
  path: string;
}

/**
 * The authoring form's state and actions: the values with their automatic
 * rules, the image choice, errors under fields, the banners, saving (draft,
 * publish, schedule) and the unsaved work mirrored to storage.
 */
export function useBlogAuthoring({ mode, blog, userId, authorName, path }: Options) {
  const { authHeaders } = useAuth();
  const navigate = useNavigate();
  const key = draftKey(userId, path);
  const [base] = useState(() => ({
    values: blog ? valuesFromEditable(blog) : emptyValues(authorName),
    choice: blog ? choiceFromAddress(blog.featuredImage) : ({ kind: 'none' } as FeaturedChoice),
  }));
  const [baseline, setBaseline] = useState(() => snapshotOf(base.values, base.choice));
  // Unsaved work from an earlier visit (a reload, an expired session) comes back.
  const [restored, setRestored] = useState<StoredDraft | null>(() => {
    const draft = loadDraft(key);
    return draft && snapshotOf(draft.values, choiceOfDraft(draft)) !== baseline ? draft : null;
  });
  const [form, setForm] = useState<BlogFormState>(() =>
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

  const setField = <K extends keyof BlogFormValues>(field: K, value: BlogFormValues[K]) => {
    const result = applyChange(form, field, value);
    setForm(result.state);
    clearErrors(field === 'publishAt' ? ['publishedAt'] : result.changed);
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

  const headers = () => (sessionExpired ? freshAuthHeaders(authHeaders) : authHeaders());

  /** Checks the form as the server will, then sends it with the status of the button pressed. */
  const save = async (status: BlogStatus): Promise<boolean> => {
    if (busy || done) return false;
    const values = form.values;
    const found = {
      ...clientProblems(values, status, choice, Date.now()),
      ...formProblems(blogFormSchema, schemaInput(values, status, choice)).byField,
    };
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return false;
    }
    setBusy(status);
    setBanner(null);
    const body = toFormData(values, status, choice);
    const result =
      mode === 'edit' && blog
        ? await updateBlog(blog.id, body, headers())
        : await createBlog(body, headers());
    // Any save attempt may have changed posts: blog pages kept in this browser are dropped.
    announceContentChange();
    setBusy(null);
    if (result.ok) {
      setSessionExpired(false);
      setDone(true);
      setBaseline(snapshot);
      clearDraft(key);
      setErrors({});
      setBanner({
        tone: 'success',
        messages: [mode === 'create' ? BLOG_MESSAGES.created : BLOG_MESSAGES.updated],
      });
      redirect.current = setTimeout(
        () => void navigate(mode === 'create' ? '/blog' : '/dashboard'),
        BLOG_LIMITS.redirectMs,
      );
      return true;
    }
    if (result.status === 401) {
      // The blog client's one wording for a missing or ended session (spec section 8).
      setSessionExpired(true);
      setBanner({ tone: 'error', messages: [BLOG_MESSAGES.authRequired] });
      return false;
    }
    const fallback = mode === 'create' ? BLOG_MESSAGES.createFailed : BLOG_MESSAGES.updateFailed;
    // A refused request says why; a failure of ours (5xx, no answer) gets the fixed text.
    const answered = result.status >= 400 && result.status < 500;
    const refused = answerProblems(answered ? result : {}, fallback);
    const byField: Record<string, string> = {};
    for (const [field, message] of Object.entries(refused.byField)) {
      byField[formFieldOf(field)] = message;
    }
    // The specification places the create failure under the content field.
    if (mode === 'create' && Object.keys(byField).length === 0) {
      byField['content'] = refused.messages[0] ?? fallback;
    }
    setErrors(byField);
    setBanner({ tone: 'error', messages: refused.messages });
    return false;
  };

  const uploadImage = async (file: File): Promise<BodyImageResult> => {
    const body = new FormData();
    body.append('image', file);
    const result = await uploadBlogImage(body, headers());
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
    clearDraft(key);
  };

  return {
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
    setField,
    setChoice,
    save,
    uploadImage,
    discardRestored,
    dismissRestored: () => setRestored(null),
    forgetDraft: () => clearDraft(key),
  };
}

export type BlogAuthoring = ReturnType<typeof useBlogAuthoring>;
