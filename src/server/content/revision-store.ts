import { and, asc, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  REVISION_LIMITS,
  type OtherEditor,
  type RevisionChange,
  type RevisionDetail,
  type RevisionSummary,
  type WorkingCopy,
} from '../../shared/revisions.ts';
import type { Executor } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { editingPresence, revisions, users } from '../db/schema.ts';

/*
 * The revisions of posts and case studies and the writers' working copies,
 * in one table (schema.ts `revisions`). The rules: every save keeps the
 * item's authored fields as they became; a writer's autosaves are one row,
 * replaced each time and folded into (deleted by) their next save; past the
 * limit the oldest autosaves go first, then the oldest saves readers never
 * saw, never a published version; everything goes with the item.
 */

/** The columns of an item's row that are bookkeeping, not what a writer wrote. */
const BOOKKEEPING = new Set([
  'id',
  'authorId',
  'updatedBy',
  'reviewState',
  'reviewNote',
  'reviewedBy',
  'reviewChangedAt',
  'views',
  'likes',
  'commentCount',
  'commentsVersion',
  'search',
  'createdAt',
  'updatedAt',
  'version',
  'emailedAt',
]);

/** An item's authored fields as a revision keeps them (times as ISO text). */
export function snapshotOf(row: object): Record<string, unknown> {
  const snapshot: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row as Record<string, unknown>)) {
    if (BOOKKEEPING.has(key)) continue;
    snapshot[key] = value instanceof Date ? value.toISOString() : value;
  }
  return snapshot;
}

/** What a save tells the store of the item it saved. */
export interface SavedItem {
  id: string;
  version: number;
  status: string;
  updatedAt: Date;
  updatedBy: string | null;
}

const nameOf = sql<
  string | null
>`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`;

const summaryColumns = {
  id: revisions.id,
  change: revisions.change,
  version: revisions.version,
  published: revisions.published,
  savedAt: revisions.savedAt,
  savedById: revisions.savedBy,
  savedByName: nameOf,
  title: sql<string>`coalesce(${revisions.snapshot}->>'title', ${revisions.snapshot}->'values'->>'title', '')`,
};

type SummaryRow = {
  id: string;
  change: RevisionChange;
  version: number | null;
  published: boolean;
  savedAt: Date;
  savedById: string | null;
  savedByName: string | null;
  title: string;
};

function summaryOf(row: SummaryRow): RevisionSummary {
  return {
    id: row.id,
    change: row.change,
    version: row.version,
    published: row.published,
    savedAt: row.savedAt.toISOString(),
    savedBy: row.savedById ? { id: row.savedById, name: row.savedByName ?? 'A former user' } : null,
    title: row.title,
  };
}

const itemIs = (itemId: string | null) =>
  itemId === null ? isNull(revisions.itemId) : eq(revisions.itemId, itemId);

/** A writer's working copy of an item (null: of one not created yet). */
const workingCopyRow = (kind: string, itemId: string | null, userId: string) =>
  and(
    eq(revisions.kind, kind),
    itemIs(itemId),
    eq(revisions.savedBy, userId),
    eq(revisions.change, 'autosave'),
  );

export interface RevisionStoreOptions {
  /** Revisions kept per item (published ones always stay). */
  keep: number;
  now?: () => Date;
}

