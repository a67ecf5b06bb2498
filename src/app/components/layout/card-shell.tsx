import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark } from './brand-mark.tsx';

/** A centred card page (sign-in screens, newsletter links), with an optional note under it. */
export function CardShell({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page flex min-h-[70vh] flex-col items-center justify-center py-12">
        <div className="w-full max-w-md rounded-(--radius-card) border border-line bg-white p-6 shadow-(--shadow-card) sm:p-8">
          <Link to="/" className="mb-6 inline-flex rounded-lg" aria-label="Home">
            <BrandMark className="size-10" />
          </Link>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
          {subtitle ? <div className="mt-2 text-muted">{subtitle}</div> : null}
          <div className="mt-6">{children}</div>
        </div>
        {footer ? <div className="mt-6 text-center text-sm text-muted">{footer}</div> : null}
      </div>
    </div>
  );
}

export const textLinkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline';
