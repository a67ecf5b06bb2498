import { data, redirect, type RouterContextProvider } from 'react-router';
import { CONTACT_MESSAGES, type ContactStatus } from '../../../shared/contact-messages.ts';
import { LEAD_INBOX_MESSAGES as M } from '../../../shared/lead-inbox-messages.ts';
import { MEETING_MESSAGES, type MeetingStatus } from '../../../shared/meetings.ts';
import { retryCrmSync, setMessageStatus } from '../../lib/api/contact.ts';
import { retryJob } from '../../lib/api/jobs.ts';
import { setMeetingStatus } from '../../lib/api/meetings.ts';
import type { ApiResult, Send } from '../../lib/api/request.ts';
import { postedValues, serverSend } from '../../lib/forms/page-forms.ts';
import { sessionContext } from '../../lib/request-context.ts';

/** The lead inbox's writes, one `intent` each. */
export const LEAD_INTENTS = [
  'message-status',
  'meeting-status',
  'retry-sync',
  'retry-job',
] as const;
export type LeadIntent = (typeof LEAD_INTENTS)[number];

/** What a lead inbox form shows after its post: which row, and what happened. */
export interface LeadOutcome {
  intent: LeadIntent | null;
  /** The message, meeting or job the form acted on. */
  id: string;
  ok: boolean;
  message: string;
}

/** A write's answer: its status and the sentence the form shows. */
interface Written {
  ok: boolean;
  status: number;
  message: string;
}

type Write = (id: string, values: Record<string, string>, send: Send) => Promise<Written>;

/** The answer of a call: `done` on success, else the server's message or `failed`. */
const written = (result: ApiResult<unknown>, done: string, failed: string): Written => ({
  ok: result.ok,
  status: result.status,
  message: result.ok ? done : (result.message ?? failed),
});

/**
 * Each write: the API call (the server checks the session, the staff role
 * and the values), the sentence for its success and the fallback for its
 * failure.
 */
const WRITES: Record<LeadIntent, Write> = {
  async 'message-status'(id, values, send) {
    const result = await setMessageStatus(id, (values['status'] ?? '') as ContactStatus, send);
    const done = result.data ? M.messageMarked(result.data.firstName, result.data.status) : '';
    return written(result, done, M.messageStatusFailed);
  },
  async 'meeting-status'(id, values, send) {
    const result = await setMeetingStatus(id, (values['status'] ?? '') as MeetingStatus, send);
    const done = result.data ? M.meetingMarked(result.data.subject, result.data.status) : '';
    return written(result, done, MEETING_MESSAGES.updateStatusFailed);
  },
  async 'retry-sync'(id, _values, send) {
    const result = await retryCrmSync(id, send);
    return written(result, result.message ?? M.syncQueued, CONTACT_MESSAGES.syncD365Failed);
  },
  async 'retry-job'(id, _values, send) {
    const result = await retryJob(id, send);
    return written(result, result.message ?? M.jobRetried, M.jobRetryFailed);
  },
};

const isIntent = (value: string | undefined): value is LeadIntent =>
  LEAD_INTENTS.some((intent) => intent === value);

/**
 * The one write path of the lead inbox: every form on it (status changes,
 * CRM sync and delivery retries) posts here, through a fetcher once the
 * page has hydrated and as a plain form post before that. The call goes to
 * the API in-process as the session's user; React Router then reads the
 * page's loader again, so the lists and counts show the change.
 */
export async function leadInboxAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  if (!context.get(sessionContext).user) throw redirect('/login');
  const values = await postedValues(request);
  const intent = values['intent'];
  const id = values['id'] ?? '';
  if (!isIntent(intent)) {
    return data<LeadOutcome>(
      { intent: null, id, ok: false, message: M.unknownIntent },
      { status: 400 },
    );
  }
  const answer = await WRITES[intent](id, values, serverSend(context));
  return data<LeadOutcome>(
    { intent, id, ok: answer.ok, message: answer.message },
    { status: answer.ok ? 200 : answer.status >= 400 ? answer.status : 503 },
  );
}
