import { ArrowRight, BadgeCheck, CalendarClock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/pricing.ts';
import { outlineOnDark } from '../../../components/partials/outline-on-dark.ts';
import { AddOnList } from '../components/add-on-list.tsx';
import { BillingToggle } from '../components/billing-toggle.tsx';
import { ComparisonTable } from '../components/comparison-table.tsx';
import { PlanCard } from '../components/plan-card.tsx';
import { SelectionPanel } from '../components/selection-panel.tsx';
import { CheckList } from '../../../components/sections/check-list.tsx';
import { CtaBand } from '../../../components/sections/cta-band.tsx';
import { FaqAccordion } from '../../../components/sections/faq-accordion.tsx';
import { PageHero } from '../../../components/sections/page-hero.tsx';
import { Section } from '../../../components/sections/section.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import {
  addOns,
  comparisonRows,
  enterpriseCustom,
  findPlan,
  formatUsd,
  planOfferCatalog,
  plans,
  pricingFaq,
  pricingMeta,
  selectionSummary,
  type AddOn,
  type BillingPeriod,
  type PlanId,
} from '../content/pricing.ts';
import { useLeadDialogs } from '../../leads/public.ts';
import { HydrateOnView } from '../../../lib/hydration/hydrate-on-view.tsx';
import { pageMeta } from '../../../lib/seo.ts';
import { faqPage, service } from '../../../lib/structured-data.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    ...pricingMeta,
    canonical: '/pricing',
    breadcrumbs: [{ name: 'Pricing', path: '/pricing' }],
    structuredData: (site) => [
      {
        ...service(site, {
          name: 'Dynamics 365 and Power Platform support plans',
          description: pricingMeta.description,
          path: '/pricing',
          serviceType: 'Managed services',
        }),
        hasOfferCatalog: planOfferCatalog(),
      },
      faqPage(pricingFaq),
    ],
  });
}

const heroPoints = [
  '30-day money-back guarantee',
  'No setup fee',
  '14-day free trial, no credit card',
];

export default function Pricing() {
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const [selectedId, setSelectedId] = useState<PlanId | null>(null);
  const { openMeeting, openMessage } = useLeadDialogs();
  const panelRef = useRef<HTMLDivElement>(null);
  const buttonRefs = useRef(new Map<PlanId, HTMLButtonElement>());
  const selected = findPlan(selectedId);

  useEffect(() => {
    // Show the next step; CSS scroll-behavior keeps it instant under reduced motion.
    if (selectedId) panelRef.current?.scrollIntoView({ block: 'nearest' });
  }, [selectedId]);

  const clearSelection = () => {
    // The panel (and the focused button in it) goes away; put focus back on the plan.
    const button = selectedId ? buttonRefs.current.get(selectedId) : undefined;
    setSelectedId(null);
    button?.focus();
  };

  const contactSales = () => {
    if (!selected) return;
    openMessage({
      source: 'pricing',
      title: `Contact Sales: ${selected.name} plan`,
      description: `Tell us about your organisation and we will get back to you about the ${selectionSummary(selected, period)}.`,
    });
  };

  const requestAddOn = (addOn: AddOn) => {
    const plan = selected ? ` to your ${selected.name} plan` : ' to your plan';
    openMessage({
      source: 'pricing',
      title: `Add ${addOn.name}`,
      description: `Tell us what you need and we will add ${addOn.name} (${formatUsd(addOn.price)}/month)${plan}.`,
    });
  };

  return (
    <>
      <PageHero
        eyebrow="Pricing"
        title="Simple, transparent pricing"
        description="Expert support for Dynamics 365 and the Power Platform at a predictable price. Choose a plan, add the services you need, and switch to yearly billing to save."
        aside={
          <ul className="grid gap-3 rounded-(--radius-card) border border-white/20 bg-white/10 p-6 lg:ml-auto lg:max-w-sm">
            {heroPoints.map((point) => (
              <li key={point} className="flex items-center gap-3 font-semibold text-white">
                <BadgeCheck aria-hidden="true" className="size-6 shrink-0 text-brand-200" />
                {point}
              </li>
            ))}
          </ul>
        }
      />

      <Section
        id="plans"
        eyebrow="Plans"
        title="Choose the plan that fits your team"
        description="Prices are in US dollars. Select a plan to see a summary and talk to our sales team."
      >
        <BillingToggle value={period} onChange={setPeriod} />
        <div className="mt-10 grid gap-6 lg:grid-cols-3">
          {plans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              period={period}
              selected={plan.id === selectedId}
              onSelect={() => setSelectedId(plan.id)}
              buttonRef={(node) => {
                if (node) buttonRefs.current.set(plan.id, node);
                else buttonRefs.current.delete(plan.id);
              }}
            />
          ))}
        </div>
        <SelectionPanel
          ref={panelRef}
          plan={selected}
          period={period}
          onContactSales={contactSales}
          onClear={clearSelection}
        />
      </Section>

      {/* Below the fold on a phone: hydrated when the visitor gets near (HydrateOnView).
          A plan selected before then renders these afresh, which looks the same. */}
      <HydrateOnView>
        <Section
          id="compare"
          tone="muted"
          eyebrow="Compare plans"
          title="Feature comparison"
          description="Everything each plan includes, side by side."
        >
          <ComparisonTable plans={plans} rows={comparisonRows} />
        </Section>
      </HydrateOnView>

      <HydrateOnView>
        <Section
          id="add-ons"
          eyebrow="Additional services"
          title="Add the services you need"
          description="Extend any plan with monthly add-ons, and change them as your needs change."
        >
          <AddOnList addOns={addOns} onRequest={requestAddOn} />
        </Section>
      </HydrateOnView>

      <HydrateOnView>
        <Section
          id="enterprise"
          tone="muted"
          align="left"
          eyebrow="Enterprise custom pricing"
          title={enterpriseCustom.title}
        >
          <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-center">
            <div>
              <p className="text-lg text-muted">{enterpriseCustom.description}</p>
              <CheckList className="mt-6" columns={2} items={enterpriseCustom.points} />
            </div>
            <div className="flex flex-col gap-3 sm:flex-row lg:flex-col">
              <Button size="lg" onClick={() => openMeeting('pricing')}>
                <CalendarClock aria-hidden="true" className="size-5" />
                Schedule a Consultation
              </Button>
              <ButtonLink to="/contact" size="lg" variant="outline">
                Request Custom Pricing
              </ButtonLink>
            </div>
          </div>
        </Section>
      </HydrateOnView>

      <HydrateOnView>
        <Section id="faq" eyebrow="FAQ" title="Pricing questions, answered">
          <div className="mx-auto max-w-3xl">
            <FaqAccordion items={pricingFaq} />
          </div>
        </Section>
      </HydrateOnView>

      <HydrateOnView>
        <CtaBand
          title="Not sure which plan is right?"
          description="Our sales team will help you compare options and find the best fit for your organisation."
          actions={
            <>
              <ButtonLink to="/contact" size="lg" variant="inverse">
                Contact Sales
                <ArrowRight aria-hidden="true" className="size-5" />
              </ButtonLink>
              <Link to="/features" className={outlineOnDark}>
                Explore features
              </Link>
            </>
          }
        />
      </HydrateOnView>
    </>
  );
}
