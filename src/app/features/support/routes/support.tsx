import { ArrowDown, LifeBuoy } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/support.ts';
import { FaqSearch } from '../components/faq-search.tsx';
import { HelpCategories } from '../components/help-categories.tsx';
import { SupportChannels } from '../components/support-channels.tsx';
import { useContactSupport } from '../components/use-contact-support.ts';
import { outlineOnDarkClasses } from '../../../components/partials/on-dark.ts';
import { ScrollToSectionLink } from '../../../components/partials/scroll-to-section.tsx';
import { CtaBand } from '../../../components/sections/cta-band.tsx';
import { CardGrid, FeatureCard } from '../../../components/sections/feature-card.tsx';
import { PageHero } from '../../../components/sections/page-hero.tsx';
import { Section } from '../../../components/sections/section.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { supportFaqs, supportPage, supportResources } from '../content/support.ts';
import { pageMeta } from '../../../lib/seo.ts';
import { faqPage } from '../../../lib/structured-data.ts';

const FAQ_ID = 'faq';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: supportPage.title,
    description: supportPage.metaDescription,
    keywords: supportPage.keywords,
    canonical: '/support',
    breadcrumbs: [{ name: 'Support', path: '/support' }],
    structuredData: faqPage(supportFaqs),
  });
}

export default function Support() {
  const contactSupport = useContactSupport();
  return (
    <>
      <PageHero
        eyebrow={supportPage.title}
        title={supportPage.heading}
        description={supportPage.description}
        actions={
          <>
            <Button variant="inverse" size="lg" onClick={contactSupport}>
              <LifeBuoy aria-hidden="true" className="size-5" />
              Contact Support
            </Button>
            <ScrollToSectionLink targetId={FAQ_ID} className={outlineOnDarkClasses}>
              Search the FAQ
              <ArrowDown aria-hidden="true" className="size-5" />
            </ScrollToSectionLink>
          </>
        }
      />

      <Section
        id="help-categories"
        eyebrow="Help center"
        title="Browse help by category"
        description="Step-by-step guides written by the consultants who deliver and support our solutions."
      >
        <HelpCategories />
      </Section>

      <Section
        id="support-channels"
        tone="muted"
        eyebrow="Get in touch"
        title="Support channels"
        description="Choose the channel that suits your question. Every request is handled by our own support consultants."
      >
        <SupportChannels />
      </Section>

      <Section
        id={FAQ_ID}
        eyebrow="FAQ"
        title="Frequently asked questions"
        description="Search by keyword to find an answer quickly."
      >
        <FaqSearch faqs={supportFaqs} />
      </Section>

      <Section
        id="resources"
        tone="muted"
        eyebrow="Resources"
        title="More resources"
        description="Learn at your own pace with documentation, demos, courses and articles."
      >
        <CardGrid columns={4}>
          {supportResources.map((resource) => (
            <FeatureCard
              key={resource.title}
              icon={resource.icon}
              title={resource.title}
              description={resource.description}
            >
              <Link
                to={resource.to}
                className="mt-4 inline-flex font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                {resource.linkLabel}
              </Link>
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>

      <CtaBand
        title="Still need help?"
        description="Send our support team a message and we will get back to you in under 4 hours."
        actions={
          <>
            <Button variant="inverse" size="lg" onClick={contactSupport}>
              Contact Support
            </Button>
            <Link to="/contact" className={outlineOnDarkClasses}>
              Visit the Contact Page
            </Link>
          </>
        }
      />
    </>
  );
}
