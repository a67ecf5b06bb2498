import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

const tones = {
  white: 'bg-white',
  muted: 'bg-surface',
  brand: 'bg-brand-900 text-white',
} as const;

export type SectionTone = keyof typeof tones;

interface SectionProps {
  id?: string;
  eyebrow?: ReactNode;
  title?: ReactNode;
  description?: ReactNode;
  tone?: SectionTone;
  align?: 'left' | 'center';
  className?: string;
  children?: ReactNode;
}

/** A page band with an optional eyebrow, heading and intro, then its content. */
export function Section({
  id,
  eyebrow,
  title,
  description,
  tone = 'white',
  align = 'center',
  className,
  children,
}: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={cn('section', tones[tone], className)}
    >
      <div className="container-page">
        {title ? (
          <header className={cn('mb-10 max-w-3xl', align === 'center' && 'mx-auto text-center')}>
            {eyebrow ? (
              <p className={cn('eyebrow', tone === 'brand' && 'text-brand-200')}>{eyebrow}</p>
            ) : null}
            <h2
              id={headingId}
              className={cn('mt-2 text-3xl sm:text-4xl', tone === 'brand' && 'text-white')}
            >
              {title}
            </h2>
            {description ? (
              <p className={cn('mt-4 text-lg', tone === 'brand' ? 'text-brand-100' : 'text-muted')}>
                {description}
              </p>
            ) : null}
          </header>
        ) : null}
        {children}
      </div>
    </section>
  );
}
