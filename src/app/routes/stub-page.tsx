import { data } from 'react-router';
import type { Route } from './+types/stub-page.ts';
import { ButtonLink } from '../components/ui/button.tsx';
import { findStubPage } from '../content/stub-pages.ts';
import { NewsletterSignup } from '../features/newsletter/newsletter-signup.tsx';
import { seo, siteFromMatches } from '../lib/seo.ts';

export function loader({ url }: Route.LoaderArgs) {
  // `url` is the page's address; `request.url` of a client-side navigation
  // is the data request (/pricing.data), which matches no page.
  const page = findStubPage(url.pathname);
  if (!page) throw data(null, { status: 404 });
  return { page };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page } = loaderData;
  return seo(siteFromMatches(matches), {
    title: page.title,
    description: page.summary,
    canonical: page.path,
    breadcrumbs: [{ name: page.title, path: page.path }],
  });
}

export default function StubPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <section className="container-page section">
      <h1 className="text-4xl sm:text-5xl">{page.title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">{page.summary}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to="/contact">Contact us</ButtonLink>
        <ButtonLink to="/" variant="outline">
          Back to home
        </ButtonLink>
      </div>
      {page.newsletter ? (
        <>
          <section
            aria-labelledby="blog-newsletter"
            className="mt-12 max-w-2xl rounded-(--radius-card) border border-line bg-brand-50 p-6"
          >
            <h2 id="blog-newsletter" className="text-xl">
              New articles in your inbox
            </h2>
            <p className="mt-1 text-muted">
              Blog updates, case studies and industry news. Unsubscribe at any time.
            </p>
            <NewsletterSignup variant="compact" source="blog" className="mt-4" />
          </section>
          <NewsletterSignup variant="popup" source="blog" />
        </>
      ) : null}
    </section>
  );
}
