import { data, type RouterContextProvider } from 'react-router';
import type { MeetingRequestInput } from '../../../shared/meetings.ts';
import { scheduleMeeting } from '../../lib/api/meetings.ts';
import { chatLeadsAction, isChatLeadIntent } from '../chat/public.ts';
import type { contactFormAction } from './contact-form-action.ts';
import { serverSend } from '../../lib/forms/page-forms.ts';
import { meetingRefused, type MeetingFormOutcome } from './lead-form-outcomes.ts';

/**
 * The Schedule a Meeting dialog's action (posted with `intent=meeting` to the
 * page's lead action): the form's fields as the API takes them (the
 * service interests are the ticked boxes, the duration a number), the same
 * call, schema and service as any client's.
 */
export async function meetingFormAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const form = await request.formData();
  const values = Object.fromEntries(
    [...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const input = {
    ...values,
    duration: Number(values['duration']),
    serviceInterests: form.getAll('serviceInterests').map(String),
  } as unknown as MeetingRequestInput;
  const result = await scheduleMeeting(input, serverSend(context));
  if (result.ok) return data<MeetingFormOutcome>({ kind: 'scheduled' });
  return data<MeetingFormOutcome>(meetingRefused(result), {
    status: result.status >= 400 ? result.status : 503,
  });
}

/**
 * The action of a page that shows the lead forms (/contact): the Schedule a
 * Meeting dialog posts `intent=meeting`, the chat its quote, appointment and
 * files (`chat-quote`, `chat-appointment`, `chat-files`), the contact form
 * anything else.
 */
export function leadFormsAction(contact: ReturnType<typeof contactFormAction>) {
  return async (args: { request: Request; context: Readonly<RouterContextProvider> }) => {
    const intent = (await args.request.clone().formData()).get('intent');
    if (intent === 'meeting') return meetingFormAction(args);
    if (isChatLeadIntent(intent)) return chatLeadsAction(args);
    return contact(args);
  };
}
