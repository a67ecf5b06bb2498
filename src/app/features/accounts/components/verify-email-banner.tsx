import { useState } from 'react';
import { useFetcher } from 'react-router';
import { AUTH_MESSAGES } from '../../../../shared/auth-messages.ts';
import type { VerifyOutcome } from '../account-actions.ts';
import { useSessionUser } from '../session/auth-context.ts';
import { CsrfField } from './csrf-field.tsx';

/**
 * Reminds a signed-in visitor whose address is not verified yet (staff
 * rights and password recovery depend on it) and offers a new link. Renders
 * nothing for everyone else, so it never shifts the page of a signed-out
 * visitor. "Resend" posts to /verify-email's action (its "Need a new link?").
 */
export function VerifyEmailBanner() {
  const user = useSessionUser();
  const fetcher = useFetcher<VerifyOutcome>();
  const [dismissed, setDismissed] = useState(false);
  if (!user || user.emailVerified || dismissed) return null;
  const sending = fetcher.state !== 'idle';
  const message = fetcher.state === 'idle' ? (fetcher.data?.message ?? '') : '';

  return (
    <section aria-label="Email verification" className="border-b border-amber-200 bg-amber-50">
      <div className="container-page flex flex-wrap items-center gap-x-4 gap-y-2 py-3 text-sm text-amber-950">
        {/* A basis, not flex-1: on a phone the buttons then wrap below the text
            instead of squeezing it to a word per line. */}
        <p className="min-w-0 flex-[1_1_18rem]">
          {AUTH_MESSAGES.verifyBanner}{' '}
          <span className="font-medium wrap-anywhere">({user.email})</span>
        </p>
        <p role="status" className="empty:hidden">
          {message}
        </p>
        <div className="flex items-center gap-2">
          <fetcher.Form method="post" action="/verify-email">
            <CsrfField />
            <input type="hidden" name="intent" value="resend" />
            <button
              type="submit"
              disabled={sending}
              className="min-h-11 rounded-lg bg-amber-900 px-3 py-2 font-semibold text-white hover:bg-amber-950 disabled:opacity-60"
            >
              {sending ? 'Sending...' : 'Resend verification email'}
            </button>
          </fetcher.Form>
          <button
            type="button"
            onClick={() => setDismissed(true)}
            className="min-h-11 rounded-lg px-3 py-2 font-medium text-amber-950 hover:bg-amber-100"
          >
            Dismiss
          </button>
        </div>
      </div>
    </section>
  );
}
