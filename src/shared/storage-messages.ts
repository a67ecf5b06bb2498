/**
 * What an upload answers when the file storage (the local folder or the
 * S3-compatible bucket) cannot take or give a file: a 503 the visitor can
 * act on, never a generic failure. Kept zod-free, as every *-messages.ts.
 */
export const STORAGE_MESSAGES = {
  unavailable: 'File storage is unavailable. Please try again in a few minutes.',
} as const;
