import { CircleCheck, Lock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
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

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  const toast = useToast();
  const revalidator = useRevalidator();
  const [mode, setMode] = useState<'view' | 'edit'>('view');
  const [success, setSuccess] = useState(false);
  const [note, setNote] = useState<string | undefined>();
  const cardRef = useRef<HTMLDivElement>(null);
  const shownMode = useRef(mode);

  // Switching modes removes the control that had focus: put it on the first
  // field when editing starts, back on Edit profile when it ends.
  useEffect(() => {
    if (shownMode.current === mode) return;
    shownMode.current = mode;
    const target = cardRef.current?.querySelector<HTMLElement>(
      mode === 'edit' ? 'input[name="firstName"]' : 'button',
    );
    target?.focus();
  }, [mode]);

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(false), AUTH_TIMINGS.profileSuccessMs);
    return () => clearTimeout(timer);
  }, [success]);

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
        {success ? (
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
        {note ? <Alert tone="info">{note}</Alert> : null}
        <div
          ref={cardRef}
          className="rounded-(--radius-card) border border-line bg-white p-6 shadow-(--shadow-card) sm:p-8"
        >
          {mode === 'view' ? (
            <ProfileView user={user} onEdit={() => setMode('edit')} />
          ) : (
            <ProfileForm
              user={user}
              onCancel={() => setMode('view')}
              onSaved={(savedNote) => {
                toast.success(AUTH_MESSAGES.profileUpdated);
                // The profile and the header read the saved user from their loaders.
                void revalidator.revalidate();
                setNote(savedNote);
                setSuccess(true);
                setMode('view');
              }}
            />
          )}
        </div>
      </div>
    </div>
  );
}
