/*
 * The comparison of two revisions of a post or case study: which fields differ, and how. Pure
 * (no DOM): a route's loader runs it on the server and the browser may run it again. Every
 * output is plain text; whoever shows it escapes it (React does).
 *
 * Texts are compared word by word, bodies paragraph by paragraph and then word by word, with
 * Myers' O(ND) difference algorithm in its linear-space form (the middle snake, as in
 * diff-match-patch's bisect). A call spends at most WORK_BUDGET steps on it: past that the
 * part still unexplained is reported as wholly removed and wholly added, so two unrelated
 * 200 kB bodies cost milliseconds, not seconds.
 */

export type DiffPart = { kind: 'same' | 'added' | 'removed'; text: string };

/** One paragraph row of a body comparison. 'changed' carries the word diff of the pair. */
export type ParagraphRow =
  | { kind: 'same'; text: string }
  | { kind: 'added'; text: string }
  | { kind: 'removed'; text: string }
  | { kind: 'changed'; parts: DiffPart[] };

export type FieldValue = string | readonly string[];

export interface FieldInput {
  name: string;
  label: string;
  before: FieldValue;
  after: FieldValue;
  /** The HTML body: compared paragraph by paragraph. */
  body?: boolean;
}

export type FieldComparison =
  | { name: string; label: string; kind: 'text'; parts: DiffPart[] }
  | {
      name: string;
      label: string;
      kind: 'list';
      added: string[];
      removed: string[];
      kept: string[];
    }
  | { name: string; label: string; kind: 'body'; rows: ParagraphRow[] };

/**
 * Steps (diagonals tried, tokens compared) one call may spend finding the smallest difference:
 * some 10–20 ms. Ordinary edits of a long post need a small fraction of it.
 */
const WORK_BUDGET = 2_000_000;

/** A removed and an added paragraph are one changed paragraph when this share of their words is common. */
const SIMILAR_PARAGRAPHS = 0.4;

/**
 * Runs of removed and added paragraphs up to this many pairs are aligned for the most
 * likeness; longer ones (a body rewritten) pair each removed paragraph with the first like
 * one at most PAIRING_LOOKAHEAD places ahead.
 */
const MAX_ALIGNED_PAIRS = 2_500;
const PAIRING_LOOKAHEAD = 8;

// ---------------------------------------------------------------------------------------------
// Myers' difference of two sequences of token ids, within a budget.

const SAME = 0;
const REMOVED = 1;
const ADDED = 2;
type Op = typeof SAME | typeof REMOVED | typeof ADDED;

interface Budget {
  left: number;
}

class OverBudget extends Error {}

function spend(budget: Budget, steps: number): void {
  budget.left -= steps;
  if (budget.left < 0) throw new OverBudget('the comparison ran past its budget');
}

/** An edit script: runs of the same operation, each over `count` tokens. */
class Script {
  readonly ops: Op[] = [];
  readonly counts: number[] = [];

  push(op: Op, count: number): void {
    if (count <= 0) return;
    const last = this.ops.length - 1;
    if (last >= 0 && this.ops[last] === op) this.counts[last] = (this.counts[last] ?? 0) + count;
    else {
      this.ops.push(op);
      this.counts.push(count);
    }
  }
}

/**
 * The point where a shortest edit script of a[aLo..aHi) into b[bLo..bHi) crosses its middle
 * snake, or null when the two have no token in common. Both ranges are non-empty.
 */
