import { CircleCheck, MessageSquare, RotateCcw } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import {
  formatUsd,
  periodPrice,
  yearlySaving,
  type BillingPeriod,
  type Plan,
} from '../content/pricing.ts';

/**
 * What the visitor picked and the next step. The live region is always in
 * the page, so screen readers announce the summary when a plan is chosen.
 */
export function SelectionPanel({
  plan,
  period,
  onContactSales,
  onClear,
  ref,
}: {
  plan: Plan | undefined;
  period: BillingPeriod;
  onContactSales: () => void;
  onClear: () => void;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div ref={ref} aria-live="polite" className="scroll-mb-6">
      {plan ? (
        <div
          data-testid="selection-panel"
          className="mt-10 flex flex-col gap-6 rounded-(--radius-card) border border-brand-200 bg-brand-50 p-6 lg:flex-row lg:items-center lg:justify-between"
        >
          <div className="flex gap-4 lg:flex-1">
            <CircleCheck aria-hidden="true" className="mt-1 size-7 shrink-0 text-brand-700" />
            <div>
              <h3 className="text-xl">You selected the {plan.name} plan</h3>
              <p className="mt-1 text-ink">
                Billed {period}: {periodPrice(plan, period)}
              </p>
              <p className="mt-1 text-sm text-muted">
                {period === 'yearly'
                  ? `You save ${formatUsd(yearlySaving(plan))} a year compared with monthly billing. `
                  : ''}
                No setup fee, 30-day money-back guarantee.
              </p>
            </div>
          </div>
          <div className="flex shrink-0 flex-wrap gap-3">
            <Button size="lg" onClick={onContactSales}>
              <MessageSquare aria-hidden="true" className="size-5" />
              Contact Sales
            </Button>
            <Button size="lg" variant="outline" onClick={onClear}>
              <RotateCcw aria-hidden="true" className="size-5" />
              Change Selection
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
