import { data, type RouterContextProvider } from 'react-router';
import { NEWSLETTER_DELIVERY_MESSAGES as D } from '../../../shared/newsletter-delivery.ts';
import { NEWSLETTER_STATUSES, type NewsletterStatus } from '../../../shared/newsletter-messages.ts';
import {
  changeNewsletterSend,
  newsletterSends,
  newsletterSubscribers,
} from '../../lib/api/newsletter-delivery.ts';
import { postedValues, pageSend, serverSend } from '../../lib/forms/page-forms.ts';
import { NOT_STAFF, pageOf, staffOf } from '../../lib/forms/staff-loader.ts';

type Context = Readonly<RouterContextProvider>;

/** What the news form's redirect tells the Newsletters view (`?news=`). */
export type NewsNotice = 'started' | 'nobody';

/** The subscribers shown: the status chosen (all when none) and the page, from the address. */
export function subscriberQuery(url: URL): { status: NewsletterStatus | undefined; page: number } {
  const wanted = url.searchParams.get('status');
  return {
    status: NEWSLETTER_STATUSES.find((status) => status === wanted),
    page: pageOf(url, 100_000),
  };
}

/**
 * The staff's Newsletters view, read on the server for the session's user:
 * the newest sends with their progress, and a page of subscribers in the
 * status the address names. A list that could not be read is null.
 */
export async function newslettersData(context: Context, url: URL) {
  if (!staffOf(context, 'newsletter.send')) return NOT_STAFF;
  const { status, page } = subscriberQuery(url);
  const send = pageSend(context);
  const [sends, subscribers] = await Promise.all([
    newsletterSends(send),
    newsletterSubscribers(page, status, send),
  ]);
  const news = url.searchParams.get('news');
  return {
    denied: false as const,
    status,
    page,
    sends: sends.ok && sends.data ? sends.data.sends : null,
    subscribers:
      subscribers.ok && subscribers.data
        ? {
            list: subscribers.data.subscribers,
            counts: subscribers.data.counts,
            pages: subscribers.data.pagination.pages,
          }
        : null,
    news: news === 'started' || news === 'nobody' ? (news as NewsNotice) : null,
  };
}

/** What a send's Pause or Resume button shows after its post. */
export interface SendChangeOutcome {
  id: string;
  ok: boolean;
  message: string;
}

/** Pause or resume a send (the button's `intent`), as the session's user. */
export async function changeSendAction(context: Context, request: Request) {
  const values = await postedValues(request);
  const id = values['id'] ?? '';
  const intent = values['intent'];
  if (intent !== 'pause' && intent !== 'resume') {
    return data<SendChangeOutcome>({ id, ok: false, message: D.actionFailed }, { status: 400 });
  }
  const result = await changeNewsletterSend(id, intent, serverSend(context));
  const fallback = result.ok ? (intent === 'pause' ? D.sendPaused : D.sendResumed) : D.actionFailed;
  return data<SendChangeOutcome>(
    { id, ok: result.ok, message: result.message ?? fallback },
    { status: result.ok ? 200 : result.status >= 400 ? result.status : 503 },
  );
}
