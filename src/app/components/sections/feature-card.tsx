import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

interface FeatureCardProps {
  icon?: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  /** Heading level inside the page outline (default h3). */
  as?: 'h2' | 'h3' | 'h4';
  className?: string;
  children?: ReactNode;
}

export function FeatureCard({
  icon: Icon,
  title,
  description,
  as: Heading = 'h3',
  className,
  children,
}: FeatureCardProps) {
  return (
    <div
      className={cn(
        'flex h-full flex-col rounded-(--radius-card) border border-line bg-white p-6 shadow-(--shadow-card)',
        className,
      )}
    >
      {Icon ? (
        <span className="mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-6" />
        </span>
      ) : null}
      <Heading className="text-lg">{title}</Heading>
      {description ? <p className="mt-2 text-muted">{description}</p> : null}
      {children}
    </div>
  );
}

/** Responsive grid for cards: 1 column on phones, up to `columns` on wide screens. */
export function CardGrid({
  columns = 3,
  className,
  children,
}: {
  columns?: 2 | 3 | 4;
  className?: string;
  children: ReactNode;
}) {
  const cols = {
    2: 'md:grid-cols-2',
    3: 'md:grid-cols-2 lg:grid-cols-3',
    4: 'sm:grid-cols-2 lg:grid-cols-4',
  }[columns];
  return <div className={cn('grid gap-6', cols, className)}>{children}</div>;
}
