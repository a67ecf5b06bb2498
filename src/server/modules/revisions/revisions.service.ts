import {
  NEW_ITEM,
  REVISION_LIMITS,
  REVISION_MESSAGES,
  type DraftKind,
  type OtherEditor,
  type WorkingCopy,
} from '../../../shared/revisions.ts';
import type { Permission, Role } from '../../../shared/roles.ts';
import type { Database, Executor } from '../../db/client.ts';
import { Invalid, NotFound } from '../../errors.ts';
import { assertCan } from '../../request-auth.ts';
import type { RevisionStore } from '../../content/revision-store.ts';
import type { PersonalDataSource } from '../privacy/privacy.types.ts';

/*
 * The writers' working copies (autosaves) and who has an edit screen open,
 * for every form that has them: a post's, a case study's (their revisions
 * are the content services'), and the industry-news e-mail. The kinds tell
 * this module who may open what when they register.
 */

/** Who is asking, as permission checks read them. */
export interface DraftEditor {
  id: string;
  role: Role | null;
}

/** How a kind of form decides who may keep a working copy of it. */
export interface DraftAccess {
  /** Refuses (403/404) someone who may not open the item. */
  mayOpen(itemId: string, editor: DraftEditor): Promise<void>;
  /** What a new item's working copy needs. */
  newPermission: Permission;
}

export interface RevisionsServiceOptions {
  db: Database;
  store: RevisionStore;
  /** The account an address holds (a person's export and erasure). */
  accountIdOf(email: string, executor: Executor): Promise<string | undefined>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createRevisionsService({ db, store, accountIdOf }: RevisionsServiceOptions) {
  const kinds = new Map<DraftKind, DraftAccess>();

  /** Checks the caller may keep a working copy of the item; answers the item's id (null: new). */
  async function allowed(kind: DraftKind, item: string, editor: DraftEditor) {
    const access = kinds.get(kind);
    if (!access) throw new NotFound(REVISION_MESSAGES.notFound);
    if (item === NEW_ITEM) {
      assertCan(editor, access.newPermission);
      return null;
    }
    if (!UUID.test(item)) throw new NotFound(REVISION_MESSAGES.notFound);
    await access.mayOpen(item, editor);
    return item;
  }

  return {
    /** A kind of form with working copies, and who may open its items. */
    registerKind(kind: DraftKind, access: DraftAccess) {
      kinds.set(kind, access);
    },

    /** The caller's working copy of an item (null: none), and who else has it open. */
    async workingCopy(
      kind: DraftKind,
      item: string,
      editor: DraftEditor,
    ): Promise<{ draft: WorkingCopy | null; editors: OtherEditor[] }> {
      const itemId = await allowed(kind, item, editor);
      const [draft, editors] = await Promise.all([
        store.workingCopy(db, kind, itemId, editor.id),
        itemId ? store.othersEditing(db, kind, item, editor.id) : Promise.resolve([]),
      ]);
      return { draft, editors };
    },

    /**
     * Keeps the caller's working copy: one small write (nothing public
     * changes, no cache is cleared). Who else is editing comes with the
     * screen's own "still open" every half minute, not with each autosave.
     */
    async saveWorkingCopy(
      kind: DraftKind,
      item: string,
      editor: DraftEditor,
      draft: Record<string, unknown>,
      baseVersion: number | null,
    ): Promise<{ savedAt: string }> {
      const itemId = await allowed(kind, item, editor);
      if (Buffer.byteLength(JSON.stringify(draft)) > REVISION_LIMITS.draftBytes) {
        throw new Invalid(REVISION_MESSAGES.draftTooLarge);
      }
      const savedAt = await store.saveWorkingCopy(db, kind, itemId, editor.id, draft, baseVersion);
      return { savedAt: savedAt.toISOString() };
    },

    async discardWorkingCopy(kind: DraftKind, item: string, editor: DraftEditor) {
      const itemId = await allowed(kind, item, editor);
      await store.discardWorkingCopy(db, kind, itemId, editor.id);
    },

    /** The caller has the item's edit screen open: answers who else has. */
    async present(kind: DraftKind, item: string, editor: DraftEditor): Promise<OtherEditor[]> {
      const itemId = await allowed(kind, item, editor);
      return itemId ? store.present(db, kind, item, editor.id) : [];
    },

    /** The caller closed the edit screen. */
    async absent(kind: DraftKind, item: string, editor: DraftEditor) {
      const itemId = await allowed(kind, item, editor);
      if (itemId) await store.absent(db, kind, item, editor.id);
    },

    /**
     * A person's part in the history: the revisions they saved (which name
     * them) and their working copies (their own unsaved writing).
     */
    personalData: {
      name: 'revisions',
      async export(executor, email) {
        const userId = await accountIdOf(email, executor);
        if (!userId) return [];
        const rows = await store.savedByUser(executor, userId);
        return rows.map((row) => ({
          kind: row.kind,
          itemId: row.itemId,
          change: row.change,
          savedAt: row.savedAt.toISOString(),
          ...(row.change === 'autosave' ? { workingCopy: row.snapshot } : {}),
        }));
      },
      async erase(tx, email) {
        const userId = await accountIdOf(email, tx);
        if (!userId) return { count: 0 };
        return { count: await store.forgetUser(tx, userId) };
      },
    } satisfies PersonalDataSource,
  };
}

export type RevisionsService = ReturnType<typeof createRevisionsService>;
