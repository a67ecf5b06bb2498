import { Check, Minus } from 'lucide-react';
import type { ComparisonRow, Plan } from '../content/pricing.ts';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';

function Value({ value }: { value: boolean | string }) {
  if (value === true)
    return (
      <>
        <Check aria-hidden="true" className="mx-auto size-5 text-accent-600" />
        <span className="sr-only">Included</span>
      </>
    );
  if (value === false)
    return (
      <>
        <Minus aria-hidden="true" className="mx-auto size-5 text-slate-400" />
        <span className="sr-only">Not included</span>
      </>
    );
  return <span>{value}</span>;
}

/**
 * Features by plan. On narrow screens the table keeps its width and scrolls
 * inside a focusable, labelled region instead of widening the page.
 */
export function ComparisonTable({ plans, rows }: { plans: Plan[]; rows: ComparisonRow[] }) {
  return (
    <>
      <p className="mb-3 text-center text-sm text-muted md:hidden">
        Scroll the table sideways to see every plan.
      </p>
      <ScrollRegion
        label="Plan comparison (scrolls sideways on small screens)"
        className="relative rounded-(--radius-card) border border-line bg-white shadow-(--shadow-card)"
      >
        <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
          <caption className="sr-only">Features included in each plan</caption>
          <thead className="bg-surface">
            <tr>
              <th scope="col" className="sticky left-0 bg-surface px-5 py-4 font-semibold text-ink">
                Feature
              </th>
              {plans.map((plan) => (
                <th
                  key={plan.id}
                  scope="col"
                  className="px-5 py-4 text-center font-semibold text-ink"
                >
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((row) => (
              <tr key={row.feature}>
                <th scope="row" className="sticky left-0 bg-white px-5 py-3.5 font-medium text-ink">
                  {row.feature}
                </th>
                {plans.map((plan) => (
                  <td key={plan.id} className="px-5 py-3.5 text-center text-muted">
                    <Value value={row.values[plan.id]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}
