import type { Route } from './+types/terms-and-conditions.ts';
import { LegalPage } from '../components/legal-page.tsx';
import { termsDocument } from '../content/legal.ts';
import { copyPageMeta } from '../../../lib/seo.ts';

export function meta({ matches }: Route.MetaArgs) {
  return copyPageMeta(matches, termsDocument);
}

export default function TermsAndConditions() {
  return <LegalPage document={termsDocument} />;
}
