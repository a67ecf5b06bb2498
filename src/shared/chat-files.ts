/*
 * The chat's file upload: which files it takes, how many and how large, and
 * what it says about them. Zod-free, so the chat panel (which checks a
 * choice at once) and the server (which checks every file again, by its
 * content) read the same rules and words from here.
 */

/**
 * The types the spec lists, each with the names it may carry and the type
 * it is served to staff as. The server recognises each by its content
 * (server/modules/contact/contact.files.ts); the extension only says which
 * of them the visitor meant.
 */
export const CHAT_FILE_TYPES = [
  { kind: 'pdf', label: 'PDF', extensions: ['.pdf'], contentType: 'application/pdf' },
  { kind: 'doc', label: 'DOC', extensions: ['.doc'], contentType: 'application/msword' },
  {
    kind: 'docx',
    label: 'DOCX',
    extensions: ['.docx'],
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  { kind: 'png', label: 'PNG', extensions: ['.png'], contentType: 'image/png' },
  { kind: 'jpeg', label: 'JPEG', extensions: ['.jpg', '.jpeg'], contentType: 'image/jpeg' },
  { kind: 'zip', label: 'ZIP', extensions: ['.zip'], contentType: 'application/zip' },
] as const;
export type ChatFileType = (typeof CHAT_FILE_TYPES)[number];
export type ChatFileKind = ChatFileType['kind'];

export const CHAT_UPLOAD_EXTENSIONS = CHAT_FILE_TYPES.flatMap((type) => type.extensions);
/** The file input's `accept`. */
export const CHAT_UPLOAD_ACCEPT = CHAT_UPLOAD_EXTENSIONS.join(',');
export const CHAT_UPLOAD_MAX_MB = 10;
/** Per file; a file of exactly this size is accepted, one byte more is not. */
export const CHAT_UPLOAD_MAX_BYTES = CHAT_UPLOAD_MAX_MB * 1024 * 1024;
/** Per message: what one send may carry. */
export const CHAT_UPLOAD_MAX_FILES = 5;
/** The longest file name kept (longer ones are shortened, their extension kept). */
export const CHAT_FILE_NAME_MAX = 200;

/**
 * What a ZIP (or a DOCX, which is one) may hold, read from its central
 * directory without unpacking it. A real archive of documents is compressed
 * a few times over (Office XML about ten, photos hardly at all); a bomb is
 * compressed hundreds or thousands of times. Apache POI refuses Office files
 * past 100 to 1 the same way, and ignores small parts, whose ratio means little.
 */
export const CHAT_ARCHIVE_LIMITS = {
  /** What all its files together may take once unpacked. */
  maxExpandedMb: 250,
  /** Unpacked size over stored size, of the archive and of each file in it. */
  maxRatio: 100,
  /** Files (and the archive as a whole) smaller than this unpacked are not held to the ratio. */
  ratioFromBytes: 1024 * 1024,
  /** Files and folders listed in it. */
  maxEntries: 5000,
} as const;
export const CHAT_ARCHIVE_MAX_EXPANDED_BYTES = CHAT_ARCHIVE_LIMITS.maxExpandedMb * 1024 * 1024;

/**
 * How much of a PDF's compressed object streams (where PDF 1.5 and later
 * keep their dictionaries) is unpacked to look for scripts and actions. A
 * PDF whose streams need more, or cannot be unpacked, is flagged unread.
 */
export const CHAT_PDF_INSPECTION_BYTES = 32 * 1024 * 1024;

/** The multipart fields of `POST /api/contact/chat-files`. */
export const CHAT_FILES_FIELDS = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  /** Each file is one part under this name. */
  file: 'files',
} as const;

/** The type a file name claims, by its extension (any letter case), or undefined. */
export function chatFileTypeOf(name: string): ChatFileType | undefined {
  const lower = name.toLowerCase();
  return CHAT_FILE_TYPES.find((type) =>
    type.extensions.some((extension) => lower.endsWith(extension)),
  );
}

const TYPE_LIST = 'PDF, DOC, DOCX, PNG, JPG, JPEG or ZIP';

/**
 * What the chat's quote form and upload panel say when the visitor's name or
 * address is missing or wrong: both ask for the same two things, and the
 * server refuses an upload in the same words.
 */
export const CHAT_CONTACT_MESSAGES = {
  required: 'Please provide at least your name and email address.',
  emailInvalid: 'Please enter a valid email address.',
} as const;

/** Why a file was refused, as the end of a sentence naming it. */
export const CHAT_FILE_REFUSALS = {
  type: 'this file type is not accepted',
  size: `it is larger than ${CHAT_UPLOAD_MAX_MB} MB`,
  empty: 'the file is empty',
  content: (label: string) => `its content is not a ${label} file`,
  archiveExpanded: `its contents would take more than ${CHAT_ARCHIVE_LIMITS.maxExpandedMb} MB once unpacked`,
  archiveRatio: `its contents are compressed more than ${CHAT_ARCHIVE_LIMITS.maxRatio} to 1, as archive bombs are`,
  archiveEntries: `it holds more than ${CHAT_ARCHIVE_LIMITS.maxEntries} files`,
  archiveNested: 'it contains another archive; please send the files inside it instead',
  archiveUnreadable: 'its archive directory cannot be read (the file may be damaged)',
  html: (label: string) =>
    `its content also reads as a web page (HTML), which a ${label} file never contains`,
  infected: 'our virus scan found malware in it',
} as const;

export const CHAT_FILES_MESSAGES = {
  /** What the upload panel takes, as its description says. */
  accepted: `${TYPE_LIST} files of up to ${CHAT_UPLOAD_MAX_MB} MB each, at most ${CHAT_UPLOAD_MAX_FILES} at a time.`,
  filesRequired: 'Please choose at least one file to send.',
  tooMany: `Please send at most ${CHAT_UPLOAD_MAX_FILES} files at a time.`,
  /** How a refusal names a file that came without a name. */
  unnamed: 'A file without a name',
  /** One refused file, named ("x.pdf was not accepted: its content is not a PDF file."). */
  refused: (name: string, reason: string) => `${name} was not accepted: ${reason}.`,
  /** The server's answer once the files are stored. */
  received: 'Thank you! We have received your files.',
  /** What the stored message says: the visitor typed none; staff read the files. */
  storedMessage: 'Files shared through the chat assistant.',
  multipartRequired: 'Send the files as multipart/form-data.',
  attachmentNotFound: 'Attachment not found',
  downloadFailed: 'The file could not be downloaded. Please try again.',
  /** The virus scanner (ClamAV) is set up but does not answer: nothing is stored unscanned. */
  scanUnavailable:
    'Files cannot be checked for viruses right now. Please try again in a few minutes.',
  /** Beside a file staff download: a PDF with scripts, automatic actions or embedded files. */
  activeContent: 'This file contains active content',
  activeContentDetail:
    'It carries scripts, automatic actions or embedded files: open it in a viewer that blocks them.',
} as const;

/** 512 B, 2 KB, 1.5 MB: how sizes are shown to visitors and staff alike. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}
