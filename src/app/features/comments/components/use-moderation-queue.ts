import { useEffect, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import type { ModerationAction } from '../../../../shared/comments.ts';
import { useToast } from '../../toast/public.ts';
import { moderationCopy as copy } from '../content/moderation-copy.ts';
import { MODERATION_FIELDS as FIELDS, type ModerationOutcome } from '../moderation-data.ts';

export type Moderation = ReturnType<typeof useModerationQueue>;

/**
 * The queue's one way to act: every form posts through this fetcher to the
 * route's action, so one action at a time is sent (every button waits
 * meanwhile), its outcome is a toast, and the loader's revalidation shows
 * the queue after it. `done` counts the actions that succeeded (the ticks
 * clear with each).
 */
export function useModerationQueue() {
  const fetcher = useFetcher<ModerationOutcome>();
  const toast = useToast();
  const busy = fetcher.state !== 'idle';
  const [answers, setAnswers] = useState<{ seen?: ModerationOutcome; done: number }>({ done: 0 });
  // Each answer is taken once: counted here, told in the effect below.
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  if (answer && answer !== answers.seen) {
    const ok = answer.intent === 'moderate' && answer.ok;
    setAnswers({ seen: answer, done: answers.done + (ok ? 1 : 0) });
  }
  const told = answers.seen;
  useEffect(() => {
    if (told?.intent !== 'moderate') return;
    if (told.ok) toast.success(told.message);
    else toast.error(told.message);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer
  }, [told]);

  const sent = busy ? fetcher.formData : undefined;
  return {
    fetcher,
    busy,
    done: answers.done,
    /** The action being sent for exactly these comments, if any (its button turns). */
    pendingFor(ids: readonly string[]): ModerationAction | undefined {
      const sending = sent?.getAll(FIELDS.ids) ?? [];
      if (ids.length === 0 || sending.length !== ids.length) return undefined;
      if (!ids.every((id) => sending.includes(id))) return undefined;
      return sent?.get(FIELDS.action) as ModerationAction | undefined;
    },
    /** A deletion waits for the browser's confirmation (spec: every reply under it goes too). */
    confirmDelete(event: FormEvent<HTMLFormElement>) {
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      if (submitter?.getAttribute('value') !== 'delete') return;
      const count = new FormData(event.currentTarget, submitter).getAll(FIELDS.ids).length;
      if (count > 0 && !window.confirm(copy.confirmDelete(count))) event.preventDefault();
    },
  };
}
