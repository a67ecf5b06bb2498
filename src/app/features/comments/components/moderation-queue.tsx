import { Check, LoaderCircle, ShieldAlert, Trash2, TriangleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useActionData, useLocation } from 'react-router';
import { COMMENT_MESSAGES } from '../../../../shared/comment-messages.ts';
import type {
  CommentHoldReason,
  ModerationAction,
  ModerationItem,
} from '../../../../shared/comments.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FilterChips, ListPager } from '../../../components/ui/list-navigation.tsx';
import type { ModerationPage } from '../../../lib/api/comments.ts';
import { cn } from '../../../lib/cn.ts';
import { useHydrated } from '../../../lib/forms/page-forms.ts';
import { CsrfField } from '../../accounts/public.ts';
import { moderationCopy as copy } from '../content/moderation-copy.ts';
import {
  MODERATION_FIELDS as FIELDS,
  QUEUE_FILTERS,
  queueHref,
  type ModerationOutcome,
  type QueueView,
} from '../moderation-data.ts';
import { relativeTime } from '../relative-time.ts';
import { useModerationQueue, type Moderation } from './use-moderation-queue.ts';

const STATUS_TONE = {
  approved: 'bg-success-50 text-success-700',
  pending: 'bg-amber-50 text-amber-900',
  spam: 'bg-danger-50 text-danger-700',
} as const;

/** The form the selected comments' checkboxes belong to (they sit in the list, outside it). */
const BULK_FORM = 'moderation-bulk';

/**
 * Staff: comments waiting for moderation, with the actions on one or several.
 * The comments come from the route's loader (the status and page from the
 * address); every action is a form posted to the route's action, through a
 * fetcher once hydrated and as a plain form before (or without JavaScript).
 */
export function ModerationQueue({
  view,
  queue,
  now,
}: {
  view: QueueView;
  queue: ModerationPage | null;
  now: number;
}) {
  const moderation = useModerationQueue();
  const returned = useActionData<ModerationOutcome>();
  const hydrated = useHydrated();
  const { search } = useLocation();
  const items = queue?.comments ?? [];
  const ids = items.map((item) => item.id);
  // The ticks belong to one view (status and page) and are cleared after each done action.
  const [ticks, setTicks] = useState({ view: search, done: 0, ids: new Set<string>() });
  const selected =
    ticks.view === search && ticks.done === moderation.done ? ticks.ids : new Set<string>();
  const chosen = ids.filter((id) => selected.has(id));
  const select = (next: Set<string>) =>
    setTicks({ view: search, done: moderation.done, ids: next });

  function toggle(id: string) {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    select(next);
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

      <FilterChips
        label={copy.filterLabel}
        chips={QUEUE_FILTERS.map((filter) => ({
          id: filter,
          name: copy.filters[filter],
          href: queueHref({ filter, page: 1 }),
          current: view.filter === filter,
          count: queue ? copy.countOf(filter, queue.counts) : undefined,
        }))}
      />

      {returned?.intent === 'moderate' ? (
        <Alert tone={returned.ok ? 'success' : 'error'}>{returned.message}</Alert>
      ) : null}
      {returned?.intent === 'confirm-delete' ? (
        <ConfirmDelete ids={returned.ids} view={view} moderation={moderation} />
      ) : null}

      {queue === null ? (
        <Alert tone="error">
          {COMMENT_MESSAGES.fetchFailed}{' '}
          <Link to={queueHref(view)} className="inline-flex min-h-11 font-semibold underline">
            {copy.retry}
          </Link>
        </Alert>
      ) : null}

      {items.length > 0 ? (
        <ModerationForm
          moderation={moderation}
          id={BULK_FORM}
          className="flex flex-wrap items-center gap-3 rounded-lg border border-line bg-surface p-3"
        >
          {hydrated ? (
            <>
              <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-ink">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={chosen.length === ids.length}
                  onChange={(event) => select(new Set(event.currentTarget.checked ? ids : []))}
                />
                {copy.selectAll}
              </label>
              <span className="text-sm text-muted" aria-live="polite">
                {copy.selected(chosen.length)}
              </span>
            </>
          ) : (
            <span className="text-sm text-muted">{copy.selectHint}</span>
          )}
          <Actions
            moderation={moderation}
            // Before hydration the ticks are the browser's own: the server checks there is one.
            disabled={hydrated && chosen.length === 0}
            pending={moderation.pendingFor(chosen)}
            label={copy.selectedSuffix}
          />
        </ModerationForm>
      ) : null}

      {queue?.comments.length === 0 ? <p className="text-muted">{copy.empty}</p> : null}

      <ol className="grid gap-4">
        {items.map((item) => (
          <QueueItem
            key={item.id}
            item={item}
            now={now}
            checked={selected.has(item.id)}
            onToggle={() => toggle(item.id)}
            moderation={moderation}
          />
        ))}
      </ol>

      {queue ? (
        <ListPager
          current={view.page}
          pages={queue.pagination.pages}
          hrefFor={(page) => queueHref({ filter: view.filter, page })}
          copy={{ label: copy.pagesLabel, previous: copy.previous, next: copy.next }}
        />
      ) : null}
    </div>
  );
}