function bisect(
  a: Int32Array,
  aLo: number,
  aHi: number,
  b: Int32Array,
  bLo: number,
  bHi: number,
  budget: Budget,
): [number, number] | null {
  const n = aHi - aLo;
  const m = bHi - bLo;
  const maxD = Math.ceil((n + m) / 2);
  const offset = maxD;
  const size = 2 * maxD + 2;
  spend(budget, size >> 3);
  const forward = new Int32Array(size).fill(-1);
  const reverse = new Int32Array(size).fill(-1);
  forward[offset + 1] = 0;
  reverse[offset + 1] = 0;
  const delta = n - m;
  // With an odd delta the paths meet going forward, with an even one going back.
  const meetForward = delta % 2 !== 0;
  let k1start = 0;
  let k1end = 0;
  let k2start = 0;
  let k2end = 0;
  for (let d = 0; d < maxD; d++) {
    spend(budget, 2 * d + 2);
    for (let k1 = -d + k1start; k1 <= d - k1end; k1 += 2) {
      const i1 = offset + k1;
      let x1 =
        k1 === -d || (k1 !== d && forward[i1 - 1]! < forward[i1 + 1]!)
          ? forward[i1 + 1]!
          : forward[i1 - 1]! + 1;
      let y1 = x1 - k1;
      const from = x1;
      while (x1 < n && y1 < m && a[aLo + x1] === b[bLo + y1]) {
        x1++;
        y1++;
      }
      budget.left -= x1 - from;
      forward[i1] = x1;
      if (x1 > n) k1end += 2;
      else if (y1 > m) k1start += 2;
      else if (meetForward) {
        const i2 = offset + delta - k1;
        if (i2 >= 0 && i2 < size && reverse[i2] !== -1 && x1 >= n - reverse[i2]!) {
          return [aLo + x1, bLo + y1];
        }
      }
    }
    for (let k2 = -d + k2start; k2 <= d - k2end; k2 += 2) {
      const i2 = offset + k2;
      let x2 =
        k2 === -d || (k2 !== d && reverse[i2 - 1]! < reverse[i2 + 1]!)
          ? reverse[i2 + 1]!
          : reverse[i2 - 1]! + 1;
      let y2 = x2 - k2;
      const from = x2;
      while (x2 < n && y2 < m && a[aHi - x2 - 1] === b[bHi - y2 - 1]) {
        x2++;
        y2++;
      }
      budget.left -= x2 - from;
      reverse[i2] = x2;
      if (x2 > n) k2end += 2;
      else if (y2 > m) k2start += 2;
      else if (!meetForward) {
        const i1 = offset + delta - k2;
        if (i1 >= 0 && i1 < size && forward[i1] !== -1) {
          const x1 = forward[i1]!;
          const y1 = offset + x1 - i1;
          if (x1 >= n - x2) return [aLo + x1, bLo + y1];
        }
      }
    }
  }
  return null;
}

function diffRange(
  a: Int32Array,
  aLo: number,
  aHi: number,
  b: Int32Array,
  bLo: number,
  bHi: number,
  out: Script,
  budget: Budget,
): void {
  let prefix = 0;
  while (aLo + prefix < aHi && bLo + prefix < bHi && a[aLo + prefix] === b[bLo + prefix]) prefix++;
  aLo += prefix;
  bLo += prefix;
  let suffix = 0;
  while (aLo < aHi - suffix && bLo < bHi - suffix && a[aHi - 1 - suffix] === b[bHi - 1 - suffix]) {
    suffix++;
  }
  aHi -= suffix;
  bHi -= suffix;
  spend(budget, prefix + suffix + 1);
  out.push(SAME, prefix);
  if (aLo === aHi) out.push(ADDED, bHi - bLo);
  else if (bLo === bHi) out.push(REMOVED, aHi - aLo);
  else {
    const split = bisect(a, aLo, aHi, b, bLo, bHi, budget);
    if (split) {
      diffRange(a, aLo, split[0], b, bLo, split[1], out, budget);
      diffRange(a, split[0], aHi, b, split[1], bHi, out, budget);
    } else {
      out.push(REMOVED, aHi - aLo);
      out.push(ADDED, bHi - bLo);
    }
  }
  out.push(SAME, suffix);
}

/**
 * The edit script of a into b. The common start and end are always found; when the rest
 * costs more than the budget has left, it is all removed and all added.
 */
function diffSequences(a: Int32Array, b: Int32Array, budget: Budget): Script {
  const n = a.length;
  const m = b.length;
  let prefix = 0;
  while (prefix < n && prefix < m && a[prefix] === b[prefix]) prefix++;
  let suffix = 0;
  while (prefix < n - suffix && prefix < m - suffix && a[n - 1 - suffix] === b[m - 1 - suffix]) {
    suffix++;
  }
  let middle = new Script();
  try {
    diffRange(a, prefix, n - suffix, b, prefix, m - suffix, middle, budget);
  } catch (error) {
    if (!(error instanceof OverBudget)) throw error;
    middle = new Script();
    middle.push(REMOVED, n - suffix - prefix);
    middle.push(ADDED, m - suffix - prefix);
  }
  const out = new Script();
  out.push(SAME, prefix);
  middle.ops.forEach((op, index) => out.push(op, middle.counts[index] ?? 0));
  out.push(SAME, suffix);
  return out;
}

