import { useRevalidator } from 'react-router';
import { announceContentChange } from '../../../lib/api/content-changes.ts';
import type { ApiResult } from '../../../lib/api/request.ts';
import type { ManagedItem } from './content-management.tsx';

/** The calls behind the dashboard's actions on one kind of content. */
export interface ManagedCalls<T extends ManagedItem> {
  publish: (item: T) => Promise<ApiResult<unknown>>;
  remove: (item: T) => Promise<ApiResult<unknown>>;
}

/**
 * The dashboard's actions on a staff member's list of one kind of content.
 * The list itself is the route loader's: after every change the loaders run
 * again, so what the screen shows is what the server holds. Every change
 * also tells the browser's kept pages that content changed.
 */
export function useManagedList<T extends ManagedItem>(calls: ManagedCalls<T>) {
  const revalidator = useRevalidator();
  const changed = async () => {
    announceContentChange();
    await revalidator.revalidate();
  };

  /** Publishes a draft; answers the server's message on failure. */
  const publish = async (item: T): Promise<string | undefined> => {
    const result = await calls.publish(item);
    await changed();
    return result.ok ? undefined : (result.message ?? '');
  };

  /** Deletes an item; true when it is gone. */
  const remove = async (item: T): Promise<boolean> => {
    const result = await calls.remove(item);
    await changed();
    return result.ok;
  };

  return { publish, remove, changed };
}
