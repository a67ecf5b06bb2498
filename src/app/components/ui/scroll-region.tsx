import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * A wide table's box that scrolls sideways on small screens. A scrollable
 * region must be focusable, so keyboard users can scroll it (WCAG 2.1.1),
 * and named, so screen readers say what it holds.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={cn('overflow-x-auto', className)}
    >
      {children}
    </div>
  );
}
