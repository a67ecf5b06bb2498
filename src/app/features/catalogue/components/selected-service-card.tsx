import { ArrowRight, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  CATALOGUE_MESSAGES as M,
  type SelectedService,
} from '../../../../shared/service-catalogue.ts';

/** A selected service: title, category chip, description, the link's notes and Remove. */
export function SelectedServiceCard({
  service,
  onRemove,
}: {
  service: SelectedService;
  /** Absent when the viewer may not change this catalogue (an administrator's view). */
  onRemove: ((serviceId: string) => Promise<boolean>) | undefined;
}) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function remove() {
    if (!onRemove) return;
    setBusy(true);
    setFailed(false);
    const done = await onRemove(service.id);
    // On success this card unmounts; otherwise say so and let them try again.
    if (!done) {
      setBusy(false);
      setFailed(true);
    }
  }

  return (
    <li className="flex flex-col rounded-(--radius-card) border border-line bg-white p-5 shadow-(--shadow-card)">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg font-semibold text-ink">{service.title}</h2>
        {onRemove ? (
          <button
            type="button"
            onClick={() => void remove()}
            disabled={busy}
            aria-label={`Remove ${service.title}`}
            className="-m-1 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-danger-50 hover:text-danger-700 disabled:opacity-50"
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </button>
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
