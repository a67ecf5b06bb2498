import { ArrowRight, Trash2 } from 'lucide-react';
import { Link, useFetcher } from 'react-router';
import {
  CATALOGUE_MESSAGES as M,
  type SelectedService,
} from '../../../../shared/service-catalogue.ts';
import { CsrfField } from '../../accounts/public.ts';
import type { CatalogueOutcome } from '../catalogue-data.ts';
import { CATALOGUE_FIELDS as FIELDS } from '../catalogue-fields.ts';

/**
 * A selected service: title, category chip, description, the link's notes
 * and Remove, a form posted to the route's action (on success the loader's
 * revalidation drops this card; otherwise it says so and Remove stays).
 */
export function SelectedServiceCard({
  service,
  removable,
  removeFailed,
}: {
  service: SelectedService;
  /** False when the viewer may not change this catalogue (an administrator's view). */
  removable: boolean;
  /** A removal posted without JavaScript failed. */
  removeFailed: boolean;
}) {
  const fetcher = useFetcher<CatalogueOutcome>();
  const busy = fetcher.state !== 'idle';
  const answer = fetcher.data?.intent === 'remove' ? fetcher.data : undefined;
  const failed = !busy && (answer ? !answer.ok : removeFailed);

  return (
    <li className="flex flex-col rounded-(--radius-card) border border-line bg-white p-5 shadow-(--shadow-card)">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg font-semibold text-ink">{service.title}</h2>
        {removable ? (
          <fetcher.Form method="post" preventScrollReset className="-m-1 shrink-0">
            <CsrfField />
            <input type="hidden" name={FIELDS.intent} value="remove" />
            <input type="hidden" name={FIELDS.serviceId} value={service.id} />
            <button
              type="submit"
              disabled={busy}
              aria-label={`Remove ${service.title}`}
              className="inline-flex size-11 items-center justify-center rounded-lg text-muted hover:bg-danger-50 hover:text-danger-700 disabled:opacity-50"
            >
              <Trash2 aria-hidden="true" className="size-5" />
            </button>
          </fetcher.Form>
        ) : null}
      </div>
      <p>
        <span className="inline-flex rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
          {service.category}
        </span>
      </p>
      <p className="mt-3 text-sm text-muted">{service.description}</p>
      {service.notes ? (
        <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-ink">
          <span className="font-semibold">{M.notesPrefix}</span> {service.notes}
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className="mt-3 text-sm text-danger-700">
          {M.removeFailed}
        </p>
      ) : null}
      <Link
        to={service.landingPath}
        className="mt-auto inline-flex min-h-11 items-center gap-1 pt-4 text-sm font-semibold text-brand-700 hover:underline"
      >
        About {service.title}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </li>
  );
}
