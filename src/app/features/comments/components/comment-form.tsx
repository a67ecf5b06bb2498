import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import { COMMENT_LIMITS, type CommentView } from '../../../../shared/comments.ts';
import { COMMENT_MESSAGES } from '../../../../shared/comment-messages.ts';
import { COMMENT_NOTICE, REPLY_NOTIFICATIONS_NOTICE } from '../../../../shared/consent-notices.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConsentNotice } from '../../../components/ui/consent-notice.tsx';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { formProblems, NO_PROBLEMS, type FormProblems } from '../../../lib/forms/form-errors.ts';
import { schemasOnDemand } from '../../../lib/forms/schemas-on-demand.ts';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid.ts';
import { announceContentChange } from '../../../lib/api/content-changes.ts';
import { CsrfField } from '../../accounts/public.ts';
import { HoneypotField } from '../../leads/public.ts';
import type { CommentOutcome } from '../comments-action.ts';
import { useCommentsSection } from '../comments-context.ts';
import { commentFormCopy as copy } from '../content/comment-form-copy.ts';

const schemas = schemasOnDemand(() => import('../../../../shared/comment-schemas.ts'));

/**
 * The comment form, loaded when a visitor opens it (Add Comment or Reply).
 * It posts through React Router's fetcher to the page's action: the same path
 * a plain form post takes before the page has hydrated, so there is one way
 * a comment is sent. The shared schema checks it first, in the spec's order.
 */
export default function CommentForm({ parent }: { parent?: CommentView }) {
  const section = useCommentsSection();
  const fetcher = useFetcher<CommentOutcome>();
  const form = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const focusInvalid = useFocusFirstInvalid(form, summary);
  // A post that came back refused before the page hydrated: its problems and the text typed.
  const returned =
    section.outcome?.intent === 'comment' &&
    !section.outcome.ok &&
    section.outcome.parentId === (parent?.id ?? null)
      ? section.outcome
      : undefined;
  const [problems, setProblems] = useState<FormProblems>(returned?.problems ?? NO_PROBLEMS);
  // Each answer of the fetcher is taken once: problems shown, or the form closed.
  const [seen, setSeen] = useState<CommentOutcome>();
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  if (answer?.intent === 'comment' && answer !== seen) {
    setSeen(answer);
    if (!answer.ok) setProblems(answer.problems);
  }
  const values = returned?.values ?? {};
  const busy = fetcher.state !== 'idle';
  const idPrefix = `comment-${parent?.id ?? 'new'}`;

  useEffect(() => {
    if (seen?.intent !== 'comment') return;
    if (seen.ok) section.posted(seen);
    else focusInvalid();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer
  }, [seen]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const data = Object.fromEntries(new FormData(element));
    const shared = await schemas.get();
    const found = shared ? formProblems(shared.commentSubmitSchema, data) : NO_PROBLEMS;
    setProblems(found);
    if (found.messages.length) return focusInvalid();
    // Pages this browser kept (the blog's) are dropped first, so the page that
    // reloads after the post shows the comment.
    announceContentChange();
    void fetcher.submit(element, { method: 'post', preventScrollReset: true });
  }

  const title = parent ? copy.replyTitle(parent.authorName) : copy.formTitle;
  return (
    <fetcher.Form
      ref={form}
      id={parent ? undefined : 'comment-form'}
      method="post"
      preventScrollReset
      noValidate
      onSubmit={(event) => void submit(event)}
      onFocus={schemas.warm}
      aria-label={title}
      className="relative grid gap-4 rounded-lg border border-line bg-surface p-4 sm:p-5"
    >
      <h3 className="text-lg font-semibold text-ink">{title}</h3>
      {problems.messages.length > 0 ? (
        <div ref={summary} tabIndex={-1}>
          <Alert tone="error">
            {problems.messages.length === 1 ? (
              problems.messages[0]
            ) : (
              <ul className="list-disc pl-4">
                {problems.messages.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            )}
          </Alert>
        </div>
      ) : null}
      <input type="hidden" name="intent" value="comment" />
      {parent ? <input type="hidden" name="parentId" value={parent.id} /> : null}
      <CsrfField />
      <TextAreaField
        id={`${idPrefix}-content`}
        name="content"
        label={copy.contentLabel}
        required
        rows={4}
        maxLength={COMMENT_LIMITS.content}
        defaultValue={values['content'] ?? ''}
        hint={copy.plainText}
        error={problems.byField['content']}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-name`}
          name="authorName"
          label={copy.nameLabel}
          required
          autoComplete="name"
          maxLength={COMMENT_LIMITS.name}
          defaultValue={values['authorName'] ?? ''}
          error={problems.byField['authorName']}
        />
        <TextField
          id={`${idPrefix}-email`}
          name="authorEmail"
          type="email"
          label={copy.emailLabel}
          required
          autoComplete="email"
          maxLength={COMMENT_LIMITS.email}
          defaultValue={values['authorEmail'] ?? ''}
          hint={copy.emailHint}
          error={problems.byField['authorEmail']}
        />
      </div>
      <TextField
        id={`${idPrefix}-website`}
        name="authorWebsite"
        type="url"
        label={copy.websiteLabel}
        autoComplete="url"
        maxLength={COMMENT_LIMITS.website}
        defaultValue={values['authorWebsite'] ?? ''}
        error={problems.byField['authorWebsite']}
      />
      <div>
        <label className="flex min-h-11 items-center gap-3 text-sm text-ink">
          <input
            type="checkbox"
            name="notifyReplies"
            defaultChecked={values['notifyReplies'] === 'on'}
            aria-describedby={`${idPrefix}-notify-hint`}
            className="size-5 rounded border-slate-400"
          />
          {COMMENT_MESSAGES.notifyLabel}
        </label>
        <p
          id={`${idPrefix}-notify-hint`}
          data-consent={REPLY_NOTIFICATIONS_NOTICE.purpose}
          className="text-sm text-muted"
        >
          {copy.notifyHint} {REPLY_NOTIFICATIONS_NOTICE.text}
        </p>
      </div>
      <HoneypotField />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? copy.submitting : parent ? copy.submitReply : copy.submit}
        </Button>
        <Button type="button" variant="ghost" onClick={section.closeForm}>
          {copy.cancel}
        </Button>
      </div>
      <ConsentNotice notice={COMMENT_NOTICE} />
    </fetcher.Form>
  );
}
