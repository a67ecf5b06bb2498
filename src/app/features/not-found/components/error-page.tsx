import { lazy, Suspense } from 'react';
import { ButtonLink } from '../../../components/ui/button.tsx';

// The root layout's error boundary is part of every page's first load; the
// 404 search (and the page index it searches) is fetched only by 404 pages.
// Lazy rather than on-demand so the server still renders it: the browser
// keeps that HTML until the chunk arrives and then hydrates it.
const PageSearch = lazy(() =>
  import('./page-search.tsx').then((module) => ({ default: module.PageSearch })),
);

const copy: Record<number, { title: string; body: string }> = {
  404: {
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has moved. Search for it below, or pick one of the main sections.',
  },
};

/** The main sections offered on every error page. */
const sections = [
  { to: '/', label: 'Home' },
  { to: '/services', label: 'Services' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/contact', label: 'Contact' },
  { to: '/support', label: 'Support' },
];

/** Shown for unknown addresses (404) and for unexpected failures. */
export function ErrorPage({ status }: { status: number }) {
  const text = copy[status] ?? {
    title: 'Something went wrong',
    body: 'An unexpected error occurred. Please try again, or contact us if the problem continues.',
  };
  return (
    <section className="container-page section text-center">
      <p className="eyebrow">Error {status}</p>
      <h1 className="mt-2 text-4xl sm:text-5xl">{text.title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted">{text.body}</p>
      {status === 404 ? (
        <Suspense fallback={null}>
          <PageSearch />
        </Suspense>
      ) : null}
      <nav aria-label="Helpful links" className="mt-10 flex flex-wrap justify-center gap-3">
        {sections.map((link, index) => (
          <ButtonLink key={link.to} to={link.to} variant={index === 0 ? 'primary' : 'outline'}>
            {link.label}
          </ButtonLink>
        ))}
      </nav>
    </section>
  );
}
