import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

const tones = {
  success: { box: 'border-green-200 bg-success-50 text-success-700', Icon: CircleCheck },
  error: { box: 'border-red-200 bg-danger-50 text-danger-700', Icon: CircleAlert },
  info: { box: 'border-brand-200 bg-brand-50 text-brand-800', Icon: Info },
} as const;

/**
 * A message panel. Errors are announced assertively (role=alert), others
 * politely (role=status) so screen readers hear the outcome of a form.
 */
export function Alert({
  tone,
  title,
  children,
  className,
}: {
  tone: keyof typeof tones;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  const { box, Icon } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-lg border p-3 text-sm', box, className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        {title ? <p className="font-semibold">{title}</p> : null}
        {children}
      </div>
    </div>
  );
}
