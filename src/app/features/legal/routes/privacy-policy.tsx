import type { Route } from './+types/privacy-policy.ts';
import { LegalPage } from '../components/legal-page.tsx';
import { privacyDocument } from '../content/legal.ts';
import { copyPageMeta } from '../../../lib/seo.ts';

export function meta({ matches }: Route.MetaArgs) {
  return copyPageMeta(matches, privacyDocument);
}

export default function PrivacyPolicy() {
  return <LegalPage document={privacyDocument} />;
}
