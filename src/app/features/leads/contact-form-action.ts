import { data, type RouterContextProvider } from 'react-router';
import { CONTACT_MESSAGES, type ContactSource } from '../../../shared/contact-messages.ts';
import type { ContactSubmitInput } from '../../../shared/contact.ts';
import { submitContact } from '../../lib/api/contact.ts';
import { postedValues, serverSend } from '../../lib/forms/page-forms.ts';
import { contactRefused, type ContactFormOutcome } from './lead-form-outcomes.ts';

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
    return data<ContactFormOutcome>(
      contactRefused(result, values),
      // The page says what went wrong with the status the API gave (400, 429…).
      { status: result.status >= 400 ? result.status : 503 },
    );
  };
}
