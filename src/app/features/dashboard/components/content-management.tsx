import { Eye, FilePlus2, MessageSquare, Pencil, Send, Trash2 } from 'lucide-react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useFetcher, type FetcherWithComponents } from 'react-router';
import type { PublishingStatus, ReviewState } from '../../../../shared/publishing.ts';
import { REVIEW_MESSAGES } from '../../../../shared/review-messages.ts';
import type { ContentActions } from '../../../../shared/roles.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { announceContentChange } from '../../../lib/api/content-changes.ts';
import { cn } from '../../../lib/cn.ts';
import { useFetcherAnswer } from '../../../lib/forms/use-fetcher-answer.ts';
import { CsrfField } from '../../accounts/public.ts';
import { RowFiguresLine, type RowFigures } from '../../analytics/public.ts';
import { useToast } from '../../toast/public.ts';
import { byUpdatedDesc } from '../blog-stats.ts';
import {
  DASHBOARD_FIELDS as FIELDS,
  type DashboardIntent,
  type DashboardOutcome,
} from '../dashboard-outcomes.ts';

/** What the dashboard lists of any authored content (posts, case studies). */
export interface ManagedItem {
  id: string;
  slug: string;
  title: string;
  status: PublishingStatus;
  views: number;
  updatedAt: string;
  publishedAt?: string | null;
  commentCount?: number;
  commentsOpen?: boolean;
  /** Where a draft stands in review (the writer's and the editors' lists). */
  reviewState?: ReviewState | null;
}

