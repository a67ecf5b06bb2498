import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * One fact of a `<dl>` shown as an icon and its value (a duration, a level);
 * the label is there for screen readers only. The icon stands for the label,
 * so it goes inside the `<dt>`: a `<dl>`'s `<div>` group may hold only `dt`
 * and `dd` elements (the HTML standard; the Nu HTML Checker rejects anything else).
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
      <dt className="flex shrink-0">
        <Icon aria-hidden="true" className={cn('size-4 shrink-0', iconClassName)} />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
