import { ShieldAlert } from 'lucide-react';
import { ACCESS_DENIED } from '../../../../shared/auth-messages.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useSite } from '../../../lib/site.ts';
import { AUTHORING_COPY } from '../content/authoring-copy.ts';

/** The create screens' own refusal: only the company's team members create content. */
export function CreateAccessDenied({ what = 'blogs' }: { what?: string }) {
  const site = useSite();
  return (
    <div className="container-page section">
      <div className="mx-auto max-w-lg rounded-(--radius-card) border border-line bg-white p-8 text-center shadow-(--shadow-card)">
        <ShieldAlert aria-hidden="true" className="mx-auto size-12 text-danger-700" />
        <h1 className="mt-4 text-2xl font-bold text-ink">{ACCESS_DENIED.title}</h1>
        <p className="mt-2 text-muted">{AUTHORING_COPY.denied.text(site.companyName, what)}</p>
        <ButtonLink to="/dashboard" className="mt-6">
          {AUTHORING_COPY.denied.dashboard}
        </ButtonLink>
      </div>
    </div>
  );
}
