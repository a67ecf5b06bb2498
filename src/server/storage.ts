import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. One small interface: the local folder under
 * DATA_DIR now; S3-compatible object storage implements the same three
 * calls when several instances must share the files. Keys are names the
 * caller generated and validated (never a visitor's file name).
 */
export interface FileStore {
  put(key: string, data: Buffer): Promise<void>;
  /** The file and its size, or undefined when nothing is stored under the key. */
  get(key: string): Promise<{ stream: ReadStream; size: number } | undefined>;
  remove(key: string): Promise<void>;
}

/** A folder on the local disk; writes land under a temporary name first, so a reader never sees half a file. */
export function localFileStore(dir: string): FileStore {
  const fileOf = (key: string) => {
    if (!/^[A-Za-z0-9._-]+$/.test(key) || key.startsWith('.')) {
      throw new Error(`Refused storage key ${JSON.stringify(key)}`);
    }
    return path.join(dir, key);
  };
  return {
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(dir, { recursive: true });
      const temp = path.join(dir, `.${key}.tmp`);
      await writeFile(temp, data);
      await rename(temp, file);
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const { size } = await stat(file);
        return { stream: createReadStream(file), size };
      } catch {
        return undefined;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
