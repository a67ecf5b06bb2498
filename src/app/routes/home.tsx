import { ArrowRight } from 'lucide-react';
import type { Route } from './+types/home.ts';
import { ButtonLink } from '../components/ui/button.tsx';
import { NewsletterSignup } from '../features/newsletter/newsletter-signup.tsx';
import { seo, siteFromMatches } from '../lib/seo.ts';

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return seo(site, {
    title: `${site?.companyName ?? ''} | Microsoft Dynamics 365 & Power Platform Consulting`,
    description:
      'Microsoft Dynamics 365 implementation, Power Platform development, Microsoft 365, Azure, consulting and training for small and medium organisations.',
    keywords: [
      'Dynamics 365 implementation',
      'Power Platform development',
      'Power Apps',
      'Power Automate',
      'Microsoft 365',
      'Azure',
      'Microsoft consulting',
      'Dynamics 365 training',
    ],
    canonical: '/',
  });
}

export default function Home() {
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-16 sm:py-24">
          <p className="eyebrow">Microsoft Dynamics 365 · Power Platform · Azure</p>
          <h1 className="mt-3 max-w-3xl text-4xl leading-tight sm:text-6xl">
            Business applications that fit the way you work
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-muted">
            We implement Dynamics 365, build Power Platform solutions, move you to Microsoft 365 and
            Azure, and train your team to get the most from them.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/contact" size="lg">
              Get Started
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
            <ButtonLink to="/services" size="lg" variant="outline">
              Explore services
            </ButtonLink>
          </div>
        </div>
      </section>

      <section className="container-page section" aria-label="Newsletter">
        <NewsletterSignup
          variant="card"
          source="homepage"
          showNameFields
          className="mx-auto max-w-3xl"
        />
      </section>
      <NewsletterSignup variant="popup" source="homepage_popup" />
    </>
  );
}
