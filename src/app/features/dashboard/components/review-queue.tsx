import { ClipboardCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { ReviewQueueItem } from '../../../../shared/review-messages.ts';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const KIND_LABELS: Record<string, string> = { blog: 'Blog post', 'case-studies': 'Case study' };

/**
 * The editors' queue: drafts their writers submitted for review, longest
 * waiting first. Each opens in its edit screen, where the editor publishes
 * it or sends it back with a note.
 */
export function ReviewQueue({ items }: { items: readonly ReviewQueueItem[] }) {
  return (
    <section
      aria-labelledby="review-heading"
      className="rounded-(--radius-card) border border-line bg-white shadow-(--shadow-card)"
    >
      <div className="flex items-center gap-2 border-b border-line p-4">
        <ClipboardCheck aria-hidden="true" className="size-6 text-brand-600" />
        <h2 id="review-heading" className="text-xl font-semibold text-ink">
          Waiting for review
        </h2>
        <span className="ml-auto rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-700">
          {items.length}
          <span className="sr-only"> {items.length === 1 ? 'draft' : 'drafts'}</span>
        </span>
      </div>
      {items.length === 0 ? (
        <p className="p-4 text-muted">No draft is waiting for review.</p>
      ) : (
        <ul className="divide-y divide-line">
          {items.map((item) => (
            <li key={`${item.kind}:${item.id}`} className="grid gap-1 p-4">
              <Link
                to={item.editPath}
                className="font-semibold break-words text-brand-700 underline-offset-2 hover:underline"
              >
                {item.title}
              </Link>
              <p className="text-sm text-muted">
                {KIND_LABELS[item.kind] ?? item.kind} by {item.author ?? 'a former colleague'},
                submitted {dateFormat.format(new Date(item.submittedAt))}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
