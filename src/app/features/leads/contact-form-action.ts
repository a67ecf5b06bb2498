import { data, type RouterContextProvider } from 'react-router';
import { CONTACT_MESSAGES, type ContactSource } from '../../../shared/contact-messages.ts';
import { CSRF_FIELD } from '../../../shared/session-messages.ts';
import type { ContactSubmitInput, ContactSubmitResponse } from '../../../shared/contact.ts';
import { submitContact } from '../../lib/api/contact.ts';
import { answerProblems, type FormProblems } from '../../lib/forms/form-errors.ts';
import { postedValues, serverSend } from '../../lib/forms/page-forms.ts';

/** What the contact form shows after a post that reached the server before JavaScript ran. */
export type ContactFormOutcome =
  | { kind: 'sent'; data: ContactSubmitResponse['data']; message: string }
  | { kind: 'refused'; problems: FormProblems; values: Record<string, string> };

/**
 * The action behind the contact form, wherever it is shown (/contact, the
 * support and pricing dialogs): the form posts here before and after
 * hydration alike (a fetcher once hydrated). The answer is what the form
 * renders: the success panel, or every problem with the visitor's text kept.
 * The form names its source (a dialog's differs from the page's); the API's
 * schema checks it, and a form without one counts as the route's.
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
      { ...values, source: values['source'] || source } as ContactSubmitInput,
      serverSend(context),
    );
    if (result.ok && result.data) {
      return data<ContactFormOutcome>({
        kind: 'sent',
        data: result.data,
        message: result.message ?? CONTACT_MESSAGES.submitted,
      });
    }
    const { website: _honeypot, [CSRF_FIELD]: _csrf, ...kept } = values;
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
