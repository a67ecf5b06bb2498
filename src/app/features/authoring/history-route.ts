import { data, redirect, type RouterContextProvider } from 'react-router';
import { stockImageAddress } from '../../../shared/blog.ts';
import {
  compareFields,
  type FieldComparison,
  type FieldValue,
} from '../../../shared/revision-diff.ts';
import type { RevisedKind, RevisionDetail, RevisionSummary } from '../../../shared/revisions.ts';
import type { ApiResult, Send } from '../../lib/api/request.ts';
import { restoreRevision, revisionOf, revisionsOf } from '../../lib/api/revisions.ts';
import { pageSend, serverSend } from '../../lib/forms/page-forms.ts';
import { NOT_STAFF, staffOf } from '../../lib/forms/staff-loader.ts';
import { HISTORY_COPY as COPY } from './content/revision-copy.ts';
import { choiceFromAddress, type AuthoredValues } from './form-state.ts';
import { draftOf } from './draft-storage.ts';

/*
 * An item's history screen (`/edit-blog/:slug/history`, and the case
 * studies'): the revisions, a comparison of the two the address names
 * (`from`, `to`: revision ids; or `fromVersion`, `toVersion`: the saves
 * that made those versions; `to` is the current version when left out), and
 * Restore, which makes a revision the writer's working copy and goes back
 * to the editor. Every kind passes its calls and its fields.
 */

type Context = Readonly<RouterContextProvider>;

/** A field the comparison shows, in the form's order. */
export interface HistoryField {
  name: string;
  label: string;
  /** The HTML body: compared by paragraph and word. */
  body?: true;
}

/** What one kind of content gives its history screen. */
export interface HistoryKind<E> {
  kind: RevisedKind;
  /** Where its edit screen lives (`/edit-blog`). */
  editPath: string;
  fields: readonly HistoryField[];
  read: (slug: string, send: Send) => Promise<ApiResult<E>>;
  /** The form's values from an item as the edit screen reads it (a saved revision's fields). */
  fromEditable: (item: E) => AuthoredValues;
}

export interface HistoryScreen {
  denied: false;
  failure: string | null;
  item: { id: string; title: string; slug: string; version: number } | null;
  revisions: RevisionSummary[];
  /** The comparison asked for, with the two revisions' labels. */
  comparison: {
    from: RevisionSummary;
    to: RevisionSummary;
    fields: FieldComparison[];
  } | null;
  /** Why the comparison asked for cannot be shown. */
  compareProblem: string | null;
  /** The address's choice (the compare form's selections). */
  from: string | null;
  to: string | null;
}

/** A field's value as the comparison reads it, from either kind of snapshot. */
function valueOf(detail: RevisionDetail, field: HistoryField): FieldValue {
  const source =
    detail.format === 'draft'
      ? ((detail.snapshot['values'] ?? {}) as Record<string, unknown>)
      : detail.snapshot;
  if (field.name === 'featuredImage' && detail.format === 'draft') {
    const image = detail.snapshot['image'] as { kind?: string; id?: string; address?: string };
    if (image?.kind === 'current') return image.address ?? '';
    if (image?.kind === 'stock' && image.id) {
      return stockImageAddress(image.id as Parameters<typeof stockImageAddress>[0]);
    }
    return '';
  }
  const raw = source[field.name];
  if (raw === null || raw === undefined) return '';
  if (Array.isArray(raw)) {
    return raw.map((entry) =>
      typeof entry === 'object' && entry !== null
        ? Object.values(entry as Record<string, unknown>)
            .filter((part) => typeof part === 'string' && part !== '')
            .join(' — ')
        : String(entry),
    );
  }
  return typeof raw === 'object' ? JSON.stringify(raw) : String(raw);
}

/** The revision a version names: the save that made it (the newest, should there be two). */
const byVersion = (revisions: RevisionSummary[], version: string | null) =>
  revisions.find(
    (revision) =>
      revision.change !== 'autosave' &&
      revision.change !== 'restored' &&
      String(revision.version) === version,
  );

/** The current version's revision: the newest save. */
const currentOf = (revisions: RevisionSummary[], version: number) =>
  byVersion(revisions, String(version)) ??
  revisions.find((revision) => revision.change !== 'autosave' && revision.change !== 'restored');

export async function historyScreenData<
  E extends { id: string; title: string; slug: string; version: number },
