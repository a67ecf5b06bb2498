import { ExternalLink } from 'lucide-react';
import { useBlocker } from 'react-router';
import { useEffect } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { AUTHORING_COPY as COPY } from '../content/authoring-copy.ts';
import type { AuthoredValues } from '../form-state.ts';
import type { StoredDraft } from '../draft-storage.ts';
import type { Banner } from '../use-authoring.ts';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The red error banner (with a way to sign in again when the session ran out) or the green one. */
export function FormBanner({
  banner,
  sessionExpired,
}: {
  banner: Banner | null;
  sessionExpired: boolean;
}) {
  if (!banner) return null;
  if (banner.tone === 'success') return <Alert tone="success">{banner.messages[0]}</Alert>;
  return (
    <Alert tone="error" title={banner.messages.length > 1 ? undefined : banner.messages[0]}>
      {banner.messages.length > 1 ? (
        <ul className="list-disc pl-4">
          {banner.messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      {sessionExpired ? (
        <>
          <p className="mt-1">{COPY.session.text}</p>
          <a
            href="/login"
            target="_blank"
            rel="noopener"
            className="mt-2 inline-flex min-h-11 items-center gap-1 font-semibold underline"
          >
            {COPY.session.signIn}
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        </>
      ) : null}
    </Alert>
  );
}

/** Says that unsaved work from an earlier visit was put back, with a way to drop it. */
export function RestoredNotice({
  draft,
  onDiscard,
}: {
  draft: Pick<StoredDraft<AuthoredValues>, 'savedAt' | 'hadUpload'> | null;
  onDiscard: () => void;
}) {
  if (!draft) return null;
  return (
    <Alert tone="info">
      <p>{COPY.restored.text(timeFormat.format(draft.savedAt))}</p>
      {draft.hadUpload ? <p className="mt-1">{COPY.restored.imageLost}</p> : null}
      <Button variant="outline" size="sm" className="mt-2" onClick={onDiscard}>
        {COPY.restored.discard}
      </Button>
    </Alert>
  );
}

/**
 * Leaving with unsaved changes asks first: inside the app with a dialog,
 * and on reload or close with the browser's own prompt. Going to sign in
 * (an expired session) or to the item's history is let through; the draft
 * stays in storage and on the server (the working copy) for later.
 */
export function UnsavedChangesPrompt({ dirty, onLeave }: { dirty: boolean; onLeave: () => void }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      currentLocation.pathname !== nextLocation.pathname &&
      nextLocation.pathname !== '/login' &&
      // The item's own history: the working copy goes with the writer (kept on leaving).
      nextLocation.pathname !== `${currentLocation.pathname}/history`,
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const blocked = blocker.state === 'blocked';
  return (
    <Dialog
      open={blocked}
      onClose={() => {
        if (blocker.state === 'blocked') blocker.reset();
      }}
      title={COPY.unsaved.title}
      description={COPY.unsaved.text}
    >
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => blocker.reset?.()}>{COPY.unsaved.stay}</Button>
        <Button
          variant="outline"
          onClick={() => {
            onLeave();
            blocker.proceed?.();
          }}
        >
          {COPY.unsaved.leave}
        </Button>
      </div>
    </Dialog>
  );
}
