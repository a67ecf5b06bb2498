import { data, type RouterContextProvider } from 'react-router';
import { NEWSLETTER_MESSAGES } from '../../../shared/newsletter-messages.ts';
import {
  NEWSLETTER_DELIVERY_MESSAGES,
  NEWSLETTER_PREFERENCE_KEYS,
  type NewsletterPreferenceKey,
} from '../../../shared/newsletter-delivery.ts';
import type { NewsletterPreferencesAnswer } from '../../../shared/newsletter.ts';
import { unsubscribeNewsletter } from '../../lib/api/newsletter.ts';
import {
  newsletterPreferences,
  saveNewsletterPreferences,
} from '../../lib/api/newsletter-delivery.ts';
import { postedValues, serverSend } from '../../lib/forms/page-forms.ts';

type Context = Readonly<RouterContextProvider>;

/** What the preferences page shows: the subscription, or why it cannot. */
export type PreferencesPage =
  | { ok: true; link: { email: string; token: string }; subscription: NewsletterPreferencesAnswer }
  | { ok: false; message: string };

/** The subscription a signed link names (the same link every newsletter e-mail carries). */
export async function loadPreferences(context: Context, url: URL) {
  const email = url.searchParams.get('email') ?? '';
  const token = url.searchParams.get('token') ?? '';
  if (!email || !token) {
    return data<PreferencesPage>({ ok: false, message: NEWSLETTER_MESSAGES.invalidLink }, 400);
  }
  const result = await newsletterPreferences({ email, token }, serverSend(context));
  if (result.ok && result.data) {
    return data<PreferencesPage>({
      ok: true,
      link: { email, token },
      subscription: result.data as NewsletterPreferencesAnswer,
    });
  }
  return data<PreferencesPage>(
    { ok: false, message: result.message ?? NEWSLETTER_MESSAGES.invalidLink },
    result.status >= 400 ? result.status : 503,
  );
}

export interface PreferencesOutcome {
  ok: boolean;
  message: string;
  intent: 'save' | 'unsubscribe';
}

/**
 * The page's two buttons, posted by the browser (with or without the page's
 * JavaScript): Save (a switch left out of the form is off) or Unsubscribe
 * from everything.
 */
export async function preferencesAction(context: Context, request: Request) {
  const form = await postedValues(request);
  const link = { email: form['email'] ?? '', token: form['token'] ?? '' };
  const send = serverSend(context);
  const intent = form['intent'] === 'unsubscribe' ? 'unsubscribe' : 'save';
  const result =
    intent === 'unsubscribe'
      ? await unsubscribeNewsletter(link, send)
      : await saveNewsletterPreferences(
          {
            ...link,
            preferences: Object.fromEntries(
              NEWSLETTER_PREFERENCE_KEYS.map((key) => [key, form[key] === 'on']),
            ) as Record<NewsletterPreferenceKey, boolean>,
          },
          send,
        );
  const fallback =
    intent === 'unsubscribe'
      ? NEWSLETTER_MESSAGES.unsubscribeFailed
      : NEWSLETTER_DELIVERY_MESSAGES.preferencesFailed;
  return data<PreferencesOutcome>(
    { ok: result.ok, message: result.message ?? fallback, intent },
    { status: result.ok ? 200 : result.status >= 400 ? result.status : 503 },
  );
}
