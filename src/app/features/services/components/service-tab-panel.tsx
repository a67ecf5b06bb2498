import { ArrowRight, CalendarDays, CircleDollarSign } from 'lucide-react';
import { CheckList } from '../../../components/sections/check-list.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import type { ServiceOffering } from '../content/services.ts';

/** One service: what we do, what it brings, how long it takes and what it costs. */
export function ServiceTabPanel({ offering }: { offering: ServiceOffering }) {
  const Icon = offering.icon;
  return (
    <div className="grid gap-10 lg:grid-cols-[2fr_1fr] lg:items-start">
      <div>
        <div className="flex items-center gap-3">
          <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:inline-flex">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h3 className="text-2xl">{offering.title}</h3>
        </div>
        <p className="mt-4 text-lg text-muted">{offering.description}</p>
        <div className="mt-8 grid gap-8 md:grid-cols-2">
          <div>
            <h4 className="text-base font-semibold">What’s included</h4>
            <CheckList className="mt-4" items={offering.features} />
          </div>
          <div>
            <h4 className="text-base font-semibold">Benefits</h4>
            <CheckList className="mt-4" items={offering.benefits} />
          </div>
        </div>
      </div>
      <aside
        aria-label={`${offering.label} at a glance`}
        className="rounded-(--radius-card) border border-line bg-surface p-6"
      >
        <dl className="grid gap-5">
          <div>
            <dt className="flex items-center gap-2 text-sm font-medium text-muted">
              <CalendarDays aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              Typical duration
            </dt>
            <dd className="mt-1 pl-7 text-xl font-semibold text-ink">{offering.duration}</dd>
          </div>
          <div>
            <dt className="flex items-center gap-2 text-sm font-medium text-muted">
              <CircleDollarSign aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              Starting price
            </dt>
            <dd className="mt-1 pl-7 text-xl font-semibold text-ink">
              From {offering.startingPrice}
            </dd>
          </div>
        </dl>
        <div className="mt-6 grid gap-3">
          <ButtonLink to={offering.landing.path} className="w-full">
            {offering.landing.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
          <ButtonLink to="/contact" variant="outline" className="w-full">
            Request a quote
          </ButtonLink>
        </div>
      </aside>
    </div>
  );
}