export function createRevisionStore(options: RevisionStoreOptions) {
  const now = options.now ?? (() => new Date());

  const store = {
    /**
     * A save of an item, in its writing transaction: keeps its fields as they
     * became, folds the saver's working copy into it, and keeps the limit.
     * An item saved before revisions existed first gets its earlier state kept.
     */
    async recordSave(
      tx: Executor,
      kind: string,
      change: Exclude<RevisionChange, 'autosave' | 'restored'>,
      item: SavedItem,
      by: string | null,
      before?: SavedItem,
    ) {
      if (before && !(await store.hasSaves(tx, kind, item.id))) {
        await tx.insert(revisions).values({
          kind,
          itemId: item.id,
          change: 'created',
          version: before.version,
          snapshot: snapshotOf(before),
          published: before.status === 'published',
          savedBy: before.updatedBy,
          savedAt: before.updatedAt,
        });
      }
      await tx.insert(revisions).values({
        kind,
        itemId: item.id,
        change,
        version: item.version,
        snapshot: snapshotOf(item),
        published: item.status === 'published',
        savedBy: by,
        savedAt: now(),
      });
      if (by) {
        const folded = change === 'created' ? null : item.id;
        await store.discardWorkingCopy(tx, kind, folded, by);
      }
      await store.prune(tx, kind, item.id);
    },

    async hasSaves(db: Executor, kind: string, itemId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: revisions.id })
        .from(revisions)
        .where(
          and(
            eq(revisions.kind, kind),
            eq(revisions.itemId, itemId),
            ne(revisions.change, 'autosave'),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** An item's history, newest first. */
    async list(db: Executor, kind: string, itemId: string): Promise<RevisionSummary[]> {
      const rows = await db
        .select(summaryColumns)
        .from(revisions)
        .leftJoin(users, eq(users.id, revisions.savedBy))
        .where(and(eq(revisions.kind, kind), eq(revisions.itemId, itemId)))
        // At the same moment (a restore and the working copy it makes), the copy is the newer.
        .orderBy(
          desc(revisions.savedAt),
          sql`case when ${revisions.change} = 'autosave' then 0 else 1 end`,
          desc(revisions.id),
        );
      return (rows as SummaryRow[]).map(summaryOf);
    },

    /** One revision of an item with what it holds. */
    async find(
      db: Executor,
      kind: string,
      itemId: string,
      id: string,
    ): Promise<RevisionDetail | undefined> {
      const [row] = await db
        .select({ ...summaryColumns, snapshot: revisions.snapshot })
        .from(revisions)
        .leftJoin(users, eq(users.id, revisions.savedBy))
        .where(and(eq(revisions.kind, kind), eq(revisions.itemId, itemId), eq(revisions.id, id)))
        .limit(1);
      if (!row) return undefined;
      const summary = summaryOf(row as SummaryRow);
      return {
        ...summary,
        format: summary.change === 'autosave' ? 'draft' : 'item',
        snapshot: row.snapshot,
      };
    },

    /**
     * Restoring an earlier revision: a new revision holding its fields (the
     * history only grows), and the restorer's working copy set to the form
     * made from it. The item itself is unchanged until it is saved.
     */
    async restore(
      tx: Executor,
      kind: string,
      itemId: string,
      from: RevisionDetail,
      draft: Record<string, unknown>,
      by: string,
      baseVersion: number,
    ): Promise<string> {
      const [row] = await tx
        .insert(revisions)
        .values({
          kind,
          itemId,
          change: 'restored',
          version: from.version,
          snapshot: from.snapshot,
          savedBy: by,
          savedAt: now(),
        })
        .returning({ id: revisions.id });
      await store.saveWorkingCopy(tx, kind, itemId, by, draft, baseVersion);
      await store.prune(tx, kind, itemId);
      return row!.id;
    },

    /** A writer's working copy of an item (null: of a new one). */
    async workingCopy(
      db: Executor,
      kind: string,
      itemId: string | null,
      userId: string,
    ): Promise<WorkingCopy | null> {
      const [row] = await db
        .select({
          snapshot: revisions.snapshot,
          version: revisions.version,
          savedAt: revisions.savedAt,
        })
        .from(revisions)
        .where(workingCopyRow(kind, itemId, userId))
        .limit(1);
      return row
        ? { draft: row.snapshot, baseVersion: row.version, savedAt: row.savedAt.toISOString() }
        : null;
    },

    /**
     * Saves a writer's working copy: one small write, replacing the one
     * before (two instances saving the same writer's copy at once: the
     * second updates the row the first made).
     */
    async saveWorkingCopy(
      db: Executor,
      kind: string,
      itemId: string | null,
      userId: string,
      draft: Record<string, unknown>,
      baseVersion: number | null,
    ): Promise<Date> {
      const savedAt = now();
      const update = () =>
        db
          .update(revisions)
          .set({ snapshot: draft, version: baseVersion, savedAt })
          .where(workingCopyRow(kind, itemId, userId))
          .returning({ id: revisions.id });
      if ((await update()).length > 0) return savedAt;
      try {
        await db.insert(revisions).values({
          kind,
          itemId,
          change: 'autosave',
          version: baseVersion,
          snapshot: draft,
          savedBy: userId,
          savedAt,
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        await update();
      }
      return savedAt;
    },

    async discardWorkingCopy(
      db: Executor,
      kind: string,
      itemId: string | null,
      userId: string,
    ): Promise<boolean> {
      const rows = await db
        .delete(revisions)
        .where(workingCopyRow(kind, itemId, userId))
        .returning({ id: revisions.id });
      return rows.length > 0;
    },

    /**
     * Keeps the item's history within the limit: the oldest autosaves go
     * first, then the oldest revisions readers never saw; a published
     * version is never removed.
     */
    async prune(tx: Executor, kind: string, itemId: string) {
      const [counted] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(revisions)
        .where(and(eq(revisions.kind, kind), eq(revisions.itemId, itemId)));
      const excess = (counted?.count ?? 0) - options.keep;
      if (excess <= 0) return;
      const removable = await tx
        .select({ id: revisions.id })
        .from(revisions)
        .where(
          and(
            eq(revisions.kind, kind),
            eq(revisions.itemId, itemId),
            eq(revisions.published, false),
          ),
        )
        .orderBy(
          sql`case when ${revisions.change} = 'autosave' then 0 else 1 end`,
          asc(revisions.savedAt),
        )
        .limit(excess);
      if (removable.length === 0) return;
      await tx.delete(revisions).where(
        inArray(
          revisions.id,
          removable.map((row) => row.id),
        ),
      );
    },

    /** An item's history and working copies, in the transaction deleting it. */
    async forgetItem(tx: Executor, kind: string, itemId: string) {
      await tx.delete(revisions).where(and(eq(revisions.kind, kind), eq(revisions.itemId, itemId)));
      await tx
        .delete(editingPresence)
        .where(and(eq(editingPresence.kind, kind), eq(editingPresence.item, itemId)));
    },

    /**
     * Says a writer has an item's edit screen open, and answers the others
     * who said so lately.
     */
    async present(db: Executor, kind: string, item: string, userId: string) {
      await db
        .insert(editingPresence)
        .values({ kind, item, userId, seenAt: now() })
        .onConflictDoUpdate({
          target: [editingPresence.kind, editingPresence.item, editingPresence.userId],
          set: { seenAt: now() },
        });
      return store.othersEditing(db, kind, item, userId);
    },

    /** Who else has had the item open lately (newest first). */
    async othersEditing(
      db: Executor,
      kind: string,
      item: string,
      userId: string,
    ): Promise<OtherEditor[]> {
      const since = new Date(now().getTime() - REVISION_LIMITS.presenceSeconds * 1000);
      const rows = await db
        .select({ id: editingPresence.userId, name: nameOf, seenAt: editingPresence.seenAt })
        .from(editingPresence)
        .innerJoin(users, eq(users.id, editingPresence.userId))
        .where(
          and(
            eq(editingPresence.kind, kind),
            eq(editingPresence.item, item),
            ne(editingPresence.userId, userId),
            gt(editingPresence.seenAt, since),
          ),
        )
        .orderBy(desc(editingPresence.seenAt));
      return rows.map((row) => ({
        id: row.id,
        name: row.name ?? 'Another editor',
        seenAt: row.seenAt.toISOString(),
      }));
    },

    /** Someone closed the edit screen (or saved and left). */
    async absent(db: Executor, kind: string, item: string, userId: string) {
      await db
        .delete(editingPresence)
        .where(
          and(
            eq(editingPresence.kind, kind),
            eq(editingPresence.item, item),
            eq(editingPresence.userId, userId),
          ),
        );
    },

    /** A person's part in the history (privacy export): what they saved, and their working copies. */
    async savedByUser(db: Executor, userId: string) {
      return db
        .select({
          kind: revisions.kind,
          itemId: revisions.itemId,
          change: revisions.change,
          savedAt: revisions.savedAt,
          snapshot: revisions.snapshot,
        })
        .from(revisions)
        .where(eq(revisions.savedBy, userId))
        .orderBy(asc(revisions.savedAt));
    },

    /**
     * A person erased: their working copies (their own unsaved writing) are
     * deleted, and the revisions they saved no longer name them.
     */
    async forgetUser(tx: Executor, userId: string): Promise<number> {
      const drafts = await tx
        .delete(revisions)
        .where(and(eq(revisions.savedBy, userId), eq(revisions.change, 'autosave')))
        .returning({ id: revisions.id });
      const saves = await tx
        .update(revisions)
        .set({ savedBy: null })
        .where(eq(revisions.savedBy, userId))
        .returning({ id: revisions.id });
      await tx.delete(editingPresence).where(eq(editingPresence.userId, userId));
      return drafts.length + saves.length;
    },
  };
  return store;
}

export type RevisionStore = ReturnType<typeof createRevisionStore>;