/** Without JavaScript a deletion comes back here to be confirmed (the browser's dialog once hydrated). */
function ConfirmDelete({
  ids,
  view,
  moderation,
}: {
  ids: string[];
  view: QueueView;
  moderation: Moderation;
}) {
  return (
    <section
      aria-labelledby="confirm-delete-heading"
      className="grid gap-3 rounded-lg border border-red-200 bg-danger-50 p-4"
    >
      <h2 id="confirm-delete-heading" className="font-semibold text-danger-700">
        {copy.confirmDelete(ids.length)}
      </h2>
      <ModerationForm
        moderation={moderation}
        className="flex flex-wrap items-center gap-3"
        confirmed
      >
        {ids.map((id) => (
          <input key={id} type="hidden" name={FIELDS.ids} value={id} />
        ))}
        <Button
          type="submit"
          variant="danger"
          size="sm"
          name={FIELDS.action}
          value="delete"
          disabled={moderation.busy}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {copy.remove}
        </Button>
        <Link to={queueHref(view)} className="inline-flex min-h-11 items-center font-semibold">
          {copy.cancel}
        </Link>
      </ModerationForm>
    </section>
  );
}

function QueueItem({
  item,
  now,
  checked,
  onToggle,
  moderation,
}: {
  item: ModerationItem;
  now: number;
  checked: boolean;
  onToggle: () => void;
  moderation: Moderation;
}) {
  const labelId = `queue-${item.id}`;
  return (
    <li className="rounded-(--radius-card) border border-line bg-white p-4 shadow-(--shadow-card)">
      <div className="flex flex-wrap items-start gap-3">
        <input
          type="checkbox"
          form={BULK_FORM}
          name={FIELDS.ids}
          value={item.id}
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
          <ModerationForm moderation={moderation} className="mt-3 flex flex-wrap gap-2">
            <input type="hidden" name={FIELDS.ids} value={item.id} />
            <Actions
              moderation={moderation}
              disabled={false}
              pending={moderation.pendingFor([item.id])}
              hide={item.status}
              label={copy.itemSuffix(item.authorName)}
            />
          </ModerationForm>
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

const ACTION_BUTTONS = [
  { action: 'approve', variant: 'primary', icon: Check, text: copy.approve },
  { action: 'spam', variant: 'outline', icon: ShieldAlert, text: copy.spam },
  { action: 'delete', variant: 'ghost', icon: Trash2, text: copy.remove },
] as const;

/**
 * Approve, Mark as spam and Delete, the submit buttons of their form; `hide`
 * leaves out the action the status already is. While one is sent every
 * button waits, and the one pressed turns.
 */
function Actions({
  moderation,
  disabled,
  pending,
  hide,
  label,
}: {
  moderation: Moderation;
  disabled: boolean;
  /** The action these comments are being sent with, if any. */
  pending: ModerationAction | undefined;
  hide?: ModerationItem['status'];
  /** Said after each button's name to screen readers ("… the comment by Priya"). */
  label: string;
}) {
  return (
    <>
      {ACTION_BUTTONS.filter(({ action }) => action !== hideAction(hide)).map(
        ({ action, variant, icon: Icon, text }) => (
          <Button
            key={action}
            type="submit"
            size="sm"
            variant={variant}
            name={FIELDS.action}
            value={action}
            disabled={disabled || moderation.busy}
          >
            {pending === action ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <Icon aria-hidden="true" className="size-4" />
            )}
            {text}
            <span className="sr-only"> {label}</span>
          </Button>
        ),
      )}
    </>
  );
}

/** The action a status already is (an approved comment has no Approve). */
const hideAction = (status: ModerationItem['status'] | undefined): ModerationAction | undefined =>
  status === 'approved' ? 'approve' : status === 'spam' ? 'spam' : undefined;

/**
 * One of the queue's forms: posted to the route's action through the queue's
 * fetcher, with the session's form token. Once hydrated a deletion is
 * confirmed in the browser's dialog first; before, the action asks for it
 * (`confirmed` marks the second step).
 */
function ModerationForm({
  moderation,
  confirmed = false,
  children,
  ...rest
}: {
  moderation: Moderation;
  confirmed?: boolean;
  children: ReactNode;
  id?: string;
  className?: string;
}) {
  const hydrated = useHydrated();
  const { Form } = moderation.fetcher;
  return (
    <Form
      method="post"
      preventScrollReset
      onSubmit={confirmed ? undefined : moderation.confirmDelete}
      {...rest}
    >
      <CsrfField />
      {confirmed || hydrated ? <input type="hidden" name={FIELDS.confirmed} value="yes" /> : null}
      {children}
    </Form>
  );
}
