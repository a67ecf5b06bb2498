import { data } from 'react-router';
import type { Route } from './+types/not-found.ts';
import { ErrorPage } from '../components/error-page.tsx';
import { seo, siteFromMatches } from '../../../lib/seo.ts';

export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches, location }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: 'Page not found',
    description: 'The page you are looking for does not exist.',
    canonical: location.pathname,
    noIndex: true,
  });
}

export default function NotFound() {
  return <ErrorPage status={404} />;
}
