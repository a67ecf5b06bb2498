import {
  CHAT_FILES_MESSAGES,
  CHAT_UPLOAD_MAX_BYTES,
  CHAT_UPLOAD_MAX_FILES,
  CHAT_UPLOAD_MAX_MB,
  chatFileTypeOf,
  formatFileSize,
} from '../../../shared/chat-files.ts';

/**
 * What the chat's upload panel accepts at once, before anything is sent: the
 * types, sizes and count of src/shared/chat-files.ts (the server checks each
 * file again, by its content). Refusing here spares the visitor an upload
 * the server would refuse. Pure, so it is unit-tested.
 */
export interface FileLike {
  name: string;
  size: number;
}

export type FileRefusal = 'type' | 'size' | 'count';

export interface FileCheck<T extends FileLike> {
  accepted: T[];
  refused: Array<{ file: T; reason: FileRefusal }>;
}

export function hasAcceptedExtension(name: string): boolean {
  return chatFileTypeOf(name) !== undefined;
}

/**
 * Sorts a choice into accepted and refused files. `kept` is how many are
 * already waiting to be sent: past CHAT_UPLOAD_MAX_FILES in all, the rest
 * of the choice is refused for the count.
 */
export function checkChatFiles<T extends FileLike>(files: readonly T[], kept = 0): FileCheck<T> {
  const result: FileCheck<T> = { accepted: [], refused: [] };
  for (const file of files) {
    if (!hasAcceptedExtension(file.name)) result.refused.push({ file, reason: 'type' });
    else if (file.size > CHAT_UPLOAD_MAX_BYTES) result.refused.push({ file, reason: 'size' });
    else if (kept + result.accepted.length >= CHAT_UPLOAD_MAX_FILES) {
      result.refused.push({ file, reason: 'count' });
    } else result.accepted.push(file);
  }
  return result;
}

/** One sentence naming every refused file and why, or null when all were accepted. */
export function describeRefusals(refused: FileCheck<FileLike>['refused']): string | null {
  if (refused.length === 0) return null;
  const parts = refused.map(({ file, reason }) =>
    reason === 'type'
      ? `${file.name} (this file type is not accepted)`
      : reason === 'size'
        ? `${file.name} (${formatFileSize(file.size)}, larger than ${CHAT_UPLOAD_MAX_MB} MB)`
        : `${file.name} (at most ${CHAT_UPLOAD_MAX_FILES} files at a time)`,
  );
  const subject = refused.length === 1 ? 'This file was not added' : 'These files were not added';
  return `${subject}: ${parts.join('; ')}. You can share ${CHAT_FILES_MESSAGES.accepted}`;
}
