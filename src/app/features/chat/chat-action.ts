import { data, type RouterContextProvider } from 'react-router';
import { shareChatFiles, submitContact } from '../../lib/api/contact.ts';
import { scheduleMeeting } from '../../lib/api/meetings.ts';
import type { ApiResult, Send } from '../../lib/api/request.ts';
import { serverSend } from '../../lib/forms/page-forms.ts';
import { chatLeadRefused, type ChatLeadOutcome } from './chat-lead-refusal.ts';
import {
  appointmentRequest,
  chatFilesForm,
  postedAppointment,
  postedQuote,
  postedUpload,
  quoteRequest,
} from './chat-requests.ts';

/**
 * The chat's submissions, posted to /contact's action with `intent`
 * `chat-quote`, `chat-appointment` or `chat-files` (multipart): the same API
 * inputs the widget used to send itself, built here from the posted fields
 * and sent in-process as the visitor (`serverSend`; the files as a multipart
 * body). Only the API's fields are forwarded: the intent and the form token
 * (`csrf`, which the page request has already passed) stay here. The answer
 * is what the assistant replies (`chatLeadReply`).
 */
export async function chatLeadsAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const posted = await request.formData();
  const intent = posted.get('intent');
  const result = await deliver(intent, posted, serverSend(context));
  if (result.ok) return data<ChatLeadOutcome>({ kind: 'chat-sent' });
  return data<ChatLeadOutcome>(chatLeadRefused(intent, result), {
    status: result.status >= 400 ? result.status : 503,
  });
}

function deliver(intent: unknown, posted: FormData, send: Send): Promise<ApiResult<unknown>> {
  if (intent === 'chat-quote') return submitContact(quoteRequest(postedQuote(posted)), send);
  if (intent === 'chat-appointment') {
    const { form, contact } = postedAppointment(posted);
    return scheduleMeeting(appointmentRequest(form, contact), send);
  }
  const { files, contact } = postedUpload(posted);
  return shareChatFiles(chatFilesForm(files, contact), send);
}
