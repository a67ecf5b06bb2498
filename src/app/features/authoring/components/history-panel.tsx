import { History } from 'lucide-react';
import { Link } from 'react-router';
import type { RevisionSummary } from '../../../../shared/revisions.ts';
import { LocalTime } from '../../../components/ui/local-time.tsx';
import { HISTORY_COPY as COPY } from '../content/revision-copy.ts';

/** What a revision was and who saved it, as the history lists it. */
export function revisionLine(revision: RevisionSummary) {
  const who = revision.savedBy ? COPY.panel.by(revision.savedBy.name) : COPY.panel.nobody;
  return `${COPY.changes[revision.change]} ${who}`;
}

/** Marks a revision readers saw. */
export function LiveBadge() {
  return (
    <span className="ml-2 rounded bg-success-50 px-1.5 py-0.5 text-xs font-semibold text-success-700">
      {COPY.panel.live}
    </span>
  );
}

/**
 * The edit screen's History panel: the latest revisions (who, when, what
 * kind of change), each with a link comparing it with the current version,
 * and the way to the whole history (compare any two, restore).
 */
export function HistoryPanel({
  revisions,
  historyPath,
}: {
  revisions: RevisionSummary[];
  historyPath: string;
}) {
  return (
    <section
      aria-labelledby="history-panel-title"
      className="rounded-xl border border-line bg-white p-5 shadow-sm"
    >
      <h2
        id="history-panel-title"
        className="flex items-center gap-2 text-lg font-semibold text-ink"
      >
        <History aria-hidden="true" className="size-5 text-brand-700" />
        {COPY.panel.title}
      </h2>
      {revisions.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{COPY.panel.empty}</p>
      ) : (
        <ol className="mt-3 grid gap-3">
          {revisions.map((revision, index) => (
            <li key={revision.id} className="text-sm">
              <p className="font-medium text-ink">
                {revisionLine(revision)}
                {revision.published ? <LiveBadge /> : null}
              </p>
              <p className="text-muted">
                <LocalTime iso={revision.savedAt} />
              </p>
              {index > 0 || revision.change === 'autosave' ? (
                <Link
                  to={`${historyPath}?from=${encodeURIComponent(revision.id)}`}
                  className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
                >
                  {COPY.panel.compare}
                </Link>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <Link
        to={historyPath}
        className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
      >
        {COPY.panel.all}
      </Link>
    </section>
  );
}
