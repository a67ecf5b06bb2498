import { randomUUID } from 'node:crypto';
import { fileStoreFor, type StorageConfig, type StorageLog } from '../../storage-factory.ts';
import type { StoredFile } from '../../storage.ts';

/** Names this store generates; anything else is refused before the storage is asked. */
const FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

export function isAvatarFileName(name: string): boolean {
  return FILE_NAME.test(name);
}

/**
 * Avatars in the file store's public area uploads/avatars (a folder under
 * DATA_DIR, or that prefix of the bucket). Each upload gets a new random
 * name, so a URL never changes content and can be cached for good.
 */
export function createAvatarStore(config: StorageConfig, log: StorageLog) {
  const store = fileStoreFor(config, 'uploads/avatars', log);
  return {
    /** Stores the photo under a new name; a storage that is down answers 503 (nothing stored). */
    async save(webp: Buffer): Promise<string> {
      const name = `${randomUUID()}.webp`;
      await store.put(name, webp);
      return name;
    },
    /** Removes a stored photo; a name this store never makes is ignored. */
    async remove(name: string | null): Promise<void> {
      if (name && isAvatarFileName(name)) await store.remove(name);
    },
    /** The file and its size, or undefined for a name that is not stored. */
    async open(name: string): Promise<StoredFile | undefined> {
      if (!isAvatarFileName(name)) return undefined;
      return store.get(name);
    },
    /** Where the public reads the photo directly (S3_PUBLIC_URL), or undefined: the server streams it. */
    publicUrl(name: string): string | undefined {
      return isAvatarFileName(name) ? store.publicUrl?.(name) : undefined;
    },
  };
}

export type AvatarStore = ReturnType<typeof createAvatarStore>;
