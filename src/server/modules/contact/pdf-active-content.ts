import { inflateSync } from 'node:zlib';
import { CHAT_PDF_INSPECTION_BYTES } from '../../../shared/chat-files.ts';

/*
 * Does a PDF carry active content: a script, an action a reader runs by
 * itself (on opening, on a page or a field), a program to launch, embedded
 * files, rich media or an XFA form? Found by the names of the dictionaries
 * that hold them, wherever a reader could find a dictionary:
 *
 * - Names are compared as a reader decodes them: `/J#61vaScript` is
 *   `/JavaScript` (PDF 32000-1, 7.3.5).
 * - The binary data of streams (images, fonts, page drawings) is skipped, or
 *   its random bytes would spell `/JS` or `/AA` in one large file in twenty.
 *   A stream's data is read only from an object header on (`12 0 obj`),
 *   since a cross-reference table may point a reader into it.
 * - Object streams (PDF 1.5: where most dictionaries of a modern PDF live,
 *   deflated) are inflated, up to CHAT_PDF_INSPECTION_BYTES for the whole
 *   file. One that cannot be read (another filter, broken data, encrypted,
 *   over the budget) counts as active content: what cannot be inspected is
 *   not called safe.
 */

/** The names of dictionaries that hold active content, and of the actions that run something. */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'OpenAction',
  'AA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
  'GoToE',
]);

/** A name: a solidus, then regular characters up to whitespace or a delimiter. */
const NAME = /\/([^\s()<>[\]{}/%]*)/g;
/** The keyword that opens a stream's data, with its end of line; not `endstream`. */
const STREAM = /(?<![A-Za-z])stream(?:\r\n|\n|\r)/g;
const OBJECT_HEADER = /\d+\s+\d+\s+obj(?![A-Za-z])/;

function decodeName(raw: string): string {
  return raw.replace(/#([0-9A-Fa-f]{2})/g, (_match, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}

/** The names in some PDF text, decoded. */
function namesIn(text: string): string[] {
  return Array.from(text.matchAll(NAME), (match) => decodeName(match[1]!));
}

const hasActiveName = (text: string) => namesIn(text).some((name) => ACTIVE_NAMES.has(name));

interface Stream {
  /** The text of its object up to the `stream` keyword: its dictionary. */
  dictionary: string;
  start: number;
  end: number;
}

/** The PDF as text a reader parses (between streams) and the streams' data. */
function split(text: string): { parts: string[]; streams: Stream[] } {
  const parts: string[] = [];
  const streams: Stream[] = [];
  let from = 0;
  STREAM.lastIndex = 0;
  for (let match = STREAM.exec(text); match; match = STREAM.exec(text)) {
    const start = match.index + match[0].length;
    const found = text.indexOf('endstream', start);
    const end = found === -1 ? text.length : found;
    const before = text.slice(from, match.index);
    parts.push(before);
    const header = before.lastIndexOf('obj');
    streams.push({ dictionary: header === -1 ? before : before.slice(header), start, end });
    // An object header inside a stream's data starts text a reader may parse.
    const data = text.slice(start, end);
    const inside = OBJECT_HEADER.exec(data);
    if (inside) parts.push(data.slice(inside.index));
    from = end;
    STREAM.lastIndex = end;
  }
  parts.push(text.slice(from));
  return { parts, streams };
}

/**
 * The text of an object stream, or undefined when it cannot be read within
 * the budget left. Only deflate alone (no predictor) is read: what PDF
 * writers use for object streams.
 */
function objectStreamText(data: Buffer, stream: Stream, budget: number): string | undefined {
  const names = namesIn(stream.dictionary);
  const filters = names.filter((name) => /Decode$/.test(name) || name === 'Crypt');
  const body = data.subarray(stream.start, stream.end);
  if (filters.length === 0) return body.toString('latin1');
  if (filters.length > 1 || filters[0] !== 'FlateDecode' || names.includes('DecodeParms')) {
    return undefined;
  }
  try {
    return inflateSync(body, { maxOutputLength: Math.max(1, budget) }).toString('latin1');
  } catch {
    return undefined;
  }
}

/** True when the PDF carries active content, or has object streams this cannot read. */
export function pdfHasActiveContent(data: Buffer, budget = CHAT_PDF_INSPECTION_BYTES): boolean {
  const text = data.toString('latin1');
  const { parts, streams } = split(text);
  if (parts.some(hasActiveName)) return true;
  let left = budget;
  for (const stream of streams) {
    if (!namesIn(stream.dictionary).includes('ObjStm')) continue;
    const inner = objectStreamText(data, stream, left);
    if (inner === undefined) return true;
    left -= inner.length;
    if (hasActiveName(inner)) return true;
  }
  return false;
}