/** The two lists as ids (equal strings, equal ids). */
function intern(before: readonly string[], after: readonly string[]): [Int32Array, Int32Array] {
  const ids = new Map<string, number>();
  const idsOf = (items: readonly string[]) => {
    const out = new Int32Array(items.length);
    items.forEach((item, index) => {
      let id = ids.get(item);
      if (id === undefined) {
        id = ids.size;
        ids.set(item, id);
      }
      out[index] = id;
    });
    return out;
  };
  return [idsOf(before), idsOf(after)];
}

// ---------------------------------------------------------------------------------------------
// Words.

const WORD_CHARS = String.raw`\p{L}\p{N}\p{M}\p{Pc}`;
const WORD = String.raw`[${WORD_CHARS}]+(?:['’][${WORD_CHARS}]+)*`;
/** A symbol with what stays attached to it: marks, skin tones, tags, joined emoji. */
const SYMBOL = String.raw`[^\s${WORD_CHARS}][\p{M}\u{1F3FB}-\u{1F3FF}\u{E0020}-\u{E007F}]*(?:\u200D[^\s${WORD_CHARS}][\p{M}\u{1F3FB}-\u{1F3FF}]*)*`;
/** Words, runs of white space, and one symbol or punctuation mark at a time: together, every character. */
const TOKENS = new RegExp(String.raw`${WORD}|\s+|\p{Regional_Indicator}{2}|${SYMBOL}`, 'gu');
const WORDS = new RegExp(WORD, 'gu');

function tokensOf(text: string): string[] {
  return text.match(TOKENS) ?? [];
}

function diffWordsWithin(before: string, after: string, budget: Budget): DiffPart[] {
  if (before === after) return before ? [{ kind: 'same', text: before }] : [];
  const beforeTokens = tokensOf(before);
  const afterTokens = tokensOf(after);
  const [a, b] = intern(beforeTokens, afterTokens);
  const script = diffSequences(a, b, budget);
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  script.ops.forEach((op, index) => {
    const count = script.counts[index] ?? 0;
    if (op === ADDED) {
      parts.push({ kind: 'added', text: afterTokens.slice(j, j + count).join('') });
      j += count;
    } else {
      const text = beforeTokens.slice(i, i + count).join('');
      parts.push({ kind: op === SAME ? 'same' : 'removed', text });
      i += count;
      if (op === SAME) j += count;
    }
  });
  return tidy(parts);
}

/** What joins two changes into one: white space, or up to three punctuation marks and spaces. */
const JOINER = /^(?:\s+|[\s\p{P}]{1,3})$/u;

/**
 * Parts as a reader takes them in: between two unchanged stretches, everything removed and
 * then everything added, each as one part; white space, or a punctuation mark or two, alone
 * between two changes belongs to the change ("one two" → "uno dos" and "a-very-long" →
 * "an-even-longer" read as one replacement each, not as two or three).
 */
function tidy(parts: readonly DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  let removed = '';
  let added = '';
  const flush = () => {
    if (removed) out.push({ kind: 'removed', text: removed });
    if (added) out.push({ kind: 'added', text: added });
    removed = '';
    added = '';
  };
  parts.forEach((part, index) => {
    if (part.kind === 'removed') removed += part.text;
    else if (part.kind === 'added') added += part.text;
    else if ((removed || added) && index < parts.length - 1 && JOINER.test(part.text)) {
      removed += part.text;
      added += part.text;
    } else {
      flush();
      const last = out[out.length - 1];
      if (last?.kind === 'same') last.text += part.text;
      else if (part.text) out.push({ kind: 'same', text: part.text });
    }
  });
  flush();
  return out;
}

