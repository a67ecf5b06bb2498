import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * One fact of a `<dl>` shown as an icon and its value (a duration, a level);
 * the label is there for screen readers only.
 */
export function IconFact({
  icon: Icon,
  label,
  children,
  className,
  iconClassName = 'text-brand-700',
  valueClassName = 'font-medium',
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
  className?: string;
  iconClassName?: string;
  valueClassName?: string;
}) {
  return (
    <div className={cn('flex items-center gap-1.5', className)}>
      <Icon aria-hidden="true" className={cn('size-4 shrink-0', iconClassName)} />
      <dt className="sr-only">{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
