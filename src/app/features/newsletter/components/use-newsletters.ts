import { useCallback, useEffect, useState } from 'react';
import {
  NEWSLETTER_DELIVERY_MESSAGES as D,
  type NewsletterSendView,
  type NewsletterSubscriberView,
} from '../../../../shared/newsletter-delivery.ts';
import type { NewsletterStatus } from '../../../../shared/newsletter-messages.ts';
import {
  changeNewsletterSend,
  newsletterSends,
  newsletterSubscribers,
} from '../../../lib/api/newsletter-delivery.ts';
import { exportNewsletterSubscribers } from '../../../lib/api/downloads.ts';
import { useSessionUser } from '../../accounts/public.ts';
import { useToast } from '../../toast/public.ts';

/** How often the view asks again while a send is going out (its progress). */
export const SEND_PROGRESS_MS = 3000;

/**
 * The staff's Newsletters view: the sends (asked again every few seconds
 * while one is going out, so its progress shows), pause and resume, and a
 * page of subscribers in the chosen status. The server checks the staff
 * session on every call.
 */
export function useNewsletters() {
  const user = useSessionUser();
  const toast = useToast();
  const [sends, setSends] = useState<NewsletterSendView[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<NewsletterStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [subscribers, setSubscribers] = useState<{
    list: NewsletterSubscriberView[];
    counts: Record<NewsletterStatus, number>;
    pages: number;
  } | null>(null);
  const userId = user?.id;

  useEffect(() => {
    if (!userId) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void newsletterSends().then((result) => {
      if (!live) return;
      if (!result.ok || !result.data) return setFailed(true);
      setFailed(false);
      setSends(result.data.sends);
      if (result.data.sends.some((send) => send.status === 'sending')) {
        timer = setTimeout(() => setVersion((n) => n + 1), SEND_PROGRESS_MS);
      }
    });
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [userId, version]);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    void newsletterSubscribers(page, status).then((result) => {
      if (!live || !result.ok || !result.data) return;
      setSubscribers({
        list: result.data.subscribers,
        counts: result.data.counts,
        pages: result.data.pagination.pages,
      });
    });
    return () => {
      live = false;
    };
  }, [userId, page, status]);

  const change = useCallback(
    async (id: string, action: 'pause' | 'resume') => {
      setBusy(true);
      const result = await changeNewsletterSend(id, action);
      setBusy(false);
      if (!result.ok) toast.error(result.message ?? D.actionFailed);
      else toast.success(result.message ?? (action === 'pause' ? D.sendPaused : D.sendResumed));
      setVersion((n) => n + 1);
    },
    [toast],
  );

  return {
    sends,
    failed,
    busy,
    reload: () => setVersion((n) => n + 1),
    change,
    subscribers,
    status,
    showStatus(next: NewsletterStatus | undefined) {
      setStatus(next);
      setPage(1);
    },
    page,
    setPage,
    /** Every subscriber in the status shown (all when none is chosen), as a CSV file. */
    exportSubscribers: () => exportNewsletterSubscribers(status),
  };
}
