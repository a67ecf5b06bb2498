import { CircleCheck, Lock } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { Route } from './+types/profile.ts';
import { AUTH_MESSAGES, AUTH_TIMINGS } from '../../../../shared/auth-messages.ts';
import { ProfileForm } from '../components/profile-form.tsx';
import { ProfileView } from '../components/profile-view.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { NoticePanel } from '../../../components/ui/notice-panel.tsx';
import { accountHeaders, accountMeta } from '../private-page.ts';
import { sessionContext } from '../../../lib/request-context.ts';
import { useToast } from '../../toast/public.ts';
import { profileAction } from '../account-actions.ts';
import { profileClientAction } from '../account-client-actions.ts';

export const headers = accountHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Your profile',
    description: 'View and edit your profile and photo.',
    path: '/profile',
  });
}

/** The signed-in user as the server has them now (the session's cookie), or null. */
export function loader({ context }: Route.LoaderArgs) {
  return { user: context.get(sessionContext).user };
}

export const action = profileAction;
export const clientAction = profileClientAction;

/**
 * View mode, or edit mode with `?edit` in the address (a link, so it works
 * without JavaScript and the back button leaves it). After a save the action
 * comes back to `?updated=`: 'Profile updated successfully!' for 3 seconds,
 * and, when the address changed, the note that a verification link was sent.
 */
export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { user } = loaderData;
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const mode = params.has('edit') ? 'edit' : 'view';
  const updated = params.get('updated');
  const cardRef = useRef<HTMLDivElement>(null);
  const shownMode = useRef(mode);

  // Switching modes removes the control that had focus: put it on the first
  // field when editing starts, back on Edit profile when it ends.
  useEffect(() => {
    if (shownMode.current === mode) return;
    shownMode.current = mode;
    const target = cardRef.current?.querySelector<HTMLElement>(
      mode === 'edit' ? 'input[name="firstName"]' : 'a[href="/profile?edit"]',
    );
    target?.focus();
  }, [mode]);

  // The saved notice: announced once (the toast), then the address forgets it.
  useEffect(() => {
    if (!updated) return;
    toast.success(AUTH_MESSAGES.profileUpdated);
    const timer = setTimeout(
      () => setParams((current) => (current.delete('updated'), current), { replace: true }),
      AUTH_TIMINGS.profileSuccessMs,
    );
    return () => clearTimeout(timer);
  }, [updated, toast, setParams]);

  if (!user) {
    return (
      <NoticePanel icon={Lock} title={AUTH_MESSAGES.authenticationRequired}>
        <p className="mt-2 text-muted">Please sign in to view and edit your profile.</p>
        <ButtonLink to="/login" className="mt-6">
          Go to Login
        </ButtonLink>
      </NoticePanel>
    );
  }

  return (
    <div className="container-page section">
      <div className="mx-auto grid max-w-3xl gap-6">
        <h1 className="text-3xl font-bold text-ink">Your profile</h1>
        {updated ? (
          // Shown for 3 s; the toast is what screen readers announce, so this
          // copy is not a live region too.
          <p
            data-testid="profile-success"
            className="flex items-center gap-2 rounded-lg border border-green-200 bg-success-50 p-3 text-sm font-medium text-success-700"
          >
            <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
            {AUTH_MESSAGES.profileUpdated}
          </p>
        ) : null}
        {updated === 'email' ? (
          <Alert tone="info">{AUTH_MESSAGES.emailChangedNote(user.email)}</Alert>
        ) : null}
        <div
          ref={cardRef}
          className="rounded-(--radius-card) border border-line bg-white p-6 shadow-(--shadow-card) sm:p-8"
        >
          {mode === 'view' ? (
            <ProfileView user={user} />
          ) : (
            <ProfileForm user={user} outcome={actionData} />
          )}
        </div>
      </div>
    </div>
  );
}