/**
 * Word-level diff of two plain texts: tokens are words and the whitespace/punctuation between
 * them; consecutive parts of the same kind are merged, and what was removed comes before what
 * was added. The same parts and the removed ones make up `before`; the same and the added,
 * `after`.
 */
export function diffWords(before: string, after: string): DiffPart[] {
  return diffWordsWithin(before, after, { left: WORK_BUDGET });
}

// ---------------------------------------------------------------------------------------------
// HTML to paragraphs.

/** Elements whose start and end break the text into paragraphs. */
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'caption',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);

/** Elements whose content is no text of the body: dropped with it. */
const DROPPED = new Set(['script', 'style', 'template', 'noscript']);

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/y;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  times: '×',
  euro: '€',
  pound: '£',
  shy: '\u00ad',
};

/** What browsers read &#128; to &#159; as (windows-1252). */
const WINDOWS_1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function characterOf(code: number): string {
  if (code >= 0x80 && code <= 0x9f) return WINDOWS_1252[code - 0x80] ?? '\ufffd';
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
  return String.fromCodePoint(code);
}

const ENTITY = /&(?:#(\d{1,8});?|#[xX]([0-9a-fA-F]{1,7});?|([a-zA-Z][a-zA-Z0-9]{1,31});)/g;

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(
    ENTITY,
    (entity, decimal?: string, hex?: string, name?: string) =>
      (decimal !== undefined
        ? characterOf(Number.parseInt(decimal, 10))
        : hex !== undefined
          ? characterOf(Number.parseInt(hex, 16))
          : NAMED_ENTITIES[name ?? '']) ?? entity,
  );
}

function altOf(attributes: string): string {
  for (const match of attributes.matchAll(ATTRIBUTE)) {
    if (match[1]?.toLowerCase() === 'alt') {
      return decodeEntities(match[2] ?? match[3] ?? match[4] ?? '')
        .replace(/\s+/g, ' ')
        .trim();
    }
  }
  return '';
}

/**
 * Plain text of HTML, one string per paragraph: tags removed, block boundaries become
 * paragraph breaks and <br> a line break, entities (&amp; &lt; &gt; &quot; &#39; &nbsp;
 * &#NNN; &#xHH; and a few common named ones) decoded, white space collapsed but inside <pre>;
 * an <img> becomes "[image: ALT]" ("[image]" without alt text). Script, style and template
 * content is dropped; attributes are never text. Empty paragraphs are left out.
 */
export function paragraphsOf(html: string): string[] {
  const paragraphs: string[] = [];
  let text = '';
  let preDepth = 0;
  let preformatted = false;
  const endParagraph = () => {
    const clean = preformatted
      ? text.replace(/^\n+/, '').trimEnd()
      : text
          .replace(/ *\n */g, '\n')
          .replace(/ {2,}/g, ' ')
          .trim();
    if (clean) paragraphs.push(clean);
    text = '';
    preformatted = preDepth > 0;
  };
  const addText = (raw: string) => {
    const decoded = decodeEntities(raw);
    text += preformatted ? decoded.replace(/\r\n?/g, '\n') : decoded.replace(/\s+/g, ' ');
  };
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    if (open < 0) {
      addText(html.slice(at));
      break;
    }
    if (open > at) addText(html.slice(at, open));
    if (html.startsWith('<!--', open)) {
      const close = html.indexOf('-->', open + 4);
      at = close < 0 ? html.length : close + 3;
      continue;
    }
    const next = html[open + 1] ?? '';
    if (next === '!' || next === '?') {
      const close = html.indexOf('>', open);
      at = close < 0 ? html.length : close + 1;
      continue;
    }
    TAG.lastIndex = open;
    const tag = TAG.exec(html);
    if (!tag) {
      // A tag that never ends swallows the rest, as in a browser; a lone "<" is text.
      if (/[a-zA-Z/]/.test(next)) break;
      text += '<';
      at = open + 1;
      continue;
    }
    at = open + tag[0].length;
    const closing = tag[1] === '/';
    const name = (tag[2] ?? '').toLowerCase();
    if (!closing && DROPPED.has(name)) {
      const end = new RegExp(String.raw`</${name}\b(?:[^>"']|"[^"]*"|'[^']*')*>`, 'gi');
      end.lastIndex = at;
      const found = end.exec(html);
      at = found ? end.lastIndex : html.length;
    } else if (name === 'br') {
      text += '\n';
    } else if (name === 'img' && !closing) {
      const alt = altOf(tag[3] ?? '');
      text += alt ? `[image: ${alt}]` : '[image]';
    } else if (BLOCKS.has(name)) {
      if (name === 'pre') preDepth = Math.max(0, preDepth + (closing ? -1 : 1));
      endParagraph();
    }
  }
  endParagraph();
  return paragraphs;
}

