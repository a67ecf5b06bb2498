import { Search } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Link, type FetcherWithComponents } from 'react-router';
import { CATALOGUE_NOTICE } from '../../../../shared/consent-notices.ts';
import {
  CATALOGUE_LIMITS,
  CATALOGUE_MESSAGES as M,
  type CatalogueService,
} from '../../../../shared/service-catalogue.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { ConsentNotice } from '../../../components/ui/consent-notice.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { inputClasses, TextAreaField } from '../../../components/ui/field.tsx';
import { useHydrated } from '../../../lib/forms/page-forms.ts';
import { CsrfField } from '../../accounts/public.ts';
import type { CatalogueOutcome } from '../catalogue-data.ts';
import { CATALOGUE_FIELDS as FIELDS } from '../catalogue-fields.ts';
import { categoriesOf, servicesToAdd } from '../catalogue-filter.ts';

const DESCRIPTION =
  'Tick the services you are interested in. Our team sees your selection and your notes.';

interface AddServicesProps {
  services: CatalogueService[];
  selectedIds: ReadonlySet<string>;
  /** The page's fetcher the form posts through (its state is the button's). */
  fetcher: FetcherWithComponents<CatalogueOutcome>;
  /** The server's refusal of the last addition. */
  error: string | null;
}

/**
 * The 'Add Services' modal (spec 02), opened by the page's button once
 * hydrated. On success the page closes it; the ticks and notes clear because
 * each opening mounts it afresh.
 */
export function AddServicesDialog({
  open,
  onClose,
  ...form
}: AddServicesProps & { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={M.addServices}
      description={DESCRIPTION}
      className="max-w-xl"
    >
      <AddServicesForm {...form} onCancel={onClose} />
    </Dialog>
  );
}

/**
 * The same form in the page, where the address opened it (?add) before the
 * page's JavaScript ran: the browser posts it, and Cancel is a link back.
 */
export function AddServicesPanel({
  cancelHref,
  ...form
}: AddServicesProps & { cancelHref: string }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-(--radius-card) border border-line bg-white p-6 shadow-(--shadow-card)"
    >
      <h2 id={titleId} className="text-xl">
        {M.addServices}
      </h2>
      <p className="mt-1 mb-4 text-sm text-muted">{DESCRIPTION}</p>
      <AddServicesForm {...form} cancelHref={cancelHref} />
    </section>
  );
}

/**
 * Search over title and description and a category filter (once hydrated:
 * they narrow what is shown, and a ticked service stays ticked when hidden),
 * a scrollable checklist (at most 16rem) of the services not selected yet,
 * optional notes, Cancel and 'Add {n} Service(s)', posted to the route's action.
 */
function AddServicesForm({
  services,
  selectedIds,
  fetcher,
  error,
  onCancel,
  cancelHref,
}: AddServicesProps & { onCancel?: () => void; cancelHref?: string }) {
  const hydrated = useHydrated();
  const searchId = useId();
  const categoryId = useId();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [ticked, setTicked] = useState<string[]>([]);
  const categories = useMemo(() => categoriesOf(services), [services]);
  const offered = servicesToAdd(services, selectedIds, '', '');
  const shown = new Set(
    servicesToAdd(services, selectedIds, search, category).map((service) => service.id),
  );
  const busy = fetcher.state !== 'idle';

  const toggle = (id: string) =>
    setTicked((current) =>
      current.includes(id) ? current.filter((one) => one !== id) : [...current, id],
    );

  function submit(event: FormEvent<HTMLFormElement>) {
    // Nothing ticked: nothing to do (the button is disabled too).
    if (ticked.length === 0 || busy) event.preventDefault();
  }

  return (
    <fetcher.Form method="post" preventScrollReset onSubmit={submit} className="grid gap-4">
      <CsrfField />
      <input type="hidden" name={FIELDS.intent} value="add" />
      {hydrated ? (
        <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
          <div className="relative">
            <label htmlFor={searchId} className="sr-only">
              Search services
            </label>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            />
            <input
              id={searchId}
              type="search"
              className={`${inputClasses} pl-9`}
              placeholder={M.searchPlaceholder}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <div>
            <label htmlFor={categoryId} className="sr-only">
              Category
            </label>
            <select
              id={categoryId}
              className={inputClasses}
              value={category}
              onChange={(event) => setCategory(event.target.value)}
            >
              <option value="">{M.allCategories}</option>
              {categories.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        </div>
      ) : null}

      <fieldset className="min-w-0">
        <legend className="sr-only">Services</legend>
        <div
          className="max-h-64 overflow-y-auto rounded-lg border border-line"
          data-testid="service-options"
        >
          {shown.size === 0 ? (
            <p className="p-4 text-center text-sm text-muted">{M.noneFound}</p>
          ) : null}
          <ul className="divide-y divide-line">
            {offered.map((service) => (
              // A service the search hides stays in the form, so a tick on it is still sent.
              <li key={service.id} hidden={!shown.has(service.id)}>
                {/* eslint-disable-next-line jsx-a11y/label-has-associated-control -- the input is inside; its text is the title */}
                <label className="flex cursor-pointer gap-3 p-3 hover:bg-slate-50">
                  <input
                    type="checkbox"
                    name={FIELDS.serviceIds}
                    value={service.id}
                    className="mt-1 size-4 shrink-0 accent-brand-600"
                    checked={ticked.includes(service.id)}
                    onChange={() => toggle(service.id)}
                  />
                  <span className="min-w-0">
                    <span className="block font-medium text-ink">{service.title}</span>
                    <span className="block text-xs font-semibold text-brand-700">
                      {service.category}
                    </span>
                    <span className="mt-0.5 block text-sm text-muted">{service.description}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </div>
      </fieldset>

      <TextAreaField
        label={M.notesLabel}
        name={FIELDS.notes}
        maxLength={CATALOGUE_LIMITS.notes}
        hint="For example your timeline, the number of users or what you want to achieve."
      />

      {error ? <Alert tone="error">{error}</Alert> : null}

      <div className="flex flex-wrap justify-end gap-3">
        {cancelHref ? (
          <Link to={cancelHref} className={buttonClasses('outline')}>
            Cancel
          </Link>
        ) : (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
        {/* Before hydration the browser's own ticks count: the server checks there is one. */}
        <Button type="submit" disabled={hydrated && (ticked.length === 0 || busy)}>
          {!hydrated ? M.addServices : busy ? M.adding : M.addCount(ticked.length)}
        </Button>
      </div>
      <ConsentNotice notice={CATALOGUE_NOTICE} />
    </fetcher.Form>
  );
}