>(context: Context, url: URL, slug: string, kind: HistoryKind<E>) {
  if (!staffOf(context)) return NOT_STAFF;
  const send = pageSend(context);
  const empty = { denied: false as const, item: null, revisions: [], comparison: null };
  const read = await kind.read(slug, send);
  if (!read.ok || !read.data) {
    const screen: HistoryScreen = {
      ...empty,
      failure: read.status === 404 ? (read.message ?? COPY.page.notFound) : COPY.page.loadFailed,
      compareProblem: null,
      from: null,
      to: null,
    };
    return data(screen, { status: read.status === 404 ? 404 : 503 });
  }
  const { id, title, version } = read.data;
  const listed = await revisionsOf(kind.kind, id, send);
  const revisions = listed.data?.revisions ?? [];
  const params = url.searchParams;
  const from =
    revisions.find((revision) => revision.id === params.get('from')) ??
    byVersion(revisions, params.get('fromVersion'));
  const asked = params.has('from') || params.has('fromVersion');
  const to =
    revisions.find((revision) => revision.id === params.get('to')) ??
    byVersion(revisions, params.get('toVersion')) ??
    (asked ? currentOf(revisions, version) : undefined);
  let comparison: HistoryScreen['comparison'] = null;
  let compareProblem: string | null = null;
  if (asked && (!from || !to)) compareProblem = COPY.page.notFound;
  else if (from && to && from.id === to.id) compareProblem = COPY.page.sameRevision;
  else if (from && to) {
    const [before, after] = await Promise.all([
      revisionOf(kind.kind, id, from.id, send),
      revisionOf(kind.kind, id, to.id, send),
    ]);
    if (before.data && after.data) {
      comparison = {
        from,
        to,
        fields: compareFields(
          kind.fields.map((field) => ({
            name: field.name,
            label: field.label,
            before: valueOf(before.data!, field),
            after: valueOf(after.data!, field),
            ...(field.body ? { body: true } : {}),
          })),
        ),
      };
    } else compareProblem = COPY.page.loadFailed;
  }
  const screen: HistoryScreen = {
    denied: false,
    failure: null,
    item: { id, title, slug: read.data.slug, version },
    revisions,
    comparison,
    compareProblem,
    from: from?.id ?? null,
    to: to?.id ?? null,
  };
  return data(screen, { status: listed.ok ? 200 : 503 });
}

/** The field naming the revision to restore. */
export const RESTORE_FIELD = 'revisionId';

/**
 * Restore: the revision becomes the writer's working copy (the form made
 * from its fields), a new revision records it, and the editor opens with
 * it; the item itself changes when the writer saves. A failure stays on the
 * history screen with its message.
 */
export function historyAction<E extends { id: string; slug: string }>(kind: HistoryKind<E>) {
  return async ({
    request,
    context,
    params,
  }: {
    request: Request;
    context: Context;
    params: { slug?: string };
  }) => {
    const form = await request.formData();
    const revisionId = String(form.get(RESTORE_FIELD) ?? '');
    const send = serverSend(context);
    const slug = params.slug ?? '';
    const read = await kind.read(slug, send);
    if (!read.ok || !read.data) {
      return data({ ok: false, message: read.message ?? COPY.page.loadFailed }, { status: 404 });
    }
    const { id } = read.data;
    const detail = await revisionOf(kind.kind, id, revisionId, send);
    if (!detail.ok || !detail.data) {
      return data(
        { ok: false, message: detail.message ?? COPY.page.notFound },
        { status: detail.status >= 400 ? detail.status : 503 },
      );
    }
    const draft =
      detail.data.format === 'draft'
        ? detail.data.snapshot
        : (draftOf(
            kind.fromEditable(detail.data.snapshot as unknown as E),
            choiceFromAddress(detail.data.snapshot['featuredImage'] as string | undefined),
            Date.now(),
          ) as unknown as Record<string, unknown>);
    const restored = await restoreRevision(kind.kind, id, revisionId, draft, send);
    if (!restored.ok) {
      return data(
        { ok: false, message: restored.message ?? COPY.page.restoreFailed },
        { status: restored.status >= 400 ? restored.status : 503 },
      );
    }
    throw redirect(`${kind.editPath}/${encodeURIComponent(read.data.slug)}`);
  };
}
