import { useEffect, useState } from 'react';
import { announceContentChange } from '../../../lib/api/content-changes.ts';
import type { ApiResult } from '../../../lib/api/request.ts';
import type { ManagedItem } from './content-management.tsx';

/** The calls behind one kind of content in the dashboard. */
export interface ManagedCalls<T extends ManagedItem> {
  load: () => Promise<ApiResult<T[]>>;
  publish: (item: T) => Promise<ApiResult<Partial<T>>>;
  remove: (item: T) => Promise<ApiResult<unknown>>;
}

/**
 * A staff member's list of one kind of content (drafts and scheduled ones
 * included) and the dashboard's actions on it. For anyone else nothing is
 * asked. Every change tells the browser's kept pages that content changed.
 */
export function useManagedList<T extends ManagedItem>(enabled: boolean, calls: ManagedCalls<T>) {
  const [items, setItems] = useState<T[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const { load } = calls;

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void load().then((result) => {
      if (!live) return;
      if (result.ok && Array.isArray(result.data)) {
        setItems(result.data);
        setFailed(false);
      } else {
        setFailed(true);
      }
    });
    return () => {
      live = false;
    };
  }, [enabled, attempt, load]);

  /** Replaces one item's fields with those the server answered. */
  const patch = (id: string, fields: Partial<T>) =>
    setItems((current) =>
      (current ?? []).map((item) => (item.id === id ? { ...item, ...fields } : item)),
    );

  /** Publishes a draft; answers the server's message on failure. */
  const publish = async (item: T): Promise<string | undefined> => {
    const result = await calls.publish(item);
    announceContentChange();
    if (!result.ok) return result.message ?? '';
    patch(item.id, { ...(result.data ?? {}), status: 'published' } as Partial<T>);
    return undefined;
  };

  /** Deletes an item; true when it is gone. */
  const remove = async (item: T): Promise<boolean> => {
    const result = await calls.remove(item);
    announceContentChange();
    if (!result.ok) return false;
    setItems((current) => (current ?? []).filter((entry) => entry.id !== item.id));
    return true;
  };

  return { items, failed, retry: () => setAttempt((n) => n + 1), publish, remove, patch };
}
