import { Mail } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import type { CatalogueService, ServiceInterest } from '../../../../shared/service-catalogue.ts';
import { ExportCsvButton } from '../../../components/partials/export-csv-button.tsx';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { inputClasses } from '../../../components/ui/field.tsx';
import { exportServiceInterest } from '../../../lib/api/downloads.ts';
import { listServiceInterest, listServices } from '../../../lib/api/services.ts';
import { useSessionUser } from '../../accounts/public.ts';
import { usePagedList } from '../use-paged-list.ts';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Staff: the catalogue's buying signals. Who selected which service, with
 * their note, newest first; filterable by service. Administrators also get
 * a link to the person's whole catalogue.
 */
export function ServiceInterestList() {
  const user = useSessionUser();
  const filterId = useId();
  const [serviceId, setServiceId] = useState('');
  const [services, setServices] = useState<CatalogueService[]>([]);
  const list = usePagedList<ServiceInterest>(
    serviceId,
    (page) => listServiceInterest({ serviceId: serviceId || undefined, page }),
    (data) => data['interest'] as ServiceInterest[],
  );

  useEffect(() => {
    let live = true;
    void listServices().then((answer) => live && answer.data && setServices(answer.data));
    return () => {
      live = false;
    };
  }, []);

  const { state } = list;
  return (
    <section aria-labelledby="service-interest-heading" className="grid content-start gap-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="service-interest-heading" className="text-2xl font-semibold text-ink">
            Service interest {state.status === 'loaded' ? `(${state.total})` : ''}
          </h2>
          <p className="text-sm text-muted">
            Services people added to their catalogue, with their notes, newest first.
          </p>
        </div>
        <div>
          <label htmlFor={filterId} className="mb-1.5 block text-sm font-medium text-ink">
            Service
          </label>
          <select
            id={filterId}
            className={inputClasses}
            value={serviceId}
            onChange={(event) => setServiceId(event.target.value)}
          >
            <option value="">All services</option>
            {services.map((service) => (
              <option key={service.id} value={service.id}>
                {service.title}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ExportCsvButton
        list="service interest"
        fallbackName="service-interest.csv"
        download={() => exportServiceInterest({ serviceId: serviceId || undefined })}
      />

      {state.status === 'failed' ? (
        <RetryAlert onRetry={list.retry}>The service interest list could not be loaded.</RetryAlert>
      ) : state.status === 'loading' ? (
        <p className="text-muted">Loading service interest...</p>
      ) : state.items.length === 0 ? (
        <p className="text-muted">
          Nobody has selected {serviceId ? 'this service' : 'a service'} yet.
        </p>
      ) : (
        <ul className="grid gap-3" aria-label="Service interest">
          {state.items.map((row) => (
            <li
              key={`${row.userId}:${row.serviceId}`}
              className="grid gap-1 rounded-(--radius-card) border border-line bg-white p-4 shadow-(--shadow-card)"
            >
              <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-semibold text-ink">{row.serviceTitle}</span>
                <time dateTime={row.addedAt} className="text-sm text-muted">
                  {when.format(new Date(row.addedAt))}
                </time>
              </p>
              <p className="break-words text-sm text-ink">
                {`${row.firstName} ${row.lastName}`.trim()}
                {row.company ? `, ${row.company}` : ''} ·{' '}
                <a
                  href={`mailto:${row.email}`}
                  className="inline-flex items-center gap-1 text-brand-700 underline"
                >
                  <Mail aria-hidden="true" className="size-3.5" />
                  {row.email}
                </a>
              </p>
              {row.notes ? (
                <p className="break-words text-sm text-muted">
                  <span className="font-semibold text-ink">Notes:</span> {row.notes}
                </p>
              ) : null}
              {user?.isAdmin ? (
                <Link
                  to={`/service-catalog/${row.userId}`}
                  className="text-sm font-semibold text-brand-700 hover:underline"
                >
                  Their service catalogue
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {state.status === 'loaded' && state.page < state.pages ? (
        <Button variant="outline" onClick={list.more}>
          Show more
        </Button>
      ) : null}
    </section>
  );
}
