import { ArrowLeft, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, ButtonLink } from '../ui/button.tsx';

/**
 * The screen of an article that does not exist (404) or could not be loaded
 * (503): what happened, a retry, the way back to its list, and what to read
 * instead (`children`).
 */
export function UnavailableScreen({
  missing,
  message,
  text,
  retry,
  back,
  actions,
  children,
}: {
  missing: boolean;
  message: string;
  text: string;
  /** The retry button's words; shown only when loading failed, unless `always`. */
  retry: { label: string; always?: boolean };
  back: { to: string; label: string };
  /** More links beside the way back. */
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const showRetry = retry.always || !missing;
  return (
    <div className="container-page section">
      <div className="mx-auto max-w-2xl text-center">
        <p className="eyebrow">{missing ? 'Error 404' : 'Error'}</p>
        <h1 className="mt-2 text-4xl sm:text-5xl">{message}</h1>
        <p className="mt-4 text-lg text-muted">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {showRetry ? (
            <Button onClick={() => window.location.reload()}>
              <RotateCw aria-hidden="true" className="size-4" />
              {retry.label}
            </Button>
          ) : null}
          <ButtonLink to={back.to} variant={showRetry ? 'outline' : 'primary'}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {back.label}
          </ButtonLink>
          {actions}
        </div>
      </div>
      {children ? <div className="mt-16">{children}</div> : null}
    </div>
  );
}
