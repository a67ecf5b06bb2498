import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useFetcher } from 'react-router';
import { NEWSLETTER_NEWS_LIMITS } from '../../../../shared/newsletter-delivery.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PostBody } from '../../../components/partials/post-body.tsx';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { uploadBlogImage } from '../../../lib/api/blog.ts';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid.ts';
import { CsrfField } from '../../accounts/public.ts';
import type { WorkingCopy } from '../../../../shared/revisions.ts';
import {
  AUTHORING_COPY,
  AutosaveStatus,
  ContentField,
  RestoredNotice,
  useWorkingCopy,
} from '../../authoring/public.ts';
import type { NewsOutcome } from '../news-action.ts';
import { newsProblems, subscribersWord } from '../news-problems.ts';

const uploadImage = async (file: File) => {
  const body = new FormData();
  body.append('image', file);
  const result = await uploadBlogImage(body);
  return result.ok && result.data
    ? { ok: true as const, image: result.data }
    : { ok: false as const, message: result.message ?? AUTHORING_COPY.editor.uploadFailed };
};

/**
 * Staff write industry news: a subject and a body in the blog's editor, a
 * preview, a test to their own address, then the send to every confirmed
 * subscriber with industry news on, once confirmed. Every button posts the
 * form to the route's action (through the fetcher once the page has
 * hydrated, as a plain post before); a send done leads to the Newsletters
 * view. Before the page has hydrated the body is a plain text box, which
 * the editor replaces with what was typed in it.
 */
