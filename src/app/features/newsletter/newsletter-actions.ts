import { data, type RouterContextProvider } from 'react-router';
import {
  confirmNewsletter,
  subscribeNewsletter,
  unsubscribeNewsletter,
} from '../../lib/api/newsletter.ts';
import type { ApiResult } from '../../lib/api/request.ts';
import { postedValues, serverSend } from '../../lib/forms/page-forms.ts';
import { NEWSLETTER_FALLBACKS, type NewsletterOutcome } from './newsletter-outcomes.ts';

interface ActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

function outcome(result: ApiResult<unknown>, fallback: string) {
  return data<NewsletterOutcome>(
    { ok: result.ok, message: result.message ?? fallback },
    { status: result.ok ? 200 : result.status >= 400 ? result.status : 503 },
  );
}

/** Every sign-up form posts here (a fetcher once hydrated), whichever page it is on. */
export async function subscribeAction({ request, context }: ActionArgs) {
  const values = await postedValues(request);
  const result = await subscribeNewsletter(
    {
      email: values['email'] ?? '',
      ...(values['firstName'] ? { firstName: values['firstName'] } : {}),
      ...(values['lastName'] ? { lastName: values['lastName'] } : {}),
      ...(values['source'] ? { source: values['source'] } : {}),
    },
    serverSend(context),
  );
  return outcome(result, NEWSLETTER_FALLBACKS.subscribe);
}

/** The confirm and unsubscribe buttons of the e-mailed links. */
export function linkAction(kind: 'confirm' | 'unsubscribe') {
  const call = kind === 'confirm' ? confirmNewsletter : unsubscribeNewsletter;
  return async ({ request, context }: ActionArgs) => {
    const values = await postedValues(request);
    const result = await call(
      { email: values['email'] ?? '', token: values['token'] ?? '' },
      serverSend(context),
    );
    return outcome(result, NEWSLETTER_FALLBACKS[kind]);
  };
}
