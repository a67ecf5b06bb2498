import type { Route } from './+types/privacy-policy.ts';
import { LegalPage } from '../components/legal-page.tsx';
import { privacyDocument } from '../content/legal.ts';
import { pageMeta } from '../../../lib/seo.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: privacyDocument.title,
    description: privacyDocument.metaDescription,
    keywords: privacyDocument.keywords,
    canonical: privacyDocument.path,
    breadcrumbs: [{ name: privacyDocument.title, path: privacyDocument.path }],
  });
}

export default function PrivacyPolicy() {
  return <LegalPage document={privacyDocument} />;
}
