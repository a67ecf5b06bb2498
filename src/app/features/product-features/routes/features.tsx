import { ArrowRight, BadgeCheck, CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/features.ts';
import { AnalyticsMetrics } from '../components/analytics-metrics.tsx';
import { FeatureTabPanel } from '../components/feature-tab-panel.tsx';
import { outlineOnDark } from '../../../components/partials/outline-on-dark.ts';
import { CtaBand } from '../../../components/sections/cta-band.tsx';
import { CardGrid, FeatureCard } from '../../../components/sections/feature-card.tsx';
import { PageHero } from '../../../components/sections/page-hero.tsx';
import { Reveal } from '../../../components/sections/reveal.tsx';
import { Section } from '../../../components/sections/section.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import {
  analyticsMetrics,
  coreCapabilities,
  featuresCta,
  featuresHero,
  featuresMeta,
  featureTabs,
  integrations,
  type FeatureTabId,
} from '../content/features.ts';
import { useLeadDialogs } from '../../leads/public.ts';
import { pageMeta } from '../../../lib/seo.ts';
import { service } from '../../../lib/structured-data.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    ...featuresMeta,
    canonical: '/features',
    breadcrumbs: [{ name: 'Features', path: '/features' }],
    structuredData: (site) =>
      featureTabs.map((tab) =>
        service(site, {
          name: tab.title,
          description: tab.description,
          path: '/features',
          serviceType: tab.label,
        }),
      ),
  });
}

export default function Features() {
  const [tabId, setTabId] = useState<FeatureTabId>('crm');
  const [videoOpen, setVideoOpen] = useState(false);
  const { openMeeting } = useLeadDialogs();

  const selectTab = (id: FeatureTabId) => {
    if (id === tabId) return;
    setTabId(id);
    setVideoOpen(false);
  };

  return (
    <>
      <PageHero
        eyebrow={featuresHero.eyebrow}
        title={featuresHero.title}
        description={featuresHero.description}
        actions={
          <>
            <ButtonLink to="/contact" size="lg" variant="inverse">
              Contact Sales
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
            <button type="button" className={outlineOnDark} onClick={() => openMeeting('features')}>
              <CalendarClock aria-hidden="true" className="size-5" />
              Book a live demo
            </button>
          </>
        }
        aside={
          <p className="flex items-center gap-2 rounded-(--radius-card) border border-white/20 bg-white/10 p-5 text-lg font-semibold text-white lg:ml-auto lg:max-w-sm">
            <BadgeCheck aria-hidden="true" className="size-6 shrink-0 text-brand-200" />
            {featuresHero.trial}
          </p>
        }
      />

      <Section
        id="platform"
        eyebrow="Explore the platform"
        title="Five products, one connected platform"
        description="Choose a product to see what it does, the benefits it brings and a short demo."
      >
        <Tabs
          label="Products"
          value={tabId}
          onChange={selectTab}
          items={featureTabs.map((tab) => ({
            id: tab.id,
            label: tab.label,
            content: (
              <FeatureTabPanel tab={tab} videoOpen={videoOpen} onVideoOpenChange={setVideoOpen} />
            ),
          }))}
        />
      </Section>

      <Section
        id="capabilities"
        tone="muted"
        eyebrow="Core capabilities"
        title="Built on a platform you can trust"
        description="Every solution we deliver shares the same foundations: one data model, strong security and tools that grow with you."
      >
        <Reveal>
          <CardGrid columns={3}>
            {coreCapabilities.map((capability) => (
              <FeatureCard
                key={capability.title}
                icon={capability.icon}
                title={capability.title}
                description={capability.description}
              />
            ))}
          </CardGrid>
        </Reveal>
      </Section>

      <Section
        id="analytics"
        tone="brand"
        eyebrow="Analytics"
        title="Results you can measure"
        description="What organisations achieve with Dynamics 365 and the Power Platform."
      >
        <AnalyticsMetrics metrics={analyticsMetrics} />
      </Section>

      <Section
        id="integrations"
        eyebrow="Integrations"
        title="Works with the tools you already use"
        description="Dynamics 365 and the Power Platform connect natively with Microsoft 365 and Azure, plus 300+ connectors for everything else."
      >
        <Reveal>
          <ul className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4">
            {integrations.map((integration) => (
              <li
                key={integration.name}
                className="flex items-start gap-4 rounded-(--radius-card) border border-line bg-white p-5 shadow-(--shadow-card)"
              >
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <integration.icon aria-hidden="true" className="size-6" />
                </span>
                <span>
                  <span className="block font-semibold text-ink">{integration.name}</span>
                  <span className="mt-1 block text-sm text-muted">{integration.description}</span>
                </span>
              </li>
            ))}
          </ul>
        </Reveal>
      </Section>

      <CtaBand
        title={featuresCta.title}
        description={featuresCta.description}
        actions={
          <>
            <ButtonLink to="/contact" size="lg" variant="inverse">
              Contact Sales
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
            <Link to="/pricing" className={outlineOnDark}>
              View pricing
            </Link>
          </>
        }
      />
    </>
  );
}
