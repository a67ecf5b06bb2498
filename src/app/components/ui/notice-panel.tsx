import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * A screen that stands in for a page the visitor cannot use right now
 * (access denied, sign-in required, not found): an icon, a heading, what to
 * do, and the way on (`children`).
 */
export function NoticePanel({
  icon: Icon,
  tone = 'brand',
  title,
  children,
}: {
  icon: LucideIcon;
  tone?: 'brand' | 'danger';
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="container-page section">
      <div className="mx-auto max-w-lg rounded-(--radius-card) border border-line bg-white p-8 text-center shadow-(--shadow-card)">
        <Icon
          aria-hidden="true"
          className={cn(
            'mx-auto size-12',
            tone === 'danger' ? 'text-danger-700' : 'text-brand-600',
          )}
        />
        <h1 className="mt-4 text-2xl font-bold text-ink">{title}</h1>
        {children}
      </div>
    </div>
  );
}
