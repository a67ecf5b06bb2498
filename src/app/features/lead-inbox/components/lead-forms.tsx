import { createContext, use, useEffect, type ReactNode } from 'react';
import { useActionData, useFetcher, useRevalidator } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { CsrfField } from '../../accounts/public.ts';
import type { LeadIntent, LeadOutcome } from '../lead-inbox-action.ts';

/**
 * The page-wide announcement of a form's outcome: a row may leave its
 * filtered list once the lists are read again, so the sentence is said by
 * the page, not the row.
 */
export const AnnounceContext = createContext<(outcome: LeadOutcome) => void>(() => {});

/** How long after a retry the page reads again, to show what the worker made of it. */
const RETRY_SETTLE_MS = 1500;

/**
 * One write of the lead inbox: a fetcher form that posts to the route's
 * action (a plain form post before the page has hydrated, or without
 * JavaScript), with the session's form token, its intent and the row's id.
 * A failure shows under it; a success is announced by the page.
 */
function LeadForm({
  intent,
  id,
  className,
  settle = false,
  children,
}: {
  intent: LeadIntent;
  id: string;
  className?: string;
  /** Read the page again a little after a success (the queue works on its own time). */
  settle?: boolean;
  children: (busy: boolean) => ReactNode;
}) {
  const fetcher = useFetcher<LeadOutcome>();
  const posted = useActionData<LeadOutcome>();
  const announce = use(AnnounceContext);
  const { revalidate } = useRevalidator();
  const outcome =
    fetcher.data ?? (posted?.intent === intent && posted.id === id ? posted : undefined);

  useEffect(() => {
    if (fetcher.data) announce(fetcher.data);
  }, [fetcher.data, announce]);
  useEffect(() => {
    if (!settle || !fetcher.data?.ok) return;
    const timer = setTimeout(() => void revalidate(), RETRY_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [settle, fetcher.data, revalidate]);

  return (
    <fetcher.Form method="post" preventScrollReset className={cn('grid gap-1', className)}>
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <div className="flex flex-wrap items-center gap-2">{children(fetcher.state !== 'idle')}</div>
      {outcome && !outcome.ok ? (
        <p role="alert" className="text-sm text-danger-700">
          {outcome.message}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

/** A row's status: a choice and its Update button. */
export function StatusForm<S extends string>({
  intent,
  id,
  value,
  options,
  subject,
}: {
  intent: Extract<LeadIntent, 'message-status' | 'meeting-status'>;
  id: string;
  value: S;
  options: readonly S[];
  /** What the row is, for the button's name ("of the message from Ada"). */
  subject: string;
}) {
  return (
    <LeadForm intent={intent} id={id}>
      {(busy) => (
        <>
          <label className="flex items-center gap-2 text-sm">
            <span className="text-muted">Status</span>
            {/* Keyed by the stored status: once the lists are read again it shows that. */}
            <select
              key={value}
              name="status"
              defaultValue={value}
              className="min-h-9 rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm"
            >
              {options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" size="sm" variant="outline" disabled={busy}>
            {busy ? 'Updating…' : 'Update'}
            <span className="sr-only"> the status {subject}</span>
          </Button>
        </>
      )}
    </LeadForm>
  );
}

/** A retry button (a message's CRM sync, a failed delivery). */
export function RetryForm({
  intent,
  id,
  label,
  className,
}: {
  intent: Extract<LeadIntent, 'retry-sync' | 'retry-job'>;
  id: string;
  label: string;
  className?: string;
}) {
  return (
    <LeadForm intent={intent} id={id} settle {...(className ? { className } : {})}>
      {(busy) => (
        <Button type="submit" size="sm" variant="outline" disabled={busy}>
          {busy ? 'Retrying…' : label}
        </Button>
      )}
    </LeadForm>
  );
}