/** The words, addresses and actions of one kind of content in the dashboard. */
export interface ManagedKind {
  headingId: string;
  heading: string;
  newLabel: string;
  newTo: string;
  loading: string;
  empty: string;
  editPath: (slug: string) => string;
  viewPath: (slug: string) => string;
  deleteTitle: string;
  deleteConfirm: string;
  /** What each of a row's forms posts as its `intent` (comments: only posts have the switch). */
  intents: { publish: DashboardIntent; remove: DashboardIntent; comments?: DashboardIntent };
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const count = new Intl.NumberFormat('en-GB');

const BADGES: Record<PublishingStatus, { label: string; className: string }> = {
  draft: { label: 'Draft', className: 'bg-slate-100 text-slate-800' },
  published: { label: 'Published', className: 'bg-success-50 text-success-700' },
  scheduled: { label: 'Scheduled', className: 'bg-brand-50 text-brand-800' },
};

const actionClasses =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50';

type RowFetcher = FetcherWithComponents<DashboardOutcome>;

/** The fetcher of one row's forms: the row and the delete dialog find it by the item's id. */
const rowFetcherKey = (id: string) => `dashboard-content-${id}`;

/** The intent a row's fetcher is sending (its post, then the lists read again), if any. */
function sendingIntent(fetcher: RowFetcher): FormDataEntryValue | null | undefined {
  return fetcher.state === 'idle' ? undefined : fetcher.formData?.get(FIELDS.intent);
}

/**
 * One action of a row: a form posting its intent and the item's id to the
 * dashboard's action, through the row's fetcher once the page has hydrated
 * and as a plain form post before that (or without JavaScript: the page
 * that answers shows the outcome and the lists read after it). A press
 * while the row's fetcher is still busy is not sent, so no answer is
 * dropped for a newer one.
 */
function RowForm({
  fetcher,
  intent,
  id,
  onSubmit,
  children,
}: {
  fetcher: RowFetcher;
  intent: DashboardIntent;
  id: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <fetcher.Form
      method="post"
      className="contents"
      onSubmit={(event) => {
        if (onSubmit) onSubmit(event);
        else if (fetcher.state !== 'idle') event.preventDefault();
      }}
    >
      <CsrfField />
      <input type="hidden" name={FIELDS.intent} value={intent} />
      <input type="hidden" name={FIELDS.id} value={id} />
      {children}
    </fetcher.Form>
  );
}

function ItemRow<T extends ManagedItem>({
  item,
  kind,
  may,
  figures,
  onDelete,
}: {
  item: T;
  kind: ManagedKind;
  /** What the signed-in role may do with this item (the server checks again). */
  may: ContentActions;
  /** The item's last 30 days, when it is published and they could be read. */
  figures: RowFigures | undefined;
  /** Asks before deleting: the dialog sends the row's delete form once confirmed. */
  onDelete: (item: T, form: FormData) => void;
}) {
  const toast = useToast();
  const fetcher = useFetcher<DashboardOutcome>({ key: rowFetcherKey(item.id) });
  const sending = sendingIntent(fetcher);
  const publishing = sending === kind.intents.publish;
  const switching = sending !== undefined && sending === kind.intents.comments;
  useFetcherAnswer(fetcher, (outcome) => {
    // A deletion's answer is the dialog's (the row is gone once it succeeded).
    if (outcome.intent === kind.intents.remove) return;
    if (!outcome.ok) return toast.error(outcome.message);
    announceContentChange();
    toast.success(outcome.message);
  });
  const badge = BADGES[item.status];
  const published = item.status === 'published';
  return (
    <li className="grid gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-base font-semibold break-words text-ink">{item.title}</h3>
          <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', badge.className)}>
            {badge.label}
          </span>
          {item.status === 'draft' && item.reviewState ? (
            <span
              data-review={item.reviewState}
              className={cn(
                'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                item.reviewState === 'submitted'
                  ? 'bg-brand-50 text-brand-700'
                  : 'bg-amber-100 text-amber-950',
              )}
            >
              {item.reviewState === 'submitted'
                ? REVIEW_MESSAGES.waiting
                : REVIEW_MESSAGES.sentBack}
            </span>
          ) : null}
        </div>
        <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          <span>Updated {dateFormat.format(new Date(item.updatedAt))}</span>
          {item.status === 'scheduled' && item.publishedAt ? (
            <span>Publishes {timeFormat.format(new Date(item.publishedAt))}</span>
          ) : null}
          {published ? (
            <span className="inline-flex items-center gap-1">
              <Eye aria-hidden="true" className="size-4" />
              {count.format(item.views)} {item.views === 1 ? 'view' : 'views'}
            </span>
          ) : null}
          {published && item.commentCount !== undefined ? (
            <span className="inline-flex items-center gap-1">
              <MessageSquare aria-hidden="true" className="size-4" />
              {count.format(item.commentCount)} {item.commentCount === 1 ? 'comment' : 'comments'}
            </span>
          ) : null}
        </p>
        {published && figures ? <RowFiguresLine figures={figures} /> : null}
      </div>
      <div className="flex flex-wrap gap-1">
        {may.edit ? (
          <Link to={kind.editPath(item.slug)} className={actionClasses}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit<span className="sr-only"> {item.title}</span>
          </Link>
        ) : null}
        {published ? (
          <Link to={kind.viewPath(item.slug)} className={actionClasses}>
            <Eye aria-hidden="true" className="size-4" />
            View<span className="sr-only"> {item.title}</span>
          </Link>
        ) : null}
        {item.status === 'draft' && may.publish ? (
          <RowForm fetcher={fetcher} intent={kind.intents.publish} id={item.id}>
            <button
              type="submit"
              className={actionClasses}
              disabled={publishing}
              aria-busy={publishing || undefined}
            >
              <Send aria-hidden="true" className="size-4" />
              {publishing ? 'Publishing...' : 'Publish'}
              <span className="sr-only"> {item.title}</span>
            </button>
          </RowForm>
        ) : null}
        {kind.intents.comments && item.commentsOpen !== undefined && may.publish ? (
          <RowForm fetcher={fetcher} intent={kind.intents.comments} id={item.id}>
            <input type="hidden" name={FIELDS.commentsOpen} value={String(!item.commentsOpen)} />
            <button
              type="submit"
              role="switch"
              aria-checked={item.commentsOpen}
              className={actionClasses}
              disabled={switching}
            >
              <MessageSquare aria-hidden="true" className="size-4" />
              {item.commentsOpen ? 'Comments open' : 'Comments closed'}
              <span className="sr-only"> on {item.title}</span>
            </button>
          </RowForm>
        ) : null}
        {may.remove ? (
          <RowForm
            fetcher={fetcher}
            intent={kind.intents.remove}
            id={item.id}
            onSubmit={(event) => {
              // Once hydrated the dialog asks first and sends this form when confirmed.
              // Without JavaScript the browser posts it at once: the deletion is not confirmed.
              event.preventDefault();
              onDelete(item, new FormData(event.currentTarget));
            }}
          >
            <button
              type="submit"
              className={cn(actionClasses, 'text-danger-700 hover:bg-danger-50')}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Delete<span className="sr-only"> {item.title}</span>
            </button>
          </RowForm>
        ) : null}
      </div>
    </li>
  );
}

/** The item the delete dialog asks about, with its row's form; `round` counts the askings. */
interface DeleteRequest<T> {
  item: T;
  form: FormData;
  round: number;
}

/**
 * The delete dialog's question and buttons for one item: Delete sends the
 * row's form through the row's fetcher; its answer closes the dialog with
 * a toast, or shows the failure under the question.
 */
function DeleteConfirmation<T extends ManagedItem>({
  kind,
  request,
  onCancel,
  onDeleted,
}: {
  kind: ManagedKind;
  request: DeleteRequest<T>;
  onCancel: () => void;
  onDeleted: () => void;
}) {
  const toast = useToast();
  const fetcher = useFetcher<DashboardOutcome>({ key: rowFetcherKey(request.item.id) });
  const busy = fetcher.state !== 'idle';
  const deleting = sendingIntent(fetcher) === kind.intents.remove;
  // Whether the deletion under way is this dialog's: the row's fetcher may hold an older answer.
  const asked = useRef(deleting);
  const [failure, setFailure] = useState<string | null>(null);
  useFetcherAnswer(fetcher, (outcome) => {
    if (!asked.current || outcome.intent !== kind.intents.remove) return;
    asked.current = false;
    if (!outcome.ok) return setFailure(outcome.message);
    announceContentChange();
    toast.success(outcome.message);
    onDeleted();
  });

  const confirm = () => {
    if (busy) return;
    asked.current = true;
    setFailure(null);
    void fetcher.submit(request.form, { method: 'post' });
  };

  return (
    <>
      <p className="font-medium break-words text-ink">{request.item.title}</p>
      {failure ? (
        <Alert tone="error" className="mt-3">
          {failure}
        </Alert>
      ) : null}
      <div className="mt-5 flex flex-wrap gap-2">
        <Button
          className="bg-danger-700 hover:bg-red-800"
          disabled={busy}
          aria-busy={deleting || undefined}
          onClick={confirm}
        >
          {deleting ? 'Deleting...' : 'Delete'}
        </Button>
        <Button variant="outline" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </>
  );
}

/**
 * One kind of authored content with its status, and the actions on each
 * item (spec: /dashboard): edit, view, Publish on drafts, delete after a
 * confirmation, and (for posts) opening or closing comments. Each action is
 * a form posting to the dashboard's action (`dashboard-action.ts`); the
 * list is the loader's, read again after every change.
 */
export function ContentManagement<T extends ManagedItem>({
  kind,
  items,
  mayDo,
  figures,
}: {
  kind: ManagedKind;
  items: T[] | null;
  /** What the signed-in role may do with each item. */
  mayDo: (item: T) => ContentActions;
  /** Each published item's last 30 days, by id (null: they could not be read). */
  figures: Record<string, RowFigures> | null;
}) {
  const [asking, setAsking] = useState<DeleteRequest<T> | null>(null);
  const [open, setOpen] = useState(false);

  return (
    <section
      aria-labelledby={kind.headingId}
      className="rounded-(--radius-card) border border-line bg-white shadow-(--shadow-card)"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line p-4">
        <h2 id={kind.headingId} className="text-xl font-semibold text-ink">
          {kind.heading}
        </h2>
        <ButtonLink to={kind.newTo} size="sm">
          <FilePlus2 aria-hidden="true" className="size-4" />
          {kind.newLabel}
        </ButtonLink>
      </div>
      {items === null ? (
        <p role="status" className="p-4 text-muted">
          {kind.loading}
        </p>
      ) : items.length === 0 ? (
        <p className="p-4 text-muted">{kind.empty}</p>
      ) : (
        <ul className="divide-y divide-line">
          {byUpdatedDesc(items).map((item) => (
            <ItemRow
              key={item.id}
              item={item}
              kind={kind}
              may={mayDo(item)}
              figures={figures?.[item.id]}
              onDelete={(target, form) => {
                setAsking((last) => ({ item: target, form, round: (last?.round ?? 0) + 1 }));
                setOpen(true);
              }}
            />
          ))}
        </ul>
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={kind.deleteTitle}
        description={kind.deleteConfirm}
      >
        {/* Kept while a deletion is under way, even if the dialog was closed: its answer still counts. */}
        {asking ? (
          <DeleteConfirmation
            key={asking.round}
            kind={kind}
            request={asking}
            onCancel={() => setOpen(false)}
            onDeleted={() => {
              setOpen(false);
              setAsking(null);
            }}
          />
        ) : null}
      </Dialog>
    </section>
  );
}
