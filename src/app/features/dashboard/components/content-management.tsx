import { Eye, FilePlus2, MessageSquare, Pencil, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PublishingStatus } from '../../../../shared/publishing.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { cn } from '../../../lib/cn.ts';
import { useToast } from '../../toast/public.ts';
import { byUpdatedDesc } from '../blog-stats.ts';

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
}

/** The words and addresses of one kind of content in the dashboard. */
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
  messages: {
    statusChanged: string;
    updateFailed: string;
    deleted: string;
    deleteFailed: string;
    deleteConfirm: string;
  };
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

function ItemRow<T extends ManagedItem>({
  item,
  kind,
  onPublish,
  onDelete,
  onToggleComments,
}: {
  item: T;
  kind: ManagedKind;
  onPublish: (item: T) => Promise<void>;
  onDelete: (item: T) => void;
  onToggleComments: ((item: T) => Promise<void>) | undefined;
}) {
  const [publishing, setPublishing] = useState(false);
  const [switching, setSwitching] = useState(false);
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
      </div>
      <div className="flex flex-wrap gap-1">
        <Link to={kind.editPath(item.slug)} className={actionClasses}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit<span className="sr-only"> {item.title}</span>
        </Link>
        {published ? (
          <Link to={kind.viewPath(item.slug)} className={actionClasses}>
            <Eye aria-hidden="true" className="size-4" />
            View<span className="sr-only"> {item.title}</span>
          </Link>
        ) : null}
        {item.status === 'draft' ? (
          <button
            type="button"
            className={actionClasses}
            disabled={publishing}
            aria-busy={publishing || undefined}
            onClick={() => {
              setPublishing(true);
              void onPublish(item).finally(() => setPublishing(false));
            }}
          >
            <Send aria-hidden="true" className="size-4" />
            {publishing ? 'Publishing...' : 'Publish'}
            <span className="sr-only"> {item.title}</span>
          </button>
        ) : null}
        {onToggleComments && item.commentsOpen !== undefined ? (
          <button
            type="button"
            role="switch"
            aria-checked={item.commentsOpen}
            className={actionClasses}
            disabled={switching}
            onClick={() => {
              setSwitching(true);
              void onToggleComments(item).finally(() => setSwitching(false));
            }}
          >
            <MessageSquare aria-hidden="true" className="size-4" />
            {item.commentsOpen ? 'Comments open' : 'Comments closed'}
            <span className="sr-only"> on {item.title}</span>
          </button>
        ) : null}
        <button
          type="button"
          className={cn(actionClasses, 'text-danger-700 hover:bg-danger-50')}
          onClick={() => onDelete(item)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete<span className="sr-only"> {item.title}</span>
        </button>
      </div>
    </li>
  );
}

/**
 * One kind of authored content with its status, and the actions on each
 * item (spec: /dashboard): edit, view, Publish on drafts, delete after a
 * confirmation, and (for posts) opening or closing comments.
 */
export function ContentManagement<T extends ManagedItem>({
  kind,
  items,
  onPublish,
  onRemove,
  onToggleComments,
}: {
  kind: ManagedKind;
  items: T[] | null;
  onPublish: (item: T) => Promise<string | undefined>;
  onRemove: (item: T) => Promise<boolean>;
  onToggleComments?: (item: T) => Promise<string | undefined>;
}) {
  const toast = useToast();
  const [deleting, setDeleting] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleteFailed, setDeleteFailed] = useState(false);
  const { messages } = kind;

  const publish = async (item: T) => {
    const problem = await onPublish(item);
    if (problem === undefined) toast.success(messages.statusChanged);
    else toast.error(problem || messages.updateFailed);
  };

  const toggleComments = onToggleComments
    ? async (item: T) => {
        const problem = await onToggleComments(item);
        if (problem === undefined) {
          toast.success(item.commentsOpen ? 'Comments closed' : 'Comments opened');
        } else toast.error(problem || messages.updateFailed);
      }
    : undefined;

  const confirmDelete = async () => {
    if (!deleting || busy) return;
    setBusy(true);
    setDeleteFailed(false);
    const ok = await onRemove(deleting);
    setBusy(false);
    if (!ok) return setDeleteFailed(true);
    setDeleting(null);
    toast.success(messages.deleted);
  };

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
              onPublish={publish}
              onToggleComments={toggleComments}
              onDelete={(target) => {
                setDeleteFailed(false);
                setDeleting(target);
              }}
            />
          ))}
        </ul>
      )}
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={kind.deleteTitle}
        description={messages.deleteConfirm}
      >
        <p className="font-medium break-words text-ink">{deleting?.title}</p>
        {deleteFailed ? (
          <Alert tone="error" className="mt-3">
            {messages.deleteFailed}
          </Alert>
        ) : null}
        <div className="mt-5 flex flex-wrap gap-2">
          <Button
            className="bg-danger-700 hover:bg-red-800"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => void confirmDelete()}
          >
            {busy ? 'Deleting...' : 'Delete'}
          </Button>
          <Button variant="outline" disabled={busy} onClick={() => setDeleting(null)}>
            Cancel
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
