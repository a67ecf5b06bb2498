import { randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Names this store generates; anything else is refused before touching the disk. */
const FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

export function isAvatarFileName(name: string): boolean {
  return FILE_NAME.test(name);
}

/**
 * Avatars on the local disk under DATA_DIR/uploads/avatars. Each upload gets
 * a new random name, so a URL never changes content and can be cached for
 * good. (Several instances need shared storage: a mounted volume today, an
 * S3-compatible bucket behind this same interface when scale-out needs it.)
 */
export function createAvatarStore(dataDir: string) {
  const dir = path.join(dataDir, 'uploads', 'avatars');
  return {
    async save(webp: Buffer): Promise<string> {
      await mkdir(dir, { recursive: true });
      const name = `${randomUUID()}.webp`;
      const temp = path.join(dir, `.${name}.tmp`);
      await writeFile(temp, webp);
      await rename(temp, path.join(dir, name));
      return name;
    },
    async remove(name: string | null): Promise<void> {
      if (name && isAvatarFileName(name)) await rm(path.join(dir, name), { force: true });
    },
    /** The file and its size, or undefined for a name that is not stored. */
    async open(name: string): Promise<{ stream: ReadStream; size: number } | undefined> {
      if (!isAvatarFileName(name)) return undefined;
      const file = path.join(dir, name);
      try {
        const { size } = await stat(file);
        return { stream: createReadStream(file), size };
      } catch {
        return undefined;
      }
    },
  };
}

export type AvatarStore = ReturnType<typeof createAvatarStore>;