export function NewsCompose({
  audience,
  formKey,
  returned,
  workingCopy,
}: {
  /** Confirmed subscribers with industry news on, as the loader counted them. */
  audience: number | null;
  /** The form's key from the loader (one send per key). */
  formKey: string;
  /** The outcome of a post made without JavaScript. */
  returned: NewsOutcome | undefined;
  /** What was typed last time and not sent (the writer's working copy on the server). */
  workingCopy: WorkingCopy | null;
}) {
  const fetcher = useFetcher<NewsOutcome>();
  const form = useRef<HTMLFormElement>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  const focusInvalid = useFocusFirstInvalid(form);
  const [key] = useState(() => returned?.values.key || formKey);
  // The unsent e-mail from last time comes back (unless this is a post's own answer).
  const [restored, setRestored] = useState(() => (returned ? null : copyOf(workingCopy)));
  const start = returned?.values ?? restored?.values;
  const [subject, setSubject] = useState(start?.subject ?? '');
  const [content, setContent] = useState(start?.content ?? '');
  // The editor takes over once the page has hydrated, with what was typed before.
  const [editing, setEditing] = useState(false);
  const [outcome, setOutcome] = useState<NewsOutcome | undefined>(returned);
  const [errors, setErrors] = useState(returned?.errors ?? {});
  // Each answer of the fetcher is taken once: its problems shown, or the confirmation asked.
  const [seen, setSeen] = useState<NewsOutcome>();
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  if (answer && answer !== seen) {
    setSeen(answer);
    setOutcome(answer);
    setErrors(answer.errors);
  }
  const reviewing = outcome?.step === 'review';
  const pending = fetcher.state !== 'idle' ? fetcher.formData?.get('intent') : undefined;
  const busy = pending !== undefined;
  const typed = subject.trim() !== '' || content.trim() !== '';
  const autosave = useWorkingCopy({
    kind: 'industry-news',
    itemId: null,
    path: '/dashboard/newsletters/news',
    version: null,
    copy: typed ? { values: { subject, content } } : undefined,
    snapshot: JSON.stringify([subject, content]),
    initialEditors: [],
    enabled: pending !== 'send',
  });

  useEffect(() => {
    const fields = form.current?.elements;
    const typed = fields?.namedItem('content');
    if (typed instanceof HTMLTextAreaElement) setContent(typed.value);
    const typedSubject = fields?.namedItem('subject');
    if (typedSubject instanceof HTMLInputElement) setSubject(typedSubject.value);
    setEditing(true);
  }, []);

  useEffect(() => {
    if (outcome?.step === 'problems') focusInvalid();
    if (outcome?.step === 'review') confirmation.current?.focus();
  }, [outcome, focusInvalid]);

  /** What the form checks before it posts: the same rules as the server. */
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const intent = submitter?.getAttribute('value');
    if (intent === 'edit') return setOutcome(undefined);
    if (intent !== 'send') {
      const found = newsProblems({ subject, content });
      setErrors(found);
      if (Object.keys(found).length) {
        setOutcome({ step: 'problems', errors: found, values: { key, subject, content } });
        return;
      }
    }
    void fetcher.submit(submitter instanceof HTMLButtonElement ? submitter : event.currentTarget, {
      method: 'post',
      preventScrollReset: true,
    });
  }

  function edited() {
    if (reviewing) setOutcome(undefined);
  }

  return (
    <div className="container-page section grid gap-6">
      <header>
        <Link to="/dashboard/newsletters" className="font-semibold text-brand-700 hover:underline">
          Back to Newsletters
        </Link>
        <h1 className="mt-2 text-3xl font-bold text-ink">Write industry news</h1>
        <p className="text-muted">
          Goes once to{' '}
          {audience === null ? 'the subscribers' : `the ${audience} confirmed subscribers`} who
          asked for industry news. Send yourself a test first.
        </p>
      </header>
      <AutosaveStatus state={autosave.state} />
      <div aria-live="polite">
        <RestoredNotice
          draft={restored}
          onDiscard={() => {
            setRestored(null);
            setSubject('');
            setContent('');
            autosave.discard();
          }}
        />
        {outcome?.message ? (
          <Alert tone={outcome.step === 'tested' ? 'success' : 'error'}>{outcome.message}</Alert>
        ) : null}
      </div>
      <fetcher.Form
        ref={form}
        method="post"
        className="grid gap-6"
        noValidate
        preventScrollReset
        onSubmit={submit}
      >
        <CsrfField />
        <input type="hidden" name="key" value={key} />
        <TextField
          label="Subject"
          name="subject"
          required
          value={subject}
          maxLength={NEWSLETTER_NEWS_LIMITS.subject}
          error={errors['subject']}
          onChange={(event) => {
            setSubject(event.target.value);
            edited();
          }}
        />
        {editing ? (
          <>
            <input type="hidden" name="content" value={content} />
            <ContentField
              value={content}
              error={errors['content']}
              mode="create"
              onChange={(html) => {
                setContent(html);
                edited();
              }}
              uploadImage={uploadImage}
            />
          </>
        ) : (
          <TextAreaField
            label={AUTHORING_COPY.labels.content}
            name="content"
            required
            rows={12}
            defaultValue={start?.content ?? ''}
            placeholder={AUTHORING_COPY.placeholders.content}
            error={errors['content']}
          />
        )}
        <section aria-labelledby="news-preview" className="grid gap-2">
          <h2 id="news-preview" className="text-lg font-semibold text-ink">
            Preview
          </h2>
          <div className="rounded-lg border border-line bg-white p-4">
            <p className="text-xl font-bold text-ink">{subject.trim() || 'Your subject'}</p>
            {/* The author's own editor HTML, shown back to them; the server sanitizes what it sends. */}
            <div className="mt-3">
              <PostBody html={content} origin={undefined} />
            </div>
          </div>
        </section>
        {reviewing ? (
          <div
            ref={confirmation}
            tabIndex={-1}
            role="group"
            aria-labelledby="news-confirm"
            className="grid gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4"
          >
            <p id="news-confirm" className="font-semibold text-amber-950">
              Send “{subject.trim()}” to {audience ?? 'every'}{' '}
              {audience === 1 ? 'subscriber' : 'subscribers'}? It cannot be taken back.
            </p>
            <div className="flex flex-wrap gap-3">
              {/* Cancel first: the button Enter presses in the subject field. */}
              <Button type="submit" name="intent" value="edit" variant="outline" disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" name="intent" value="send" disabled={busy}>
                {pending === 'send' ? 'Sending…' : 'Yes, send it'}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap gap-3">
            <Button type="submit" name="intent" value="test" variant="outline" disabled={busy}>
              {pending === 'test' ? 'Sending…' : 'Send a test to my address'}
            </Button>
            <Button type="submit" name="intent" value="review" disabled={busy}>
              Send to {subscribersWord(audience)}
            </Button>
          </div>
        )}
      </fetcher.Form>
    </div>
  );
}

/** The working copy as the form takes it back: a subject and a body typed last time. */
function copyOf(copy: WorkingCopy | null) {
  const values = copy?.draft['values'] as { subject?: unknown; content?: unknown } | undefined;
  if (typeof values?.subject !== 'string' || typeof values.content !== 'string') return null;
  const savedAt = Number(copy!.draft['savedAt']);
  return {
    values: { subject: values.subject, content: values.content },
    savedAt: Number.isFinite(savedAt) ? savedAt : Date.parse(copy!.savedAt),
    hadUpload: false,
    image: { kind: 'none' as const },
  };
}
