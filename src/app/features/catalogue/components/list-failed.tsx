import type { ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';

/** A list the screen's loader could not read: what, and Try again (the loader reads it again). */
export function ListFailed({ children }: { children: ReactNode }) {
  const revalidator = useRevalidator();
  return <RetryAlert onRetry={() => void revalidator.revalidate()}>{children}</RetryAlert>;
}
