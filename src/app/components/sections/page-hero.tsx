import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

interface PageHeroProps {
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons and links under the text. */
  actions?: ReactNode;
  /** Optional visual or panel beside the text on wide screens. */
  aside?: ReactNode;
  className?: string;
}

/** The top band of a page: its one h1, a lead paragraph and the main actions. */
export function PageHero({
  eyebrow,
  title,
  description,
  actions,
  aside,
  className,
}: PageHeroProps) {
  return (
    <section
      className={cn(
        'relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 text-white',
        className,
      )}
    >
      <div
        className={cn(
          'container-page relative grid gap-10 py-16 sm:py-20',
          aside ? 'lg:grid-cols-2 lg:items-center' : undefined,
        )}
      >
        <div>
          {eyebrow ? (
            <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">
              {eyebrow}
            </p>
          ) : null}
          {/* Beside a visual the column is half as wide: a smaller heading keeps
              the main actions above the fold on a 1280 × 800 screen. */}
          <h1
            className={cn(
              'mt-3 text-4xl leading-tight text-white sm:text-5xl',
              aside ? '2xl:text-6xl' : 'lg:text-6xl',
            )}
          >
            {title}
          </h1>
          {description ? (
            <p className="mt-6 max-w-2xl text-lg text-brand-100">{description}</p>
          ) : null}
          {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
        </div>
        {aside ? <div>{aside}</div> : null}
      </div>
    </section>
  );
}
