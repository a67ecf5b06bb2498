/**
 * A small reader for the messages our mailer writes (nodemailer output:
 * headers, multipart/alternative, 7bit, quoted-printable or base64 parts),
 * so tests can check subjects and follow links exactly as a mail client
 * would show them. Not a general MIME parser.
 */
export interface ParsedMail {
  headers: Map<string, string>;
  subject: string;
  from: string;
  /** Every address in the To header, lower-cased. */
  to: string[];
  text: string;
  html: string;
}

function splitHead(raw: string): { head: string; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { head: raw, body: '' };
  return { head: raw.slice(0, match.index), body: raw.slice(match.index + match[0].length) };
}

function parseHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  // Folded lines continue with whitespace.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

export function decodeQuotedPrintable(input: string): string {
  const soft = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=). */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_all, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    );
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '').toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

function collectParts(raw: string, into: { text: string; html: string }): void {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const sections = body.split(`--${boundary}`);
    // The preamble comes before the first boundary and the epilogue after the closing one.
    for (const section of sections.slice(1)) {
      if (section.startsWith('--')) break;
      collectParts(section.replace(/^\r?\n/, ''), into);
    }
    return;
  }
  const decoded = decodeBody(body, headers.get('content-transfer-encoding'));
  if (/^text\/html/i.test(type)) into.html ||= decoded;
  else if (/^text\/plain/i.test(type)) into.text ||= decoded;
}

export function parseEml(raw: string): ParsedMail {
  const { head } = splitHead(raw);
  const headers = parseHeaders(head);
  const bodies = { text: '', html: '' };
  collectParts(raw, bodies);
  return {
    headers,
    subject: decodeHeader(headers.get('subject') ?? ''),
    from: decodeHeader(headers.get('from') ?? ''),
    to:
      (headers.get('to') ?? '').match(/[^\s<>,"']+@[^\s<>,"']+/g)?.map((a) => a.toLowerCase()) ??
      [],
    text: bodies.text,
    html: bodies.html,
  };
}

/**
 * The http(s) links of a plain-text body, in order, without the punctuation
 * of a sentence that ends with one (the same rule as the mailer's log).
 */
export function linksIn(text: string): string[] {
  return (text.match(/https?:\/\/[^\s<>"')]+/g) ?? []).map((link) =>
    link.replace(/[.,;:!?]+$/, ''),
  );
}

/**
 * When the file mailer took a message, from its file name
 * (`<ISO time with ':' as '-'>-<random>.eml`); undefined for other names.
 */
export function mailFileTime(name: string): number | undefined {
  const stamp = /^(\d{4}-\d\d-\d\dT\d\d)-(\d\d)-(\d\d(?:\.\d+)?Z)-/.exec(name);
  const time = stamp ? Date.parse(`${stamp[1]}:${stamp[2]}:${stamp[3]}`) : NaN;
  return Number.isNaN(time) ? undefined : time;
}
