import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { formatUsd, type AddOn } from '../content/pricing.ts';

export function AddOnList({
  addOns,
  onRequest,
}: {
  addOns: AddOn[];
  onRequest: (addOn: AddOn) => void;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {addOns.map((addOn) => (
        <li
          key={addOn.key}
          data-service={addOn.key}
          className="flex flex-col rounded-(--radius-card) border border-line bg-white p-6 shadow-(--shadow-card)"
        >
          <h3 className="text-lg">{addOn.name}</h3>
          <p className="mt-2 flex-1 text-sm text-muted">{addOn.description}</p>
          <p className="mt-4">
            <span className="text-2xl font-bold text-ink">{formatUsd(addOn.price)}</span>{' '}
            <span className="text-sm text-muted">/month</span>
          </p>
          <Button variant="outline" className="mt-4 w-full" onClick={() => onRequest(addOn)}>
            <Plus aria-hidden="true" className="size-4" />
            Add to my plan<span className="sr-only"> for {addOn.name}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
