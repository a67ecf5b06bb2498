import { CircleCheck, Lock, UserX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Route } from './+types/profile.ts';
import { AUTH_MESSAGES, AUTH_TIMINGS } from '../../../../shared/auth-messages.ts';
import { ProfileForm } from '../components/profile-form.tsx';
import { ProfileView } from '../components/profile-view.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { NoticePanel } from '../../../components/ui/notice-panel.tsx';
import { accountHeaders, accountMeta } from '../private-page.ts';
import { useAuth } from '../session/auth-context.ts';
import { Spinner } from '../../../components/partials/spinner.tsx';
import { useToast } from '../../toast/public.ts';

export const headers = accountHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Your profile',
    description: 'View and edit your profile and photo.',
    path: '/profile',
  });
}

export default function Profile() {
  const { user, loading, refreshUser, setUser } = useAuth();
  const toast = useToast();
  const [mode, setMode] = useState<'view' | 'edit'>('view');
  const [success, setSuccess] = useState(false);
  const [note, setNote] = useState<string | undefined>();
  const [missing, setMissing] = useState(false);
  const signedIn = user !== null;
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
    if (loading || !signedIn) return;
    let live = true;
    void refreshUser().then((ok) => live && setMissing(!ok));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per visit, not per refresh
  }, [loading, signedIn]);

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(false), AUTH_TIMINGS.profileSuccessMs);
    return () => clearTimeout(timer);
  }, [success]);

  if (loading) return <Spinner label="Loading your profile..." />;
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
  if (missing) {
    return (
      <NoticePanel icon={UserX} title={AUTH_MESSAGES.profileNotFound}>
        <p className="mt-2 text-muted">We could not load your profile. Please try again.</p>
        <Button className="mt-6" onClick={() => void refreshUser().then((ok) => setMissing(!ok))}>
          Try again
        </Button>
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
              onSaved={(saved, savedNote) => {
                toast.success(AUTH_MESSAGES.profileUpdated);
                setUser(saved);
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
