import type { Route } from './+types/terms-and-conditions.ts';
import { LegalPage } from '../components/legal-page.tsx';
import { termsDocument } from '../content/legal.ts';
import { pageMeta } from '../../../lib/seo.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: termsDocument.title,
    description: termsDocument.metaDescription,
    keywords: termsDocument.keywords,
    canonical: termsDocument.path,
    breadcrumbs: [{ name: termsDocument.title, path: termsDocument.path }],
  });
}

export default function TermsAndConditions() {
  return <LegalPage document={termsDocument} />;
}
