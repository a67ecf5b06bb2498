import { Eye, FilePlus2, MessageSquare, Pencil, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type BlogStatus, type BlogSummary } from '../../../../shared/blog.ts';
import { BLOG_MESSAGES } from '../../../../shared/blog-authoring.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { cn } from '../../../lib/cn.ts';
import { useToast } from '../../toast/public.ts';
import { byUpdatedDesc } from '../blog-stats.ts';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const count = new Intl.NumberFormat('en-GB');

const BADGES: Record<BlogStatus, { label: string; className: string }> = {
  draft: { label: 'Draft', className: 'bg-slate-100 text-slate-800' },
  published: { label: 'Published', className: 'bg-success-50 text-success-700' },
  scheduled: { label: 'Scheduled', className: 'bg-brand-50 text-brand-800' },
};

const actionClasses =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50';

function BlogRow({
  blog,
  onPublish,
  onDelete,
  onToggleComments,
}: {
  blog: BlogSummary;
  onPublish: (blog: BlogSummary) => Promise<void>;
  onDelete: (blog: BlogSummary) => void;
  onToggleComments: (blog: BlogSummary) => Promise<void>;
}) {
  const [publishing, setPublishing] = useState(false);
  const [switching, setSwitching] = useState(false);
  const badge = BADGES[blog.status];
  return (
    <li className="grid gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-base font-semibold break-words text-ink">{blog.title}</h3>
          <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', badge.className)}>
            {badge.label}
          </span>
        </div>
        <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          <span>Updated {dateFormat.format(new Date(blog.updatedAt))}</span>
          {blog.status === 'scheduled' && blog.publishedAt ? (
            <span>Publishes {timeFormat.format(new Date(blog.publishedAt))}</span>
          ) : null}
          {blog.status === 'published' ? (
            <span className="inline-flex items-center gap-1">
              <Eye aria-hidden="true" className="size-4" />
              {count.format(blog.views)} {blog.views === 1 ? 'view' : 'views'}
            </span>
          ) : null}
          {blog.status === 'published' ? (
            <span className="inline-flex items-center gap-1">
              <MessageSquare aria-hidden="true" className="size-4" />
              {count.format(blog.commentCount)} {blog.commentCount === 1 ? 'comment' : 'comments'}
            </span>
          ) : null}
        </p>
      </div>
      <div className="flex flex-wrap gap-1">
        <Link to={`/edit-blog/${blog.slug}`} className={actionClasses}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit<span className="sr-only"> {blog.title}</span>
        </Link>
        {blog.status === 'published' ? (
          <Link to={`/blog/${blog.slug}`} className={actionClasses}>
            <Eye aria-hidden="true" className="size-4" />
            View<span className="sr-only"> {blog.title}</span>
          </Link>
        ) : null}
        {blog.status === 'draft' ? (
          <button
            type="button"
            className={actionClasses}
            disabled={publishing}
            aria-busy={publishing || undefined}
            onClick={() => {
              setPublishing(true);
              void onPublish(blog).finally(() => setPublishing(false));
            }}
          >
            <Send aria-hidden="true" className="size-4" />
            {publishing ? 'Publishing...' : 'Publish'}
            <span className="sr-only"> {blog.title}</span>
          </button>
        ) : null}
        <button
          type="button"
          role="switch"
          aria-checked={blog.commentsOpen}
          className={actionClasses}
          disabled={switching}
          onClick={() => {
            setSwitching(true);
            void onToggleComments(blog).finally(() => setSwitching(false));
          }}
        >
          <MessageSquare aria-hidden="true" className="size-4" />
          {blog.commentsOpen ? 'Comments open' : 'Comments closed'}
          <span className="sr-only"> on {blog.title}</span>
        </button>
        <button
          type="button"
          className={cn(actionClasses, 'text-danger-700 hover:bg-danger-50')}
          onClick={() => onDelete(blog)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete<span className="sr-only"> {blog.title}</span>
        </button>
      </div>
    </li>
  );
}

/** The author's posts with their status, and the actions on each (spec: /dashboard). */
export function BlogManagement({
  blogs,
  onPublish,
  onRemove,
  onToggleComments,
}: {
  blogs: BlogSummary[] | null;
  onPublish: (blog: BlogSummary) => Promise<string | undefined>;
  onRemove: (blog: BlogSummary) => Promise<boolean>;
  onToggleComments: (blog: BlogSummary) => Promise<string | undefined>;
}) {
  const toast = useToast();
  const [deleting, setDeleting] = useState<BlogSummary | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleteFailed, setDeleteFailed] = useState(false);

  const publish = async (blog: BlogSummary) => {
    const problem = await onPublish(blog);
    if (problem === undefined) toast.success(BLOG_MESSAGES.statusChanged);
    else toast.error(problem || BLOG_MESSAGES.updateFailed);
  };

  const toggleComments = async (blog: BlogSummary) => {
    const problem = await onToggleComments(blog);
    if (problem === undefined) {
      toast.success(blog.commentsOpen ? 'Comments closed' : 'Comments opened');
    } else toast.error(problem || BLOG_MESSAGES.updateFailed);
  };

  const confirmDelete = async () => {
    if (!deleting || busy) return;
    setBusy(true);
    setDeleteFailed(false);
    const ok = await onRemove(deleting);
    setBusy(false);
    if (!ok) return setDeleteFailed(true);
    setDeleting(null);
    toast.success(BLOG_MESSAGES.deleted);
  };

  return (
    <section
      aria-labelledby="blogs-heading"
      className="rounded-(--radius-card) border border-line bg-white shadow-(--shadow-card)"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line p-4">
        <h2 id="blogs-heading" className="text-xl font-semibold text-ink">
          Your blog posts
        </h2>
        <ButtonLink to="/create-blog" size="sm">
          <FilePlus2 aria-hidden="true" className="size-4" />
          New post
        </ButtonLink>
      </div>
      {blogs === null ? (
        <p role="status" className="p-4 text-muted">
          Loading your posts...
        </p>
      ) : blogs.length === 0 ? (
        <p className="p-4 text-muted">
          You have not written a blog post yet. Drafts, scheduled and published posts appear here.
        </p>
      ) : (
        <ul className="divide-y divide-line">
          {byUpdatedDesc(blogs).map((blog) => (
            <BlogRow
              key={blog.id}
              blog={blog}
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
        title="Delete blog post"
        description={BLOG_MESSAGES.deleteConfirm}
      >
        <p className="font-medium break-words text-ink">{deleting?.title}</p>
        {deleteFailed ? (
          <Alert tone="error" className="mt-3">
            {BLOG_MESSAGES.deleteFailed}
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
