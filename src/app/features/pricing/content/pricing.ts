/** The Pricing page (/pricing): plans, comparison, add-ons and FAQ, plus the price arithmetic. */

export type BillingPeriod = 'monthly' | 'yearly';
export type PlanId = 'basic' | 'professional' | 'enterprise';

export interface PriceRange {
  min: number;
  max: number;
}

export interface Plan {
  id: PlanId;
  name: string;
  description: string;
  /** USD per month and per year. */
  prices: Record<BillingPeriod, PriceRange>;
  features: string[];
  notIncluded: string[];
  popular?: boolean;
}

export const YEARLY_BADGE = 'Save 20%';

export const plans: Plan[] = [
  {
    id: 'basic',
    name: 'Basic',
    description:
      'For small teams starting out with Power Platform and Microsoft 365 who want expert help on hand.',
    prices: { monthly: { min: 199, max: 299 }, yearly: { min: 1990, max: 2990 } },
    features: [
      'Support for up to 2 Power Apps or Power Automate solutions',
      'Monthly health check of your environment',
      'Email support during business hours',
      'Access to our self-paced training library',
      'Quarterly security and licensing review',
    ],
    notIncluded: [
      'Dynamics 365 configuration',
      'Named consultant',
      'Custom integrations',
      '24/7 priority support',
    ],
  },
  {
    id: 'professional',
    name: 'Professional',
    description:
      'For growing organisations running Dynamics 365 and Power Platform as core business systems.',
    prices: { monthly: { min: 499, max: 999 }, yearly: { min: 4990, max: 9990 } },
    features: [
      'Everything in Basic',
      'Support for up to 10 solutions',
      'Dynamics 365 configuration and minor enhancements',
      'Named consultant who knows your setup',
      'Power BI report maintenance',
      'Phone and email support',
      'Quarterly roadmap review',
    ],
    notIncluded: ['Custom integrations', '24/7 priority support'],
    popular: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    description:
      'For organisations with complex processes, several business units or strict compliance needs.',
    prices: { monthly: { min: 1499, max: 2499 }, yearly: { min: 14990, max: 24990 } },
    features: [
      'Everything in Professional',
      'Unlimited solutions across Dynamics 365, Power Platform and Azure',
      'Dedicated team of consultants',
      'Custom integrations and data migration planning',
      '24/7 priority support',
      'Governance, security and compliance reviews',
      'On-site workshops',
    ],
    notIncluded: [],
  },
];

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** "$1,990" (the same on server and browser, whatever the visitor's locale). */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** "$199 - $299" */
export function formatRange(range: PriceRange): string {
  return `${formatUsd(range.min)} - ${formatUsd(range.max)}`;
}

export const periodUnit: Record<BillingPeriod, string> = { monthly: '/month', yearly: '/year' };

/** The saving shown on yearly billing: 12 × the monthly maximum − the yearly maximum. */
export function yearlySaving(plan: Pick<Plan, 'prices'>): number {
  return 12 * plan.prices.monthly.max - plan.prices.yearly.max;
}

export function findPlan(id: PlanId | null): Plan | undefined {
  return plans.find((plan) => plan.id === id);
}

/** "$199 - $299 /month" */
export function periodPrice(plan: Plan, period: BillingPeriod): string {
  return `${formatRange(plan.prices[period])} ${periodUnit[period]}`;
}

/** The one-line summary of a choice, used in the message dialog. */
export function selectionSummary(plan: Plan, period: BillingPeriod): string {
  return `${plan.name} plan, billed ${period}: ${periodPrice(plan, period)}`;
}

/** Comparison table: one row per capability, a value per plan (true: included, false: not). */
export interface ComparisonRow {
  feature: string;
  values: Record<PlanId, boolean | string>;
}

export const comparisonRows: ComparisonRow[] = [
  {
    feature: 'Solutions supported',
    values: { basic: 'Up to 2', professional: 'Up to 10', enterprise: 'Unlimited' },
  },
  {
    feature: 'Environment health checks',
    values: { basic: 'Monthly', professional: 'Monthly', enterprise: 'Continuous' },
  },
  {
    feature: 'Support channels',
    values: { basic: 'Email', professional: 'Phone and email', enterprise: 'Phone, email, 24/7' },
  },
  {
    feature: 'Self-paced training library',
    values: { basic: true, professional: true, enterprise: true },
  },
  {
    feature: 'Security and licensing review',
    values: { basic: 'Quarterly', professional: 'Quarterly', enterprise: 'Quarterly' },
  },
  {
    feature: 'Dynamics 365 configuration',
    values: { basic: false, professional: true, enterprise: true },
  },
  {
    feature: 'Named consultant',
    values: { basic: false, professional: true, enterprise: 'Dedicated team' },
  },
  {
    feature: 'Power BI report maintenance',
    values: { basic: false, professional: true, enterprise: true },
  },
  {
    feature: 'Custom integrations',
    values: { basic: false, professional: false, enterprise: true },
  },
  {
    feature: 'Governance and compliance reviews',
    values: { basic: false, professional: false, enterprise: true },
  },
  {
    feature: 'On-site workshops',
    values: { basic: false, professional: false, enterprise: true },
  },
];

export interface AddOn {
  /** The add-on's service key, also its `data-service` attribute. */
  key:
    | 'custom-power-apps-development'
    | 'power-platform'
    | 'data-migration-integration'
    | 'premium-support-hours';
  name: string;
  /** USD per month. */
  price: number;
  description: string;
}

export const addOns: AddOn[] = [
  {
    key: 'custom-power-apps-development',
    name: 'Custom Power Apps Development',
    price: 200,
    description: 'New apps and features built by our developers, on top of your plan.',
  },
  {
    key: 'power-platform',
    name: 'Power Platform Training',
    price: 250,
    description: 'Live sessions that help your team build and run their own solutions.',
  },
  {
    key: 'data-migration-integration',
    name: 'Data Migration & Integration',
    price: 150,
    description: 'Move data from legacy systems and keep your applications in sync.',
  },
  {
    key: 'premium-support-hours',
    name: 'Premium Support Hours',
    price: 100,
    description: 'Extra hours with a senior consultant for urgent or complex requests.',
  },
];

export const enterpriseCustom = {
  title: 'Need something bigger? Let’s build a custom plan',
  description:
    'For multi-company rollouts, regulated industries or large user counts, we put together a plan around your processes, your timeline and your budget.',
  points: [
    'Volume pricing for large user counts',
    'Custom service levels and response times',
    'Multi-company and multi-region rollouts',
    'Flexible billing and invoicing terms',
  ],
};

export const pricingFaq: Array<{ question: string; answer: string }> = [
  {
    question: 'Is there a setup fee?',
    answer:
      'No. There is no setup fee on any plan: you pay only the monthly or yearly price of the plan you choose, plus any add-ons you select.',
  },
  {
    question: 'Do you offer a money-back guarantee?',
    answer:
      'Yes. Every plan comes with a 30-day money-back guarantee. If it is not right for you, tell us within 30 days and we will refund your payment in full.',
  },
  {
    question: 'Can I try before I buy?',
    answer:
      'Yes. Start with a 14-day free trial, no credit card required, and decide once you have seen how we work with your team.',
  },
  {
    question: 'How much do I save with yearly billing?',
    answer:
      'Yearly billing saves up to 20% compared with paying monthly. The exact saving for each plan is shown on its card when you switch to yearly.',
  },
  {
    question: 'Can I change my plan later?',
    answer:
      'Yes. You can move up or down a plan as your needs change; we adjust the price from your next billing period.',
  },
  {
    question: 'Why is each price shown as a range?',
    answer:
      'Where your plan falls in the range depends on the number of users and solutions we support. We confirm your exact price before you commit.',
  },
];

export const pricingMeta = {
  title: 'Pricing Plans for Dynamics 365 and Power Platform Services',
  description:
    'Transparent pricing for Dynamics 365 and Power Platform support: Basic, Professional and Enterprise plans, monthly or yearly (save 20%), add-ons, custom enterprise pricing and a 30-day money-back guarantee.',
  keywords: [
    'Dynamics 365 pricing',
    'Power Platform pricing',
    'Power Apps support plans',
    'Microsoft consulting pricing',
    'managed services pricing',
    'yearly billing save 20%',
  ],
};

/** schema.org OfferCatalog of the plans (both billing periods as unit price ranges). */
export function planOfferCatalog(): Record<string, unknown> {
  const unit = {
    monthly: { unitCode: 'MON', unitText: 'month' },
    yearly: { unitCode: 'ANN', unitText: 'year' },
  } as const;
  return {
    '@type': 'OfferCatalog',
    name: 'Support and managed service plans',
    itemListElement: plans.map((plan) => ({
      '@type': 'Offer',
      name: `${plan.name} plan`,
      description: plan.description,
      priceCurrency: 'USD',
      priceSpecification: (['monthly', 'yearly'] as const).map((period) => ({
        '@type': 'UnitPriceSpecification',
        priceCurrency: 'USD',
        minPrice: plan.prices[period].min,
        maxPrice: plan.prices[period].max,
        ...unit[period],
      })),
    })),
  };
}
