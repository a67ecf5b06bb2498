import { cn } from '../../../lib/cn.ts';
import { YEARLY_BADGE, type BillingPeriod } from '../content/pricing.ts';

const options: Array<{ value: BillingPeriod; label: string }> = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly' },
];

/**
 * Monthly or yearly billing as a native radio group styled as a segmented
 * control: arrow keys, focus and the checked state come from the browser.
 */
export function BillingToggle({
  value,
  onChange,
}: {
  value: BillingPeriod;
  onChange: (value: BillingPeriod) => void;
}) {
  return (
    <fieldset className="mx-auto w-fit">
      <legend className="sr-only">Billing period</legend>
      <div className="inline-flex rounded-full border border-line bg-white p-1 shadow-(--shadow-card)">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'relative inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-5 text-sm font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
              value === option.value
                ? 'bg-brand-600 text-white'
                : 'text-muted hover:text-brand-700',
            )}
          >
            <input
              type="radio"
              name="billing-period"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              // Transparent over the whole pill, so a click anywhere on it is a click on the radio.
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
            />
            {option.label}
            {option.value === 'yearly' ? (
              <span
                className={cn(
                  'rounded-full px-2 py-0.5 text-xs font-bold',
                  value === 'yearly' ? 'bg-white text-brand-800' : 'bg-success-50 text-success-700',
                )}
              >
                {YEARLY_BADGE}
              </span>
            ) : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
