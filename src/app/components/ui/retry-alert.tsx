import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from './alert.tsx';

/** Something could not be loaded: what, and a Try again button that loads it again. */
export function RetryAlert({ onRetry, children }: { onRetry: () => void; children: ReactNode }) {
  return (
    <Alert tone="error">
      {children}
      <button
        type="button"
        onClick={onRetry}
        className="ml-2 inline-flex min-h-11 items-center gap-1 font-semibold underline"
      >
        <RotateCw aria-hidden="true" className="size-4" />
        Try again
      </button>
    </Alert>
  );
}
