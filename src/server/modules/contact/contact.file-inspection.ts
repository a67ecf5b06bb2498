import path from 'node:path';
import {
  CHAT_ARCHIVE_LIMITS,
  CHAT_ARCHIVE_MAX_EXPANDED_BYTES,
  CHAT_FILE_REFUSALS,
  type ChatFileType,
} from '../../../shared/chat-files.ts';
import { pdfHasActiveContent } from './pdf-active-content.ts';
import { readZipDirectory, type ZipEntry } from './zip-directory.ts';

/*
 * What a chat file holds beyond its type (issue 33), checked from the bytes
 * already received, without unpacking or running anything:
 *
 * - ZIP and DOCX: refused when their directory cannot be read, lists too many
 *   files, would unpack past CHAT_ARCHIVE_LIMITS (size or compression ratio:
 *   archive bombs) or holds another archive (nested archives defeat every
 *   limit one level up, and what is inside cannot be checked).
 * - PNG, JPEG and PDF: refused when their bytes also read as HTML (a
 *   polyglot, which a browser sniffing the file would run as a page); a real
 *   image or PDF never needs an HTML tag.
 * - PDF: kept, but flagged for staff when it carries scripts, automatic
 *   actions or embedded files: ordinary business PDFs (forms that compute,
 *   a zoom set on opening, a portfolio) carry them too.
 */

export type FileInspection = { refusal: string } | { refusal?: undefined; activeContent: boolean };

const extensions = (list: string) => new Set(list.split(' ').map((extension) => `.${extension}`));

/**
 * Archive formats by name: what an archive tool opens. Office and
 * OpenDocument files are ZIPs too but open in their application, so they are
 * not in the list: a ZIP of DOCX files, or a DOCX embedding a workbook
 * (word/embeddings/*.xlsx, how Word keeps an embedded sheet or chart data),
 * passes. OLE objects (word/embeddings/*.bin) are not archives either.
 */
const ARCHIVE_EXTENSIONS = extensions(
  'zip zipx 7z rar gz tgz tar bz2 tbz tbz2 xz txz zst tzst lz lzma z cab arj lzh lha iso img dmg vhd vhdx wim jar war ear apk',
);

/** The ZIP-based formats of Office and OpenDocument: a ZIP signature under these names is a document. */
const OFFICE_PACKAGES = extensions(
  'docx docm dotx dotm xlsx xlsm xltx xltm xlsb pptx pptm potx potm ppsx ppsm vsdx vsdm odt ods odp odg',
);

/** The first bytes of archive formats; a stored (not compressed) file is read for them. */
const ARCHIVE_SIGNATURES: ReadonlyArray<{ bytes: Buffer; at?: number; zip?: true }> = [
  { bytes: Buffer.from('PK\x03\x04', 'latin1'), zip: true },
  { bytes: Buffer.from('PK\x05\x06', 'latin1'), zip: true },
  { bytes: Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]) }, // 7z
  { bytes: Buffer.from('Rar!\x1a\x07', 'latin1') },
  { bytes: Buffer.from([0x1f, 0x8b]) }, // gzip
  { bytes: Buffer.from('BZh', 'latin1') },
  { bytes: Buffer.from([0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00]) }, // xz
  { bytes: Buffer.from([0x28, 0xb5, 0x2f, 0xfd]) }, // zstd
  { bytes: Buffer.from('MSCF', 'latin1') }, // cab
  { bytes: Buffer.from('ustar', 'latin1'), at: 257 }, // tar
];

/**
 * A file inside an archive that is itself an archive: by its name, or, when
 * it is stored as it is, by its first bytes (a compressed one would have to
 * be unpacked to tell, and its name is what an extractor shows).
 */
function isNestedArchive(entry: ZipEntry, data: Buffer): boolean {
  if (entry.name.endsWith('/')) return false;
  const extension = path.posix.extname(entry.name.replace(/\\/g, '/')).toLowerCase();
  if (ARCHIVE_EXTENSIONS.has(extension)) return true;
  if (entry.method !== 0) return false;
  const content = data.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  return ARCHIVE_SIGNATURES.some(({ bytes, at = 0, zip }) => {
    const found = content.subarray(at, at + bytes.length).equals(bytes);
    return found && !(zip && OFFICE_PACKAGES.has(extension));
  });
}

/** Over the ratio: unpacked past `ratioFromBytes` and more than `maxRatio` times its stored size. */
const overRatio = (unpacked: number, stored: number) =>
  unpacked > CHAT_ARCHIVE_LIMITS.ratioFromBytes &&
  unpacked > CHAT_ARCHIVE_LIMITS.maxRatio * Math.max(stored, 1);

/** Why a ZIP (or DOCX) is refused, read from its directory, or undefined. */
export function archiveRefusal(data: Buffer): string | undefined {
  const directory = readZipDirectory(data);
  if (!directory.readable) return CHAT_FILE_REFUSALS.archiveUnreadable;
  const { entries } = directory;
  if (entries.length > CHAT_ARCHIVE_LIMITS.maxEntries) return CHAT_FILE_REFUSALS.archiveEntries;
  const expanded = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (expanded > CHAT_ARCHIVE_MAX_EXPANDED_BYTES) return CHAT_FILE_REFUSALS.archiveExpanded;
  if (
    overRatio(expanded, data.length) ||
    entries.some((entry) => overRatio(entry.uncompressedSize, entry.compressedSize))
  ) {
    return CHAT_FILE_REFUSALS.archiveRatio;
  }
  if (entries.some((entry) => isNestedArchive(entry, data)))
    return CHAT_FILE_REFUSALS.archiveNested;
  return undefined;
}

/**
 * An HTML tag that makes a browser's sniffer (or an HTML parser) treat bytes
 * as a page, anywhere in the file, in any letter case, followed by what ends
 * a tag name. Only distinctive tags: two-letter ones (`<a `, `<p>`) turn up
 * by chance in any compressed image of a few megabytes.
 */
const HTML_TAG =
  /<(?:!doctype\s+html|html|head|body|script|iframe|frame|frameset|object|embed|applet|style|title|svg|meta|base|form)[\s/>]/i;

/** True when the bytes also read as HTML. */
export function readsAsHtml(data: Buffer): boolean {
  return HTML_TAG.test(data.toString('latin1'));
}

/** The kinds a browser would show by itself, and so must not also be HTML. */
const NEVER_HTML = new Set<ChatFileType['kind']>(['png', 'jpeg', 'pdf']);

/** The inspection of a file already known (by its signature) to be of `type`. */
export function inspectChatFile(type: ChatFileType, data: Buffer): FileInspection {
  if (type.kind === 'zip' || type.kind === 'docx') {
    const refusal = archiveRefusal(data);
    if (refusal) return { refusal };
  }
  if (NEVER_HTML.has(type.kind) && readsAsHtml(data)) {
    return { refusal: CHAT_FILE_REFUSALS.html(type.label) };
  }
  return { activeContent: type.kind === 'pdf' && pdfHasActiveContent(data) };
}
