/**
 * What the chat's upload panel accepts: the file types below, at most 10 MB
 * each. Both rules are enforced, the size too: a limit nobody enforces is no
 * limit. Pure, so it is unit-tested.
 */
export const CHAT_UPLOAD_EXTENSIONS = [
  '.pdf',
  '.doc',
  '.docx',
  '.png',
  '.jpg',
  '.jpeg',
  '.zip',
] as const;
export const CHAT_UPLOAD_ACCEPT = CHAT_UPLOAD_EXTENSIONS.join(',');
export const CHAT_UPLOAD_MAX_MB = 10;
export const CHAT_UPLOAD_MAX_BYTES = CHAT_UPLOAD_MAX_MB * 1024 * 1024;

export interface FileLike {
  name: string;
  size: number;
}

export type FileRefusal = 'type' | 'size';

export interface FileCheck<T extends FileLike> {
  accepted: T[];
  refused: Array<{ file: T; reason: FileRefusal }>;
}

export function hasAcceptedExtension(name: string): boolean {
  const lower = name.toLowerCase();
  return CHAT_UPLOAD_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

export function checkChatFiles<T extends FileLike>(files: readonly T[]): FileCheck<T> {
  const result: FileCheck<T> = { accepted: [], refused: [] };
  for (const file of files) {
    if (!hasAcceptedExtension(file.name)) result.refused.push({ file, reason: 'type' });
    else if (file.size > CHAT_UPLOAD_MAX_BYTES) result.refused.push({ file, reason: 'size' });
    else result.accepted.push(file);
  }
  return result;
}

const typeList = 'PDF, DOC, DOCX, PNG, JPG, JPEG or ZIP';

/** One sentence naming every refused file and why, or null when all were accepted. */
export function describeRefusals(refused: FileCheck<FileLike>['refused']): string | null {
  if (refused.length === 0) return null;
  const parts = refused.map(({ file, reason }) =>
    reason === 'type'
      ? `${file.name} (this file type is not accepted)`
      : `${file.name} (${formatFileSize(file.size)}, larger than ${CHAT_UPLOAD_MAX_MB} MB)`,
  );
  const subject = refused.length === 1 ? 'This file was not added' : 'These files were not added';
  return `${subject}: ${parts.join('; ')}. You can share ${typeList} files of up to ${CHAT_UPLOAD_MAX_MB} MB each.`;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}
