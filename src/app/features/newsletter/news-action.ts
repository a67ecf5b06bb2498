import { data, redirect, type RouterContextProvider } from 'react-router';
import { NEWSLETTER_DELIVERY_MESSAGES as D } from '../../../shared/newsletter-delivery.ts';
import { sendNewsletterNews } from '../../lib/api/newsletter-delivery.ts';
import { answerProblems } from '../../lib/forms/form-errors.ts';
import { discardWorkingCopy, workingCopyOf } from '../../lib/api/revisions.ts';
import { pageSend, serverSend } from '../../lib/forms/page-forms.ts';
import { DRAFT_INTENT_FIELD, NEW_ITEM, type WorkingCopy } from '../../../shared/revisions.ts';
import { workingCopyAnswer } from '../authoring/public.ts';
import { NOT_STAFF, staffOf } from '../../lib/forms/staff-loader.ts';
import type { NewsNotice } from './newsletter-dashboard-data.ts';
import { newsletterAudienceCount } from './newsletter-audience.ts';
import { newsProblems, type NewsValues } from './news-problems.ts';

type Context = Readonly<RouterContextProvider>;

/**
 * The news form, read on the server: how many subscribers it would reach
 * now, and the form's key (made once per form: a second press of Send
 * answers "already sent" instead of sending twice).
 */
export async function newsFormData(context: Context) {
  if (!staffOf(context, 'newsletter.send')) return NOT_STAFF;
  const [audience, copy] = await Promise.all([
    newsletterAudienceCount(context, 'news'),
    workingCopyOf('industry-news', NEW_ITEM, pageSend(context)),
  ]);
  return {
    denied: false as const,
    audience,
    key: crypto.randomUUID(),
    /** What the writer typed last time and did not send (their working copy on the server). */
    workingCopy: (copy.data?.draft ?? null) as WorkingCopy | null,
  };
}

/**
 * What the news form shows after a press: the problems under their fields
 * (with the server's message above), the test's outcome, or the
 * confirmation the send asks for; always with what was typed.
 */
export interface NewsOutcome {
  step: 'problems' | 'tested' | 'review' | 'edit';
  message?: string | undefined;
  errors: Record<string, string>;
  values: NewsValues;
}

/**
 * The form's buttons (`intent`): a test to one's own address; Send, which
 * checks the fields and asks for the confirmation; Yes, send it (the send,
 * then the Newsletters view, which says how it went); and Cancel.
 */
export async function newsAction(context: Context, request: Request) {
  const form = await request.formData();
  // The form's autosave (its working copy) and its discard.
  if (form.has(DRAFT_INTENT_FIELD)) {
    return workingCopyAnswer('industry-news', NEW_ITEM, form, context);
  }
  const posted: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string') posted[name] = value;
  const values: NewsValues = {
    key: posted['key'] ?? '',
    subject: posted['subject'] ?? '',
    content: posted['content'] ?? '',
  };
  const intent = posted['intent'];
  const answer = (outcome: Omit<NewsOutcome, 'values'>, status = 200) =>
    data<NewsOutcome>({ ...outcome, values }, { status });
  if (intent === 'edit') return answer({ step: 'edit', errors: {} });
  if (intent === 'review') {
    const errors = newsProblems(values);
    return Object.keys(errors).length
      ? answer({ step: 'problems', errors }, 400)
      : answer({ step: 'review', errors: {} });
  }
  const test = intent === 'test';
  if (!test && intent !== 'send') {
    return answer({ step: 'problems', message: D.actionFailed, errors: {} }, 400);
  }
  const result = await sendNewsletterNews({ ...values, test }, serverSend(context));
  if (!result.ok) {
    const problems = answerProblems(result, D.actionFailed);
    return answer(
      { step: 'problems', message: result.message ?? D.actionFailed, errors: problems.byField },
      result.status >= 400 ? result.status : 503,
    );
  }
  if (test) return answer({ step: 'tested', message: result.message ?? D.testSent, errors: {} });
  // Sent: the working copy is done with.
  await discardWorkingCopy('industry-news', NEW_ITEM, serverSend(context));
  const notice: NewsNotice = result.data?.recipients === 0 ? 'nobody' : 'started';
  throw redirect(`/dashboard/newsletters?news=${notice}`);
}
