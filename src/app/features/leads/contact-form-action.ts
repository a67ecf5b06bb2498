import { data, type RouterContextProvider } from 'react-router';
import { CONTACT_MESSAGES, type ContactSource } from '../../../shared/contact-messages.ts';
import type { ContactSubmitInput, ContactSubmitResponse } from '../../../shared/contact.ts';
import { submitContact } from '../../lib/api/contact.ts';
import { answerProblems, type FormProblems } from '../../lib/forms/form-errors.ts';
import { postedValues, serverSend } from '../../lib/forms/page-forms.ts';

/** What the contact form shows after a post that reached the server before JavaScript ran. */
export type ContactFormOutcome =
  | { kind: 'sent'; data: ContactSubmitResponse['data']; message: string }
  | { kind: 'refused'; problems: FormProblems; values: Record<string, string> };

/**
 * The action behind the contact form when the browser posts it itself (the
 * visitor pressed Send before the page's JavaScript ran, or has none): the
 * same call, schema and service as the hydrated form's, and an outcome the
 * form renders on the server — the success panel, or every problem with the
 * visitor's text kept.
 */
export function contactFormAction(source: ContactSource) {
  return async ({
    request,
    context,
  }: {
    request: Request;
    context: Readonly<RouterContextProvider>;
  }) => {
    const values = await postedValues(request);
    const result = await submitContact(
      { ...values, source } as ContactSubmitInput,
      serverSend(context),
    );
    if (result.ok && result.data) {
      return data<ContactFormOutcome>({
        kind: 'sent',
        data: result.data,
        message: result.message ?? CONTACT_MESSAGES.submitted,
      });
    }
    const { website: _honeypot, ...kept } = values;
    return data<ContactFormOutcome>(
      {
        kind: 'refused',
        problems: answerProblems(result, CONTACT_MESSAGES.submitFailed),
        values: kept,
      },
      // The page says what went wrong with the status the API gave (400, 429…).
      { status: result.status >= 400 ? result.status : 503 },
    );
  };
}