// ---------------------------------------------------------------------------------------------
// Bodies.

function wordCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [word] of text.matchAll(WORDS)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

function total(counts: Map<string, number>): number {
  let sum = 0;
  for (const count of counts.values()) sum += count;
  return sum;
}

/**
 * How alike two paragraphs are: the share of their words they have in common (Dice's
 * coefficient), or 0 when that is under SIMILAR_PARAGRAPHS or the budget is spent.
 */
function likeness(a: Map<string, number>, b: Map<string, number>, budget: Budget): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  budget.left -= small.size + 1;
  if (budget.left < 0) return 0;
  const words = total(a) + total(b);
  if (words === 0) return 1;
  let common = 0;
  for (const [word, count] of small) common += Math.min(count, large.get(word) ?? 0);
  const share = (2 * common) / words;
  return share >= SIMILAR_PARAGRAPHS ? share : 0;
}

type WordsOf = (index: number) => Map<string, number>;

/**
 * The pairs (removed index, added index), in order on both sides, whose likeness adds up to
 * the most: one removed paragraph rewritten is paired with its new version even when another
 * added paragraph, sharing a word or two, comes before it.
 */
function alignedPairs(
  removed: number,
  added: number,
  removedWords: WordsOf,
  addedWords: WordsOf,
  budget: Budget,
): Array<[number, number]> {
  const width = added + 1;
  const like = new Float64Array(removed * added);
  const best = new Float64Array((removed + 1) * width);
  for (let i = 1; i <= removed; i++) {
    for (let j = 1; j <= added; j++) {
      const pair = likeness(removedWords(i - 1), addedWords(j - 1), budget);
      like[(i - 1) * added + (j - 1)] = pair;
      best[i * width + j] = Math.max(
        best[(i - 1) * width + j]!,
        best[i * width + j - 1]!,
        pair > 0 ? best[(i - 1) * width + j - 1]! + pair : 0,
      );
    }
  }
  const pairs: Array<[number, number]> = [];
  for (let i = removed, j = added; i > 0 && j > 0;) {
    if (best[i * width + j] === best[(i - 1) * width + j]) i--;
    else if (best[i * width + j] === best[i * width + j - 1]) j--;
    else {
      if (like[(i - 1) * added + (j - 1)]! > 0) pairs.push([i - 1, j - 1]);
      i--;
      j--;
    }
  }
  return pairs.reverse();
}

/** For long runs: each removed paragraph pairs with the first like one a few places ahead. */
function greedyPairs(
  removed: number,
  added: number,
  removedWords: WordsOf,
  addedWords: WordsOf,
  budget: Budget,
): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  let next = 0;
  for (let i = 0; i < removed && budget.left > 0; i++) {
    const last = Math.min(added, next + PAIRING_LOOKAHEAD);
    for (let j = next; j < last; j++) {
      if (likeness(removedWords(i), addedWords(j), budget) > 0) {
        pairs.push([i, j]);
        next = j + 1;
        break;
      }
    }
  }
  return pairs;
}

/** Lazily, the words of each paragraph of a list. */
function wordsOfEach(paragraphs: readonly string[]): WordsOf {
  const words: Array<Map<string, number> | undefined> = [];
  return (index) => (words[index] ??= wordCounts(paragraphs[index] ?? ''));
}

/**
 * The rows of the paragraphs removed and added between two unchanged ones: a removed one
 * and an added one alike enough are one changed row (compared word by word); the others are
 * rows of their own, what was removed before what was added.
 */
