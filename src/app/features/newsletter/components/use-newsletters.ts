import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import type { NewsletterSendView } from '../../../../shared/newsletter-delivery.ts';
import type { NewsletterStatus } from '../../../../shared/newsletter-messages.ts';
import { listSearch } from '../../../lib/api/request.ts';

/** How often the view reads the sends again while one is going out (its progress). */
export const SEND_PROGRESS_MS = 3000;

/** The Newsletters view's address for a status (all when none) and a page of subscribers. */
export const newslettersHref = (status: NewsletterStatus | undefined, page = 1) =>
  `/dashboard/newsletters${listSearch({ status, page: page > 1 ? page : undefined })}`;

/**
 * While a send is going out, the route's loader is read again every few
 * seconds (React Router's revalidation), so its progress shows; nothing is
 * kept here. A reading still under way is not started again.
 */
export function useSendProgress(sends: readonly NewsletterSendView[] | null) {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  useEffect(() => {
    latest.current = revalidator;
  });
  const sending = sends?.some((send) => send.status === 'sending') ?? false;

  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(() => {
      if (latest.current.state === 'idle') void latest.current.revalidate();
    }, SEND_PROGRESS_MS);
    return () => clearInterval(timer);
  }, [sending]);
}
