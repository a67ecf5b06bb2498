import { Check, CircleCheck, Star, X } from 'lucide-react';
import { useId, type Ref } from 'react';
import { cn } from '../../../lib/cn.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import {
  formatUsd,
  periodUnit,
  yearlySaving,
  type BillingPeriod,
  type Plan,
} from '../content/pricing.ts';

/**
 * One plan. Clicking anywhere on the card selects it (a pointer
 * convenience); Get Started selects it too and is the keyboard's way in.
 */
export function PlanCard({
  plan,
  period,
  selected,
  onSelect,
  buttonRef,
}: {
  plan: Plan;
  period: BillingPeriod;
  selected: boolean;
  onSelect: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const headingId = useId();
  const price = plan.prices[period];
  return (
    // The whole card is a click target for pointers; keyboard and screen-reader users have the Get Started button inside it.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <article
      aria-labelledby={headingId}
      data-plan={plan.id}
      data-selected={selected}
      onClick={onSelect}
      className={cn(
        'relative flex h-full cursor-pointer flex-col rounded-(--radius-card) border bg-white p-6 shadow-(--shadow-card) transition-shadow hover:shadow-lg sm:p-8 lg:p-6 xl:p-8',
        selected
          ? 'border-brand-600 ring-2 ring-brand-600'
          : plan.popular
            ? 'border-brand-300'
            : 'border-line',
      )}
    >
      <div className="flex min-h-7 flex-wrap items-center gap-2">
        {plan.popular ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-600 px-3 py-1 text-xs font-bold text-white">
            <Star aria-hidden="true" className="size-3.5" />
            Most Popular
          </span>
        ) : null}
        {selected ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-success-50 px-3 py-1 text-xs font-bold text-success-700">
            <CircleCheck aria-hidden="true" className="size-3.5" />
            Selected
          </span>
        ) : null}
      </div>
      <h3 id={headingId} className="mt-3 text-2xl">
        {plan.name}
      </h3>
      <p className="mt-2 text-muted">{plan.description}</p>
      <p className="mt-6">
        <span className="block text-3xl font-bold text-ink tabular-nums lg:text-2xl xl:text-3xl">
          <span className="whitespace-nowrap">{formatUsd(price.min)} -</span>{' '}
          <span className="whitespace-nowrap">{formatUsd(price.max)}</span>
        </span>{' '}
        <span className="font-medium text-muted">{periodUnit[period]}</span>
      </p>
      <p className="mt-1 min-h-6 text-sm font-semibold text-success-700">
        {period === 'yearly' ? `Save ${formatUsd(yearlySaving(plan))} a year` : null}
      </p>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClasses(
          plan.popular || selected ? 'primary' : 'outline',
          'lg',
          'mt-6 w-full',
        )}
        onClick={onSelect}
      >
        Get Started<span className="sr-only"> with {plan.name}</span>
      </button>
      <h4 className="sr-only">Included in {plan.name}</h4>
      <ul className="mt-8 grid gap-3 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-600" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      {plan.notIncluded.length ? (
        <>
          <h4 className="sr-only">Not included in {plan.name}</h4>
          <ul className="mt-3 grid gap-3 text-sm text-muted">
            {plan.notIncluded.map((feature) => (
              <li key={feature} className="flex gap-3">
                <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </article>
  );
}
