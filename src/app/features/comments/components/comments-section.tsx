import { MessageSquare } from 'lucide-react';
import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Form, useLocation } from 'react-router';
import {
  COMMENT_SORT_LABELS,
  COMMENT_SORTS,
  type CommentContentType,
  type CommentView,
} from '../../../../shared/comments.ts';
import { COMMENT_READING_MESSAGES } from '../../../../shared/comments.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { onDemand } from '../../../lib/on-demand.ts';
import type { CommentOutcome } from '../comments-action.ts';
import { CommentsContext, type CommentsSectionState } from '../comments-context.ts';
import { COMMENT_PARAMS, type CommentsPage } from '../comments-data.ts';
import { commentsCopy as copy } from '../content/comments-copy.ts';
import { CommentItem } from './comment-item.tsx';
import { CommentForm } from './lazy-comment-form.ts';
import { LikeForm } from './like-button.tsx';

const moreComments = onDemand(() => import('../comments-reads.ts'));

/**
 * The comments under a post (or other content): the first page of approved
 * comments comes in the page's HTML; more load on demand. Add Comment and
 * Reply are links that open the form: followed without JavaScript they load
 * the page with the form rendered on the server; once hydrated they open it
 * in place and its code loads then.
 */
export function CommentsSection({
  type,
  contentId,
  open,
  page,
  outcome,
}: {
  type: CommentContentType;
  /** The content's id or slug (the API takes either). */
  contentId: string;
  /** False once staff close comments. */
  open: boolean;
  page: CommentsPage;
  outcome?: CommentOutcome | undefined;
}) {
  const { view, list } = page;
  const location = useLocation();
  const [now] = useState(() => Date.now());
  const [formFor, setFormFor] = useState<string | null>(
    outcome?.intent === 'comment' && !outcome.ok ? (outcome.parentId ?? 'new') : view.form,
  );
  const [notice, setNotice] = useState<{ text: string; parentId: string | null } | null>(
    outcome?.intent === 'comment' && outcome.ok
      ? { text: outcome.message, parentId: outcome.parentId }
      : null,
  );
  const [extra, setExtra] = useState<{ comments: CommentView[]; page: number; failed?: boolean }>({
    comments: [],
    page: view.page,
  });
  // A new list (the page revalidated after a post, or another sort) replaces what was loaded.
  const [shownList, setShownList] = useState(list);
  if (shownList !== list) {
    setShownList(list);
    setExtra({ comments: [], page: view.page });
  }

  // The success message shows for 3 seconds (spec).
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), 3000);
    return () => clearTimeout(timer);
  }, [notice]);

  const state = useMemo<CommentsSectionState>(() => {
    const formHref = (target: string) => {
      const params = new URLSearchParams(location.search);
      params.set(COMMENT_PARAMS.form, target);
      return `?${params.toString()}#${target === 'new' ? 'comment-form' : `comment-${target}`}`;
    };
    return {
      type,
      contentId,
      open,
      now,
      formFor,
      formHref,
      outcome,
      openForm(target, event) {
        event?.preventDefault();
        setFormFor(target);
        setNotice(null);
      },
      closeForm: () => setFormFor(null),
      posted(result) {
        setFormFor(null);
        setNotice({ text: result.message, parentId: result.parentId });
        void moreComments.load().then(
          (reads) => reads.forgetComments(),
          () => undefined,
        );
      },
    };
  }, [type, contentId, open, now, formFor, location.search, outcome]);

  async function loadMore(event: { preventDefault(): void }) {
    event.preventDefault();
    const next = extra.page + 1;
    const reads = await moreComments.load().catch(() => undefined);
    const result = await reads?.readComments(type, contentId, { page: next, sort: view.sort });
    if (!result?.ok || !result.data) return setExtra({ ...extra, failed: true });
    setExtra({ comments: [...extra.comments, ...result.data.comments], page: next });
  }

  const total = list?.totalComments ?? 0;
  const comments = [...(list?.comments ?? []), ...extra.comments];
  const pages = list?.pagination.pages ?? 1;
  const params = new URLSearchParams(location.search);
  params.delete(COMMENT_PARAMS.form);
  params.set(COMMENT_PARAMS.page, String(extra.page + 1));

  return (
    <CommentsContext value={state}>
      <section id="comments" aria-labelledby="comments-heading">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="comments-heading" className="flex items-center gap-2 text-xl">
            <MessageSquare aria-hidden="true" className="size-5 text-brand-700" />
            {copy.title}
            <span className="text-base font-normal text-muted">({copy.count(total)})</span>
          </h2>
          {total > 1 ? <SortForm sort={view.sort} search={location.search} /> : null}
        </div>
        <div aria-live="polite" className="mt-3">
          {notice ? <Alert tone="success">{notice.text}</Alert> : null}
        </div>
        {list === null ? (
          <Alert tone="error" className="mt-3">
            {COMMENT_READING_MESSAGES.fetchFailed}
          </Alert>
        ) : null}
        {open ? (
          formFor === 'new' ? (
            <div className="mt-4">
              <Suspense fallback={<p className="text-sm text-muted">{copy.loadingForm}</p>}>
                <CommentForm />
              </Suspense>
            </div>
          ) : (
            <a
              href={state.formHref('new')}
              onClick={(event) => state.openForm('new', event)}
              className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
            >
              {copy.addComment}
            </a>
          )
        ) : (
          <Alert tone="info" className="mt-4" title={COMMENT_READING_MESSAGES.closed}>
            {copy.closedText}
          </Alert>
        )}
        {comments.length > 0 ? <LikeForm /> : null}
        {comments.length > 0 ? (
          <ol className="mt-6 grid gap-4">
            {comments.map((comment) => (
              <CommentItem key={comment.id} comment={comment} />
            ))}
          </ol>
        ) : list ? (
          <p className="mt-4 text-muted">{copy.empty}</p>
        ) : null}
        {extra.failed ? (
          <Alert tone="error" className="mt-3">
            {COMMENT_READING_MESSAGES.refreshFailed}
          </Alert>
        ) : null}
        <More show={extra.page < pages} href={`?${params.toString()}#comments`} onClick={loadMore}>
          {copy.more}
        </More>
      </section>
    </CommentsContext>
  );
}

function More({
  show,
  href,
  onClick,
  children,
}: {
  show: boolean;
  href: string;
  onClick: (event: { preventDefault(): void }) => Promise<void>;
  children: ReactNode;
}) {
  if (!show) return null;
  return (
    <a
      href={href}
      onClick={(event) => void onClick(event)}
      className="mt-4 inline-flex min-h-11 items-center rounded-lg border border-brand-600 px-4 font-semibold text-brand-700 hover:bg-brand-50"
    >
      {children}
    </a>
  );
}

/** The sort: a GET form (works before JavaScript); once hydrated, a choice re-sorts at once. */
function SortForm({ sort, search }: { sort: string; search: string }) {
  const kept = [...new URLSearchParams(search)].filter(
    ([name]) => !Object.values(COMMENT_PARAMS).includes(name as never),
  );
  return (
    <Form method="get" preventScrollReset className="flex items-center gap-2">
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="comment-sort" className="text-sm text-muted">
        {copy.sortLabel}
      </label>
      <select
        id="comment-sort"
        name={COMMENT_PARAMS.sort}
        defaultValue={sort}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm"
      >
        {COMMENT_SORTS.map((value) => (
          <option key={value} value={value}>
            {COMMENT_SORT_LABELS[value]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="min-h-11 rounded-lg border px-3 text-sm">
          {copy.sortButton}
        </button>
      </noscript>
    </Form>
  );
}