function pairRows(
  removed: readonly string[],
  added: readonly string[],
  rows: ParagraphRow[],
  budget: Budget,
): void {
  const pairs =
    removed.length === 0 || added.length === 0
      ? []
      : (removed.length * added.length <= MAX_ALIGNED_PAIRS ? alignedPairs : greedyPairs)(
          removed.length,
          added.length,
          wordsOfEach(removed),
          wordsOfEach(added),
          budget,
        );
  let i = 0;
  let j = 0;
  for (const [pairedRemoved, pairedAdded] of [...pairs, [removed.length, added.length]]) {
    for (; i < pairedRemoved!; i++) rows.push({ kind: 'removed', text: removed[i] ?? '' });
    for (; j < pairedAdded!; j++) rows.push({ kind: 'added', text: added[j] ?? '' });
    if (i < removed.length && j < added.length) {
      rows.push({ kind: 'changed', parts: diffWordsWithin(removed[i]!, added[j]!, budget) });
      i++;
      j++;
    }
  }
}

/**
 * Paragraph-then-word diff of two HTML bodies (as the rich text editor writes them): the
 * paragraphs (paragraphsOf) are compared as wholes, then the removed and the added ones
 * between two unchanged paragraphs are paired one to one, in order, where they are similar
 * (share at least 40 % of their words), and each pair compared word by word.
 */
export function diffBody(beforeHtml: string, afterHtml: string): ParagraphRow[] {
  const budget: Budget = { left: WORK_BUDGET };
  const before = paragraphsOf(beforeHtml);
  const after = paragraphsOf(afterHtml);
  const [a, b] = intern(before, after);
  const script = diffSequences(a, b, budget);
  const rows: ParagraphRow[] = [];
  let removed: string[] = [];
  let added: string[] = [];
  let i = 0;
  let j = 0;
  script.ops.forEach((op, index) => {
    const count = script.counts[index] ?? 0;
    if (op === REMOVED) {
      removed = removed.concat(before.slice(i, i + count));
      i += count;
    } else if (op === ADDED) {
      added = added.concat(after.slice(j, j + count));
      j += count;
    } else {
      pairRows(removed, added, rows, budget);
      removed = [];
      added = [];
      for (const text of before.slice(i, i + count)) rows.push({ kind: 'same', text });
      i += count;
      j += count;
    }
  });
  pairRows(removed, added, rows, budget);
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Fields.

const textOf = (value: FieldValue): string =>
  typeof value === 'string' ? value : value.join('\n');

const listOf = (value: FieldValue): string[] => [
  ...new Set(typeof value === 'string' ? (value ? [value] : []) : value),
];

/** The markup without the white space a serialiser may add or drop between tags. */
const markupOf = (html: string) => html.replace(/\s+/g, ' ').replace(/>\s+</g, '><').trim();

/**
 * Only the fields that differ, in the given order. A body (`body: true`) differs when its
 * text or its markup does (the rows are then all 'same' when only the formatting changed); a
 * list (either value an array: tags, keywords) when its items or their order do (added,
 * removed and kept are then all in order, kept as in `after`); any other field when its text
 * does.
 */
export function compareFields(fields: readonly FieldInput[]): FieldComparison[] {
  const out: FieldComparison[] = [];
  for (const field of fields) {
    const { name, label } = field;
    if (field.body) {
      const before = textOf(field.before);
      const after = textOf(field.after);
      if (before === after) continue;
      const rows = diffBody(before, after);
      if (rows.some((row) => row.kind !== 'same') || markupOf(before) !== markupOf(after)) {
        out.push({ name, label, kind: 'body', rows });
      }
    } else if (typeof field.before === 'string' && typeof field.after === 'string') {
      if (field.before !== field.after) {
        out.push({ name, label, kind: 'text', parts: diffWords(field.before, field.after) });
      }
    } else {
      const before = listOf(field.before);
      const after = listOf(field.after);
      if (before.length === after.length && before.every((item, index) => item === after[index])) {
        continue;
      }
      const inBefore = new Set(before);
      const inAfter = new Set(after);
      out.push({
        name,
        label,
        kind: 'list',
        added: after.filter((item) => !inBefore.has(item)),
        removed: before.filter((item) => !inAfter.has(item)),
        kept: after.filter((item) => inBefore.has(item)),
      });
    }
  }
  return out;
}
