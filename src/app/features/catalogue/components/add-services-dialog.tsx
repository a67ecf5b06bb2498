import { Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { CATALOGUE_NOTICE } from '../../../../shared/consent-notices.ts';
import {
  CATALOGUE_LIMITS,
  CATALOGUE_MESSAGES as M,
  type CatalogueService,
} from '../../../../shared/service-catalogue.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConsentNotice } from '../../../components/ui/consent-notice.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { inputClasses, TextAreaField } from '../../../components/ui/field.tsx';
import { categoriesOf, servicesToAdd } from '../catalogue-filter.ts';
import type { AddOutcome } from '../use-service-catalogue.ts';

/**
 * The 'Add Services' modal (spec 02): search over title and description, a
 * category filter, a scrollable checklist (at most 16rem) of the services not
 * selected yet, optional notes, Cancel and 'Add {n} Service(s)'. On success
 * the parent closes it; the ticks and notes clear because it unmounts.
 */
export function AddServicesDialog({
  open,
  services,
  selectedIds,
  onAdd,
  onClose,
}: {
  open: boolean;
  services: CatalogueService[];
  selectedIds: ReadonlySet<string>;
  onAdd: (serviceIds: string[], notes: string) => Promise<AddOutcome>;
  onClose: () => void;
}) {
  const searchId = useId();
  const categoryId = useId();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [ticked, setTicked] = useState<string[]>([]);
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const categories = useMemo(() => categoriesOf(services), [services]);
  const shown = servicesToAdd(services, selectedIds, search, category);

  const toggle = (id: string) =>
    setTicked((current) =>
      current.includes(id) ? current.filter((one) => one !== id) : [...current, id],
    );

  async function confirm() {
    // Nothing ticked: nothing to do (the button is disabled too).
    if (ticked.length === 0 || busy) return;
    setBusy(true);
    setError(null);
    const outcome = await onAdd(ticked, notes.trim());
    setBusy(false);
    if (!outcome.ok) setError(outcome.message);
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={M.addServices}
      description="Tick the services you are interested in. Our team sees your selection and your notes."
      className="max-w-xl"
    >
      <div className="grid gap-4">
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

        <fieldset className="min-w-0">
          <legend className="sr-only">Services</legend>
          <div
            className="max-h-64 overflow-y-auto rounded-lg border border-line"
            data-testid="service-options"
          >
            {shown.length === 0 ? (
              <p className="p-4 text-center text-sm text-muted">{M.noneFound}</p>
            ) : (
              <ul className="divide-y divide-line">
                {shown.map((service) => (
                  <li key={service.id}>
                    {/* eslint-disable-next-line jsx-a11y/label-has-associated-control -- the input is inside; its text is the title */}
                    <label className="flex cursor-pointer gap-3 p-3 hover:bg-slate-50">
                      <input
                        type="checkbox"
                        className="mt-1 size-4 shrink-0 accent-brand-600"
                        checked={ticked.includes(service.id)}
                        onChange={() => toggle(service.id)}
                      />
                      <span className="min-w-0">
                        <span className="block font-medium text-ink">{service.title}</span>
                        <span className="block text-xs font-semibold text-brand-700">
                          {service.category}
                        </span>
                        <span className="mt-0.5 block text-sm text-muted">
                          {service.description}
                        </span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </fieldset>

        <TextAreaField
          label={M.notesLabel}
          name="notes"
          value={notes}
          maxLength={CATALOGUE_LIMITS.notes}
          onChange={(event) => setNotes(event.target.value)}
          hint="For example your timeline, the number of users or what you want to achieve."
        />

        {error ? <Alert tone="error">{error}</Alert> : null}

        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={ticked.length === 0 || busy} onClick={() => void confirm()}>
            {busy ? M.adding : M.addCount(ticked.length)}
          </Button>
        </div>
        <ConsentNotice notice={CATALOGUE_NOTICE} />
      </div>
    </Dialog>
  );
}
