import { Check, ShieldAlert, Trash2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { COMMENT_MESSAGES } from '../../../../shared/comment-messages.ts';
import type {
  CommentHoldReason,
  ModerationAction,
  ModerationItem,
} from '../../../../shared/comments.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { moderationCopy as copy } from '../content/moderation-copy.ts';
import { relativeTime } from '../relative-time.ts';
import { useModerationQueue, type QueueFilter } from './use-moderation-queue.ts';

const FILTERS: QueueFilter[] = ['waiting', 'pending', 'spam', 'approved'];

const STATUS_TONE = {
  approved: 'bg-success-50 text-success-700',
  pending: 'bg-amber-50 text-amber-900',
  spam: 'bg-danger-50 text-danger-700',
} as const;

/** Staff: comments waiting for moderation, with the actions on one or several. */
export function ModerationQueue() {
  const queue = useModerationQueue();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [now] = useState(() => Date.now());
  const ids = queue.items?.map((item) => item.id) ?? [];
  const chosen = ids.filter((id) => selected.has(id));

  async function act(targets: string[], action: ModerationAction) {
    if (action === 'delete' && !window.confirm(copy.confirmDelete(targets.length))) return;
    if (await queue.act(targets, action)) setSelected(new Set());
  }

  function toggle(id: string) {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  }

  return (
    <div className="container-page section grid gap-6">
      <header>
        <Link to="/dashboard" className="font-semibold text-brand-700 hover:underline">
          {copy.back}
        </Link>
        <h1 className="mt-2 text-3xl font-bold text-ink">{copy.title}</h1>
        <p className="text-muted">{copy.subtitle}</p>
      </header>

      <div role="group" aria-label={copy.filterLabel} className="flex flex-wrap gap-2">
        {FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            aria-pressed={queue.filter === filter}
            onClick={() => {
              queue.showFilter(filter);
              setSelected(new Set());
            }}
            className={cn(
              'min-h-11 rounded-full px-4 text-sm font-semibold ring-1 ring-line',
              queue.filter === filter ? 'bg-brand-600 text-white' : 'bg-white text-ink',
            )}
          >
            {copy.filters[filter]}
            {queue.counts ? ` (${copy.countOf(filter, queue.counts)})` : ''}
          </button>
        ))}
      </div>

      {queue.failed ? (
        <Alert tone="error">
          {COMMENT_MESSAGES.fetchFailed}{' '}
          <button type="button" onClick={queue.reload} className="min-h-11 font-semibold underline">
            {copy.retry}
          </button>
        </Alert>
      ) : null}

      {queue.items && queue.items.length > 0 ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-line bg-surface p-3">
          <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-ink">
            <input
              type="checkbox"
              className="size-5"
              checked={chosen.length === ids.length}
              onChange={(event) => setSelected(new Set(event.currentTarget.checked ? ids : []))}
            />
            {copy.selectAll}
          </label>
          <span className="text-sm text-muted" aria-live="polite">
            {copy.selected(chosen.length)}
          </span>
          <Actions
            disabled={queue.busy || chosen.length === 0}
            onAct={(action) => void act(chosen, action)}
            label={copy.selectedSuffix}
          />
        </div>
      ) : null}

      {queue.items === null && !queue.failed ? <p className="text-muted">{copy.loading}</p> : null}
      {queue.items?.length === 0 ? <p className="text-muted">{copy.empty}</p> : null}

      <ol className="grid gap-4">
        {queue.items?.map((item) => (
          <QueueItem
            key={item.id}
            item={item}
            now={now}
            checked={selected.has(item.id)}
            onToggle={() => toggle(item.id)}
            busy={queue.busy}
            onAct={(action) => void act([item.id], action)}
          />
        ))}
      </ol>

      {queue.pages > 1 ? (
        <nav aria-label={copy.pagesLabel} className="flex gap-3">
          <Button
            variant="outline"
            disabled={queue.page <= 1}
            onClick={() => queue.setPage(queue.page - 1)}
          >
            {copy.previous}
          </Button>
          <Button
            variant="outline"
            disabled={queue.page >= queue.pages}
            onClick={() => queue.setPage(queue.page + 1)}
          >
            {copy.next}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

function QueueItem({
  item,
  now,
  checked,
  onToggle,
  busy,
  onAct,
}: {
  item: ModerationItem;
  now: number;
  checked: boolean;
  onToggle: () => void;
  busy: boolean;
  onAct: (action: ModerationAction) => void;
}) {
  const labelId = `queue-${item.id}`;
  return (
    <li className="rounded-(--radius-card) border border-line bg-white p-4 shadow-(--shadow-card)">
      <div className="flex flex-wrap items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-5"
          checked={checked}
          onChange={onToggle}
          aria-labelledby={labelId}
        />
        <div className="min-w-0 flex-1">
          <p id={labelId} className="font-semibold text-ink">
            {copy.commentBy(item.authorName)}{' '}
            <span
              className={cn(
                'ml-1 rounded-full px-2 py-0.5 text-xs font-semibold',
                STATUS_TONE[item.status],
              )}
            >
              {copy.statuses[item.status]}
            </span>
          </p>
          <p className="text-sm break-all text-muted">
            <a href={`mailto:${item.authorEmail}`} className="underline">
              {item.authorEmail}
            </a>
            {item.authorWebsite ? (
              <>
                {' · '}
                <a
                  href={item.authorWebsite}
                  rel="ugc nofollow noopener noreferrer"
                  target="_blank"
                  className="underline"
                >
                  {item.authorWebsite}
                </a>
              </>
            ) : null}
            {' · '}
            <time dateTime={item.createdAt}>{relativeTime(item.createdAt, now)}</time>
          </p>
          {item.heldFor && item.status !== 'approved' ? (
            <HeldBecause reason={item.heldFor} />
          ) : null}
          <p className="mt-1 text-sm text-muted">
            {copy.on}{' '}
            {item.contentPath ? (
              <Link
                to={`${item.contentPath}#comments`}
                className="font-semibold text-brand-700 underline"
              >
                {item.contentTitle}
              </Link>
            ) : (
              copy.removedContent
            )}
            {item.parentId ? ` · ${copy.isReply}` : ''}
          </p>
          <p className="mt-3 break-words whitespace-pre-line text-ink">{item.content}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Actions
              disabled={busy}
              onAct={onAct}
              hide={item.status}
              label={copy.itemSuffix(item.authorName)}
            />
          </div>
        </div>
      </div>
    </li>
  );
}

/** Why the comment waits; a staff address typed by someone else stands out as a warning. */
function HeldBecause({ reason }: { reason: CommentHoldReason }) {
  const text = `${copy.heldBecause} ${copy.heldFor[reason]}`;
  if (reason !== 'staff-address') return <p className="mt-1 text-sm text-muted">{text}</p>;
  return (
    <p className="mt-2 flex items-start gap-2 rounded-lg border border-red-200 bg-danger-50 p-2 text-sm font-semibold text-danger-700">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {text}
    </p>
  );
}

/** Approve, Mark as spam and Delete; `hide` leaves out the action the status already is. */
function Actions({
  disabled,
  onAct,
  hide,
  label,
}: {
  disabled: boolean;
  onAct: (action: ModerationAction) => void;
  hide?: ModerationItem['status'];
  /** Said after each button's name to screen readers ("… the comment by Priya"). */
  label: string;
}) {
  return (
    <>
      {hide !== 'approved' ? (
        <Button size="sm" disabled={disabled} onClick={() => onAct('approve')}>
          <Check aria-hidden="true" className="size-4" />
          {copy.approve}
          <span className="sr-only"> {label}</span>
        </Button>
      ) : null}
      {hide !== 'spam' ? (
        <Button size="sm" variant="outline" disabled={disabled} onClick={() => onAct('spam')}>
          <ShieldAlert aria-hidden="true" className="size-4" />
          {copy.spam}
          <span className="sr-only"> {label}</span>
        </Button>
      ) : null}
      <Button size="sm" variant="ghost" disabled={disabled} onClick={() => onAct('delete')}>
        <Trash2 aria-hidden="true" className="size-4" />
        {copy.remove}
        <span className="sr-only"> {label}</span>
      </Button>
    </>
  );
}
