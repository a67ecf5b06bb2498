import { ClipboardCheck, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useActionData, useFetcher } from 'react-router';
import type { PublishingStatus } from '../../../../shared/publishing.ts';
import {
  REVIEW_MESSAGES,
  REVIEW_NOTE_MAX,
  type ContentReview,
} from '../../../../shared/review-messages.ts';
import { can, contentActions } from '../../../../shared/roles.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField } from '../../../components/ui/field.tsx';
import { CsrfField, useSessionUser } from '../../accounts/public.ts';
import {
  AUTHORING_ITEM_FIELD,
  REVIEW_INTENT_FIELD,
  REVIEW_NOTE_FIELD,
  type SaveAnswer,
} from '../authoring-route.ts';

/** The problem with an editor's note, in the server's words (it checks again). */
function noteProblem(note: string): string | undefined {
  if (!note.trim()) return REVIEW_MESSAGES.noteRequired;
  if (note.length > REVIEW_NOTE_MAX) return REVIEW_MESSAGES.noteTooLong;
  return undefined;
}

/**
 * Where a draft stands in review, on its edit screen: the editor's note
 * when it was sent back, "Submit for review" for a writer who may not
 * publish it, and "Send back" with a note for an editor while it waits.
 * Its forms post to the screen's own action (with or without JavaScript);
 * the loader is read again after them, so the panel shows the new state.
 */
export function ReviewPanel({
  item,
}: {
  item: ContentReview & { id: string; status: PublishingStatus };
}) {
  const user = useSessionUser();
  const fetcher = useFetcher<SaveAnswer<never>>({ key: `review-${item.id}` });
  // Without JavaScript the browser posted the form itself: the page's own answer.
  const posted = useActionData<SaveAnswer<never> | undefined>();
  const answer = fetcher.data ?? posted;
  const [noteError, setNoteError] = useState<string | undefined>();
  if (!user || item.status !== 'draft') return null;

  const own = item.authorId === user.id;
  const canSubmit =
    own && !contentActions(user.role, own).publish && item.reviewState !== 'submitted';
  const canReturn = can(user.role, 'content.review') && item.reviewState === 'submitted';
  if (!item.reviewState && !canSubmit) return null;
  const busy = fetcher.state !== 'idle';
  const serverNoteError = answer && !answer.ok ? answer.fieldErrors?.['note']?.[0] : undefined;

  return (
    <section
      aria-labelledby="review-heading"
      className="mb-6 grid gap-3 rounded-(--radius-card) border border-line bg-white p-5 shadow-(--shadow-card)"
    >
      <h2 id="review-heading" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <ClipboardCheck aria-hidden="true" className="size-5 text-brand-600" />
        Review
      </h2>
      {item.reviewState === 'submitted' ? (
        <p className="text-ink" data-review="submitted">
          {REVIEW_MESSAGES.waiting}. An editor will publish it or send it back with a note.
        </p>
      ) : null}
      {item.reviewState === 'returned' ? (
        <div data-review="returned" className="grid gap-1">
          <p className="font-semibold text-amber-950">{REVIEW_MESSAGES.sentBack}:</p>
          <blockquote className="border-l-4 border-amber-300 bg-amber-50 px-4 py-2 whitespace-pre-line text-ink">
            {item.reviewNote}
          </blockquote>
        </div>
      ) : null}
      {answer && !serverNoteError ? (
        <Alert tone={answer.ok ? 'success' : 'error'}>{answer.message}</Alert>
      ) : null}
      {canSubmit ? (
        <fetcher.Form method="post" className="grid gap-2">
          <CsrfField />
          <input type="hidden" name={AUTHORING_ITEM_FIELD} value={item.id} />
          <input type="hidden" name={REVIEW_INTENT_FIELD} value="submit" />
          <p className="text-sm text-muted">
            The editors review the last saved version: save your draft first.
          </p>
          <Button type="submit" className="w-fit" disabled={busy} aria-busy={busy || undefined}>
            <ClipboardCheck aria-hidden="true" className="size-4" />
            {busy ? 'Submitting...' : 'Submit for review'}
          </Button>
        </fetcher.Form>
      ) : null}
      {canReturn ? (
        <fetcher.Form
          method="post"
          noValidate
          className="grid gap-3"
          onSubmit={(event) => {
            const note = new FormData(event.currentTarget).get(REVIEW_NOTE_FIELD);
            const problem = noteProblem(typeof note === 'string' ? note : '');
            setNoteError(problem);
            if (problem) event.preventDefault();
          }}
        >
          <CsrfField />
          <input type="hidden" name={AUTHORING_ITEM_FIELD} value={item.id} />
          <input type="hidden" name={REVIEW_INTENT_FIELD} value="return" />
          <TextAreaField
            label="Note to the writer"
            name={REVIEW_NOTE_FIELD}
            required
            maxLength={REVIEW_NOTE_MAX}
            hint="Say what to change. It is e-mailed to the writer and shown on this screen."
            error={noteError ?? serverNoteError}
          />
          <Button
            type="submit"
            variant="outline"
            className="w-fit"
            disabled={busy}
            aria-busy={busy || undefined}
          >
            <Undo2 aria-hidden="true" className="size-4" />
            {busy ? 'Sending...' : 'Send back to the writer'}
          </Button>
          <p className="text-sm text-muted">To publish it, use Publish in the form below.</p>
        </fetcher.Form>
      ) : null}
    </section>
  );
}
