import { LoaderCircle } from 'lucide-react';

/** The loading state of account screens while the session is read. */
export function Spinner({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="container-page flex min-h-[40vh] items-center justify-center gap-3 text-muted"
    >
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin" />
      <span>{label}</span>
    </div>
  );
}
