import path from 'node:path';
import {
  CHAT_FILE_NAME_MAX,
  CHAT_FILE_REFUSALS,
  CHAT_FILE_TYPES,
  CHAT_UPLOAD_MAX_BYTES,
  chatFileTypeOf,
  type ChatFileKind,
  type ChatFileType,
} from '../../../shared/chat-files.ts';
import { fileStoreFor, type StorageConfig, type StorageLog } from '../../storage-factory.ts';
import type { FileStore } from '../../storage.ts';
import { inspectChatFile } from './contact.file-inspection.ts';

/*
 * The chat's files on the server: what each one is (by its content, never by
 * the name or the type the browser claims), the name it is kept under for
 * staff, and the private folder it is stored in.
 */

/**
 * The signature every file of a kind starts with. DOCX is a ZIP archive
 * (Office Open XML), so both open with a ZIP local file header; DOC is an
 * OLE compound file.
 */
const SIGNATURES: Record<ChatFileKind, Buffer> = {
  pdf: Buffer.from('%PDF-', 'latin1'),
  doc: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  docx: Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpeg: Buffer.from([0xff, 0xd8, 0xff]),
  zip: Buffer.from([0x50, 0x4b, 0x03, 0x04]),
};

/** True when the content starts with the signature of the kind. */
export function contentIs(kind: ChatFileKind, data: Buffer): boolean {
  const signature = SIGNATURES[kind];
  return data.length >= signature.length && data.subarray(0, signature.length).equals(signature);
}

/** The kinds whose signature the content carries (ZIP and DOCX share one), in the spec's order. */
export function sniffChatFile(data: Buffer): ChatFileKind[] {
  return CHAT_FILE_TYPES.filter((type) => contentIs(type.kind, data)).map((type) => type.kind);
}

/**
 * The visitor's file name as staff see it and as the download is named: as
 * the visitor's system shows it, the last path segment only, without control or bidirectional-override
 * characters (which can make `exe.pdf` of `fdp.exe`), spaces collapsed,
 * Unicode composed, and at most CHAT_FILE_NAME_MAX characters with its
 * extension kept. Never used as a path: files are stored under generated keys.
 */
export function cleanFileName(raw: string): string {
  // Browsers send `"`, LF and CR in a file name as %22, %0A and %0D (the
  // HTML standard's multipart encoding), which the parser leaves as they are.
  const decoded = raw.replace(/%(22|0A|0D)/gi, (_match, code: string) =>
    code === '22' ? '"' : ' ',
  );
  const segment = decoded.split(/[/\\]/).at(-1) ?? '';
  // Line breaks and tabs become spaces; other invisible characters go.
  const cleaned = Array.from(segment.normalize('NFC').replace(/\s/g, ' '))
    .filter((char) => !isInvisible(char.codePointAt(0) ?? 0))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(cleaned);
  if (chars.length <= CHAT_FILE_NAME_MAX) return cleaned;
  // A listed extension is short; anything longer is cut with the rest.
  const extension = path.extname(cleaned).length <= 16 ? path.extname(cleaned) : '';
  const keep = CHAT_FILE_NAME_MAX - Array.from(extension).length;
  return `${chars.slice(0, keep).join('').trimEnd()}${extension}`;
}

/** C0 and C1 controls, DEL, and the bidi marks, embeddings, overrides and isolates. */
function isInvisible(code: number): boolean {
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x061c ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

export type ChatFileCheck =
  { ok: true; type: ChatFileType; activeContent: boolean } | { ok: false; reason: string };

/**
 * The spec's rule for one file: its name names one of the listed types, it
 * holds something, at most CHAT_UPLOAD_MAX_BYTES, and its content starts
 * with that type's signature. A program renamed to x.pdf is refused for its
 * content, and so is a ZIP named x.pdf: staff open the file as the type its
 * name promises. Then what it holds (contact.file-inspection.ts): archive
 * bombs, nested archives and HTML polyglots are refused, and a PDF with
 * active content is flagged.
 */
export function checkChatFile(fileName: string, data: Buffer): ChatFileCheck {
  const type = chatFileTypeOf(fileName);
  if (!type) return { ok: false, reason: CHAT_FILE_REFUSALS.type };
  if (data.length === 0) return { ok: false, reason: CHAT_FILE_REFUSALS.empty };
  if (data.length > CHAT_UPLOAD_MAX_BYTES) return { ok: false, reason: CHAT_FILE_REFUSALS.size };
  if (!contentIs(type.kind, data)) {
    return { ok: false, reason: CHAT_FILE_REFUSALS.content(type.label) };
  }
  const inspection = inspectChatFile(type, data);
  if (inspection.refusal !== undefined) return { ok: false, reason: inspection.refusal };
  return { ok: true, type, activeContent: inspection.activeContent };
}

/**
 * Where the chat's files are kept: DATA_DIR/private/chat-files, or the
 * private/chat-files/ prefix of the bucket; no route serves either, and the
 * store has no public URL (the public uploads live under uploads/ and are
 * served by name pattern only). Staff read them through the download call.
 */
export const chatFileStore = (config: StorageConfig, log: StorageLog): FileStore =>
  fileStoreFor(config, 'private/chat-files', log);

/**
 * The Content-Disposition of a download: always `attachment` (never shown
 * inline, whatever the type), with an ASCII fallback name for old clients
 * and the exact name, percent-encoded, as `filename*` (RFC 6266, RFC 8187).
 */
export function attachmentDisposition(fileName: string): string {
  const fallback =
    fileName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]|["\\%;]/g, '_')
      .trim() || 'download';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
