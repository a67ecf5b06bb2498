import { useEffect, useRef, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import { SESSION_MESSAGES } from '../../../../shared/session-messages.ts';
import { useToast } from '../../toast/public.ts';
import { CsrfField } from './csrf-field.tsx';

/** Every logout button posts through this one fetcher, which outlives the menu it sat in. */
const LOGOUT_FETCHER = 'logout';

/**
 * Logout as a form posting to /logout's action, so it works before the
 * page's JavaScript has run too. `onSent` runs once the post is under way
 * (a menu closes itself then, not before: a form taken out of the page
 * would not be sent).
 */
export function LogoutButton({
  className,
  onSent,
  children,
}: {
  className: string;
  onSent?: () => void;
  children: ReactNode;
}) {
  const fetcher = useFetcher({ key: LOGOUT_FETCHER });
  return (
    <fetcher.Form
      method="post"
      action="/logout"
      onSubmit={(event) => {
        event.preventDefault();
        void fetcher.submit(event.currentTarget);
        onSent?.();
      }}
    >
      <CsrfField />
      <button type="submit" className={className}>
        {children}
      </button>
    </fetcher.Form>
  );
}

/**
 * 'Logged out successfully' once the logout action has answered and the
 * pages' data (the header's user) has been read again. Called by the header
 * (its account part, HeaderAccount),
 * which every page keeps, so the menu that held the button may be gone.
 */
export function useLogoutNotice(): void {
  const fetcher = useFetcher({ key: LOGOUT_FETCHER });
  const toast = useToast();
  const sent = useRef(false);
  useEffect(() => {
    if (fetcher.state !== 'idle') sent.current = true;
    else if (sent.current) {
      sent.current = false;
      toast.success(SESSION_MESSAGES.logoutSuccess);
    }
  }, [fetcher.state, toast]);
}
