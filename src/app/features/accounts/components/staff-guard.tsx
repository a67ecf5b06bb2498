import { ShieldAlert } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ACCESS_DENIED } from '../../../../shared/auth-messages.ts';
import type { PublicUser } from '../../../../shared/auth.ts';
import { can, REFUSAL_BY_PERMISSION, type Permission } from '../../../../shared/roles.ts';
import { Button } from '../../../components/ui/button.tsx';
import { NoticePanel } from '../../../components/ui/notice-panel.tsx';
import { useSite } from '../../../lib/site.ts';
import { useSessionUser } from '../session/auth-context.ts';
import { Spinner } from '../../../components/partials/spinner.tsx';

export type StaffGuardState = 'sign-in' | 'denied' | 'allowed';

/** What the staff-only guard shows for a session (and, when the screen needs one, a permission). */
export function staffGuardState(user: PublicUser | null, permission?: Permission): StaffGuardState {
  if (!user) return 'sign-in';
  // The server decides (the account's role); every call checks it again, so
  // this only spares a useless screen.
  if (!user.isStaff) return 'denied';
  return !permission || can(user.role, permission) ? 'allowed' : 'denied';
}

/**
 * Whether Go Back has an earlier page of this site to return to. React
 * Router numbers its history entries (`idx`); `history.length` alone also
 * counts pages of other sites and the blank page a new tab starts on.
 */
export function canGoBack(historyState: unknown): boolean {
  const idx = (historyState as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' && idx > 0;
}

/**
 * Wraps staff-only screens (/create-blog and the other authoring pages);
 * with a permission, only roles that hold it pass (the others are told why).
 */
export function StaffGuard({
  children,
  permission,
}: {
  children: ReactNode;
  permission?: Permission;
}) {
  const user = useSessionUser();
  const site = useSite();
  const navigate = useNavigate();
  const state = staffGuardState(user, permission);

  useEffect(() => {
    if (state === 'sign-in') void navigate('/login', { replace: true });
  }, [state, navigate]);

  if (state === 'allowed') return <>{children}</>;
  if (state === 'sign-in') return <Spinner label="Taking you to sign in..." />;
  return (
    <NoticePanel icon={ShieldAlert} tone="danger" title={ACCESS_DENIED.title}>
      <p className="mt-2 text-muted">
        {user?.isStaff && permission
          ? `${REFUSAL_BY_PERMISSION[permission]}.`
          : ACCESS_DENIED.text(site.companyName)}
      </p>
      <Button
        className="mt-6"
        onClick={() =>
          void (canGoBack(window.history.state) ? navigate(-1) : navigate('/dashboard'))
        }
      >
        Go Back
      </Button>
    </NoticePanel>
  );
}
