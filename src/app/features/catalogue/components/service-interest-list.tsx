import { Mail } from 'lucide-react';
import { useId } from 'react';
import { Form, Link, useLocation, useNavigate } from 'react-router';
import { ExportCsvButton } from '../../../components/partials/export-csv-button.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { inputClasses } from '../../../components/ui/field.tsx';
import {
  HiddenFields,
  ListPager,
  useFollowingState,
} from '../../../components/ui/list-navigation.tsx';
import { exportServiceInterest } from '../../../lib/api/downloads.ts';
import { useHydrated } from '../../../lib/forms/page-forms.ts';
import { useSessionUser } from '../../accounts/public.ts';
import { LIST_PARAMS, withParams, type ServiceInterestData } from '../catalogue-lists.ts';
import { ListFailed } from './list-failed.tsx';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Staff: the catalogue's buying signals. Who selected which service, with
 * their note, newest first; filterable by service. Administrators also get
 * a link to the person's whole catalogue. The screen's loader reads it
 * (`serviceInterestData`) for the service and page its address names; the
 * filter is a GET form (chosen at once once hydrated, with Show before).
 */
export function ServiceInterestList({ data }: { data: ServiceInterestData }) {
  const user = useSessionUser();
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const filterId = useId();
  const { serviceId, list } = data;
  // The choice follows the address, and shows at once while the list is read.
  const [choice, setChoice] = useFollowingState(serviceId);
  // The screen's own parameters go with the filter; this list's start again from its first page.
  const kept = Object.fromEntries(
    [...new URLSearchParams(location.search)].filter(
      ([name]) => name !== LIST_PARAMS.interestService && name !== LIST_PARAMS.interestPage,
    ),
  );

  return (
    <section aria-labelledby="service-interest-heading" className="grid content-start gap-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="service-interest-heading" className="text-2xl font-semibold text-ink">
            Service interest {list ? `(${list.pagination.total})` : ''}
          </h2>
          <p className="text-sm text-muted">
            Services people added to their catalogue, with their notes, newest first.
          </p>
        </div>
        <Form method="get" preventScrollReset className="flex items-end gap-2">
          <HiddenFields fields={kept} />
          <div>
            <label htmlFor={filterId} className="mb-1.5 block text-sm font-medium text-ink">
              Service
            </label>
            <select
              id={filterId}
              name={LIST_PARAMS.interestService}
              className={inputClasses}
              value={choice}
              onChange={(event) => {
                setChoice(event.target.value);
                void navigate(
                  withParams(location, {
                    [LIST_PARAMS.interestService]: event.target.value,
                    [LIST_PARAMS.interestPage]: undefined,
                  }),
                  { preventScrollReset: true },
                );
              }}
            >
              <option value="">All services</option>
              {data.services.map((service) => (
                <option key={service.id} value={service.id}>
                  {service.title}
                </option>
              ))}
            </select>
          </div>
          {hydrated ? null : (
            <Button type="submit" variant="outline">
              Show
            </Button>
          )}
        </Form>
      </div>
      <ExportCsvButton
        list="service interest"
        fallbackName="service-interest.csv"
        download={() => exportServiceInterest({ serviceId: serviceId || undefined })}
      />

      {list === null ? (
        <ListFailed>The service interest list could not be loaded.</ListFailed>
      ) : list.interest.length === 0 ? (
        <p className="text-muted">
          Nobody has selected {serviceId ? 'this service' : 'a service'} yet.
        </p>
      ) : (
        <ul className="grid gap-3" aria-label="Service interest">
          {list.interest.map((row) => (
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
      {list ? (
        <ListPager
          current={data.page}
          pages={list.pagination.pages}
          hrefFor={(page) => withParams(location, { [LIST_PARAMS.interestPage]: page })}
          copy={{ label: 'Pages of service interest', previous: 'Previous', next: 'Next' }}
        />
      ) : null}
    </section>
  );
}
