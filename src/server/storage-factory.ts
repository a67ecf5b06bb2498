import path from 'node:path';
import type { Config } from './config.ts';
import { ServiceUnavailable } from './errors.ts';
import { isPublicArea, localFileStore, type FileStore, type StorageArea } from './storage.ts';
import { s3FileStore } from './storage-s3.ts';

/*
 * Builds each area's store from the configuration. Kept apart from
 * storage.ts (the FileStore contract and the local folder), which both
 * kinds of store import: the factory is the one file that knows both.
 */

/** What the stores are built from: the folder for local files, the bucket when configured. */
export type StorageConfig = Pick<Config, 'dataDir' | 's3'>;

/** Where a store reports the files it could not remove. */
export interface StorageLog {
  warn(details: object, message: string): void;
}

/**
 * The store of an area, as the configuration says: the local folder
 * DATA_DIR/<area> by default, or the prefix <area>/ in the S3 bucket. The
 * factory's stores treat removal as cleanup: a file that cannot be removed
 * (storage down) is logged and left behind, never an error for a write that
 * already succeeded or one that failed for another reason.
 */
export function fileStoreFor(config: StorageConfig, area: StorageArea, log: StorageLog): FileStore {
  const store = config.s3
    ? s3FileStore(config.s3, area, { isPublic: isPublicArea(area) })
    : localFileStore(path.join(config.dataDir, ...area.split('/')));
  return {
    ...store,
    async remove(key) {
      try {
        await store.remove(key);
      } catch (error) {
        if (!(error instanceof ServiceUnavailable)) throw error;
        log.warn({ err: error.cause, area, key }, 'could not remove a stored file; left behind');
      }
    },
  };
}
