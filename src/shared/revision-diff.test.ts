import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareFields,
  diffBody,
  diffWords,
  paragraphsOf,
  type DiffPart,
  type ParagraphRow,
} from './revision-diff.ts';

/** The text a side of a diff shows: the same parts and that side's own. */
const side = (parts: readonly DiffPart[], kind: 'removed' | 'added') =>
  parts
    .filter((part) => part.kind === 'same' || part.kind === kind)
    .map((part) => part.text)
    .join('');

/** The paragraphs a side of a body comparison shows. */
const sideRows = (rows: readonly ParagraphRow[], kind: 'removed' | 'added') =>
  rows.flatMap((row) =>
    row.kind === 'same' || row.kind === kind
      ? [row.text]
      : row.kind === 'changed'
        ? [side(row.parts, kind)]
        : [],
  );

/** No empty part, no two neighbours of one kind, what was removed before what was added. */
function expectTidy(parts: readonly DiffPart[]) {
  parts.forEach((part, index) => {
    expect(part.text).not.toBe('');
    const next = parts[index + 1];
    if (next) expect(next.kind).not.toBe(part.kind);
    if (part.kind === 'added') expect(next?.kind ?? 'same').toBe('same');
  });
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A deterministic generator, so the large inputs are the same on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) & 0x7fffffff;
    return state / 0x80000000;
  };
}

const VOCABULARY = Array.from({ length: 400 }, (_, index) => `word${index.toString(36)}`);

function randomWords(next: () => number, count: number): string {
  return Array.from({ length: count }, () => VOCABULARY[Math.floor(next() * 400)]).join(' ');
}

function randomBody(next: () => number, characters: number): string {
  let html = '';
  while (html.length < characters) {
    html += `<p>${randomWords(next, 20 + Math.floor(next() * 60))}.</p>`;
  }
  return html;
}

describe('diffWords', () => {
  it('finds no difference between identical texts', () => {
    expect(diffWords('The same words.', 'The same words.')).toEqual([
      { kind: 'same', text: 'The same words.' },
    ]);
    expect(diffWords('', '')).toEqual([]);
  });

  it('marks an inserted word', () => {
    expect(diffWords('The quick fox', 'The quick brown fox')).toEqual([
      { kind: 'same', text: 'The quick ' },
      { kind: 'added', text: 'brown ' },
      { kind: 'same', text: 'fox' },
    ]);
  });

  it('marks a deleted word', () => {
    expect(diffWords('The quick brown fox', 'The brown fox')).toEqual([
      { kind: 'same', text: 'The ' },
      { kind: 'removed', text: 'quick ' },
      { kind: 'same', text: 'brown fox' },
    ]);
  });

  it('merges consecutive parts of one kind, removed before added', () => {
    expect(diffWords('one two three', 'one four five three')).toEqual([
      { kind: 'same', text: 'one ' },
      { kind: 'removed', text: 'two' },
      { kind: 'added', text: 'four five' },
      { kind: 'same', text: ' three' },
    ]);
    // The space alone between two replaced words belongs to the replacement.
    expect(diffWords('Say one two now', 'Say uno dos now')).toEqual([
      { kind: 'same', text: 'Say ' },
      { kind: 'removed', text: 'one two' },
      { kind: 'added', text: 'uno dos' },
      { kind: 'same', text: ' now' },
    ]);
  });

  it('reads a change split by a punctuation mark as one change', () => {
    expect(diffWords('see the a-very-long path', 'see the an-even-longer path')).toEqual([
      { kind: 'same', text: 'see the ' },
      { kind: 'removed', text: 'a-very-long' },
      { kind: 'added', text: 'an-even-longer' },
      { kind: 'same', text: ' path' },
    ]);
  });

  it('treats punctuation as tokens of its own and keeps apostrophes inside words', () => {
    expect(diffWords("It's done, isn't it?", "It's done. Isn't it?")).toEqual([
      { kind: 'same', text: "It's done" },
      { kind: 'removed', text: ", isn't" },
      { kind: 'added', text: ". Isn't" },
      { kind: 'same', text: ' it?' },
    ]);
  });

  it('an empty side is all added or all removed', () => {
    expect(diffWords('', 'New text')).toEqual([{ kind: 'added', text: 'New text' }]);
    expect(diffWords('Old text', '')).toEqual([{ kind: 'removed', text: 'Old text' }]);
  });

  it('is safe with accents, combining marks and emoji (no character split)', () => {
    const parts = diffWords(
      'Café 😀 au lait 👍🏽 🇫🇷 e\u0301te\u0301',
      'Café 😀 au thé 👍🏿 🇩🇪 e\u0301te\u0301',
    );
    expect(parts).toEqual([
      { kind: 'same', text: 'Café 😀 au ' },
      { kind: 'removed', text: 'lait 👍🏽 🇫🇷' },
      { kind: 'added', text: 'thé 👍🏿 🇩🇪' },
      { kind: 'same', text: ' e\u0301te\u0301' },
    ]);
    for (const part of parts) expect(part.text).not.toMatch(LONE_SURROGATE);
    // A changed family emoji is one token, not a piece of one.
    expect(diffWords('a 👨‍👩‍👧 b', 'a 👨‍👩‍👦 b')).toEqual([
      { kind: 'same', text: 'a ' },
      { kind: 'removed', text: '👨‍👩‍👧' },
      { kind: 'added', text: '👨‍👩‍👦' },
      { kind: 'same', text: ' b' },
    ]);
  });

  it('always rebuilds both texts from its parts, tidily', () => {
    const text = fc.string({
      unit: fc.constantFrom('a', 'b', 'cd', ' ', ' ', ',', '.', '\n', 'é', '😀', '👍🏽', '-'),
      maxLength: 40,
    });
    fc.assert(
      fc.property(text, text, (before, after) => {
        const parts = diffWords(before, after);
        expect(side(parts, 'removed')).toBe(before);
        expect(side(parts, 'added')).toBe(after);
        expectTidy(parts);
        for (const part of parts) expect(part.text).not.toMatch(LONE_SURROGATE);
      }),
      { numRuns: 500, seed: 20261128 },
    );
  });
});

describe('paragraphsOf', () => {
  it('gives one plain text per block, with line breaks and inline markup flattened', () => {
    const html =
      '<h2>Why <em>it</em> matters</h2><p>First <strong>bold</strong> and <a href="/x">a link</a>,<br>then a new line.</p>' +
      '<ul><li><p>One</p></li><li>Two <code>x</code></li></ul><blockquote><p>Quoted</p></blockquote>' +
      '<p>\n   spaced\n   out   </p><p></p><p> </p>';
    expect(paragraphsOf(html)).toEqual([
      'Why it matters',
      'First bold and a link,\nthen a new line.',
      'One',
      'Two x',
      'Quoted',
      'spaced out',
    ]);
  });

  it('decodes entities', () => {
    expect(
      paragraphsOf(
        '<p>Tom &amp; Jerry &lt;b&gt; &quot;quoted&quot; it&#39;s a&nbsp;b &#233;t&#xE9; &#x1F600; &#128512; &rsquo; &amp;lt; &unknown; &#0;</p>',
      ),
    ).toEqual(['Tom & Jerry <b> "quoted" it\'s a b été 😀 😀 ’ &lt; &unknown; \ufffd']);
    // Browsers read &#146; as windows-1252's right quote.
    expect(paragraphsOf('<p>it&#146;s</p>')).toEqual(['it’s']);
  });

  it('names an image by its alt text, and nothing else of its attributes', () => {
    expect(
      paragraphsOf(
        '<figure><img src="/uploads/cat.png" alt="A &quot;cat&quot; &gt; dog" data-alt="no" width="10"><figcaption>Our cat</figcaption></figure>' +
          '<p>Inline <img alt=\'icon\' src="i.svg"/> and <img src="x.png"> here</p>',
      ),
    ).toEqual(['[image: A "cat" > dog]', 'Our cat', 'Inline [image: icon] and [image] here']);
  });

  it('drops script and style content, comments and attributes entirely', () => {
    const html =
      '<p onclick="alert(1)" title="x > y">Safe</p><script type="text/javascript">alert("<p>no</p>")</script>' +
      '<style>p { color: red }</style><!-- a <p>comment</p> --><SCRIPT>evil()</SCRIPT >' +
      '<p>After<template><p>hidden</p></template></p><script>never closed';
    const paragraphs = paragraphsOf(html);
    expect(paragraphs).toEqual(['Safe', 'After']);
    const text = paragraphs.join(' ');
    for (const leak of [
      'alert',
      'onclick',
      'color',
      'comment',
      'evil',
      'hidden',
      'never',
      '<',
      '>',
    ]) {
      expect(text).not.toContain(leak);
    }
  });

  it('keeps the white space of preformatted text', () => {
    expect(paragraphsOf('<pre><code>\nif (a) {\n    b();\n}\n</code></pre><p>a   b</p>')).toEqual([
      'if (a) {\n    b();\n}',
      'a b',
    ]);
  });

  it('keeps a lone "<" as text and drops a tag that never ends', () => {
    expect(paragraphsOf('<p>1 < 2 and 3 <= 4</p><p>cut <a href="x')).toEqual([
      '1 < 2 and 3 <= 4',
      'cut',
    ]);
  });
});

describe('diffBody', () => {
  const unchanged = ['<h2>Introduction</h2>', '<p>The first paragraph stays as it was.</p>'];

  it('finds no difference between identical bodies', () => {
    const body = unchanged.join('');
    expect(diffBody(body, body)).toEqual([
      { kind: 'same', text: 'Introduction' },
      { kind: 'same', text: 'The first paragraph stays as it was.' },
    ]);
  });

  it('shows a changed paragraph among unchanged ones word by word', () => {
    const before = `${unchanged.join('')}<p>Power Apps make forms quick to build.</p><p>The end.</p>`;
    const after = `${unchanged.join('')}<p>Power Apps make <strong>complex</strong> forms quick to build.</p><p>The end.</p>`;
    expect(diffBody(before, after)).toEqual<ParagraphRow[]>([
      { kind: 'same', text: 'Introduction' },
      { kind: 'same', text: 'The first paragraph stays as it was.' },
      {
        kind: 'changed',
        parts: [
          { kind: 'same', text: 'Power Apps make ' },
          { kind: 'added', text: 'complex ' },
          { kind: 'same', text: 'forms quick to build.' },
        ],
      },
      { kind: 'same', text: 'The end.' },
    ]);
  });

  it('shows an added and a removed paragraph as rows of their own', () => {
    const before = '<p>Keep this.</p><p>Remove this old aside.</p><p>Keep that.</p>';
    const after = '<p>Keep this.</p><p>Keep that.</p><p>A brand new closing thought.</p>';
    expect(diffBody(before, after)).toEqual<ParagraphRow[]>([
      { kind: 'same', text: 'Keep this.' },
      { kind: 'removed', text: 'Remove this old aside.' },
      { kind: 'same', text: 'Keep that.' },
      { kind: 'added', text: 'A brand new closing thought.' },
    ]);
  });

  it('pairs a rewritten paragraph only when it is similar enough', () => {
    const before = '<p>Intro.</p><p>Dataverse stores the data of every app.</p><p>Outro.</p>';
    const rewritten = '<p>Intro.</p><p>Completely different words now.</p><p>Outro.</p>';
    expect(diffBody(before, rewritten)).toEqual<ParagraphRow[]>([
      { kind: 'same', text: 'Intro.' },
      { kind: 'removed', text: 'Dataverse stores the data of every app.' },
      { kind: 'added', text: 'Completely different words now.' },
      { kind: 'same', text: 'Outro.' },
    ]);
    // A new paragraph inserted before the edited one does not take its place.
    const inserted =
      '<p>Intro.</p><p>A new paragraph first.</p><p>Dataverse stores the data of every model-driven app.</p><p>Outro.</p>';
    expect(diffBody(before, inserted)).toEqual<ParagraphRow[]>([
      { kind: 'same', text: 'Intro.' },
      { kind: 'added', text: 'A new paragraph first.' },
      {
        kind: 'changed',
        parts: [
          { kind: 'same', text: 'Dataverse stores the data of every ' },
          { kind: 'added', text: 'model-driven ' },
          { kind: 'same', text: 'app.' },
        ],
      },
      { kind: 'same', text: 'Outro.' },
    ]);
  });

  it('pairs each rewritten paragraph with its own new version, not with one sharing a word', () => {
    const before = '<p>Kept paragraph.</p><p>Gone paragraph.</p><p>Edited old text here.</p>';
    const after = '<p>Kept paragraph.</p><p>Edited new text here.</p><p>Fresh paragraph.</p>';
    expect(diffBody(before, after)).toEqual<ParagraphRow[]>([
      { kind: 'same', text: 'Kept paragraph.' },
      { kind: 'removed', text: 'Gone paragraph.' },
      {
        kind: 'changed',
        parts: [
          { kind: 'same', text: 'Edited ' },
          { kind: 'removed', text: 'old' },
          { kind: 'added', text: 'new' },
          { kind: 'same', text: ' text here.' },
        ],
      },
      { kind: 'added', text: 'Fresh paragraph.' },
    ]);
  });

  it('keeps the longest common sequence of paragraphs (a shortest edit)', () => {
    const paragraphs = fc.array(fc.constantFrom('Alpha.', 'Beta.', 'Gamma.', 'Delta.'), {
      maxLength: 30,
    });
    const lcs = (a: string[], b: string[]) => {
      const row = new Array<number>(b.length + 1).fill(0);
      for (const x of a) {
        let diagonal = 0;
        b.forEach((y, j) => {
          const above = row[j + 1]!;
          row[j + 1] = x === y ? diagonal + 1 : Math.max(above, row[j]!);
          diagonal = above;
        });
      }
      return row[b.length]!;
    };
    const html = (items: string[]) => items.map((item) => `<p>${item}</p>`).join('');
    fc.assert(
      fc.property(paragraphs, paragraphs, (a, b) => {
        const rows = diffBody(html(a), html(b));
        expect(rows.filter((row) => row.kind === 'same')).toHaveLength(lcs(a, b));
        // Every paragraph shows on its side, in order.
        expect(sideRows(rows, 'removed')).toEqual(a);
        expect(sideRows(rows, 'added')).toEqual(b);
      }),
      { numRuns: 500, seed: 20261129 },
    );
  });

  it('never puts markup in its output', () => {
    const rows = diffBody(
      '<p class="x">Hello <b>there</b></p><script>alert(1)</script>',
      '<p style="color:red">Hello <i>world</i></p><img src=x onerror="alert(2)">',
    );
    expect(JSON.stringify(rows)).not.toMatch(/[<>]|alert|class|style|onerror/);
  });
});

describe('the cap on work', () => {
  it('gives up on two unrelated 200 kB texts quickly: all removed, all added', () => {
    const next = random(7);
    const before = randomWords(next, 30_000);
    const after = randomWords(next, 30_000);
    expect(before.length).toBeGreaterThan(200_000);
    const started = performance.now();
    const parts = diffWords(before, after);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(side(parts, 'removed')).toBe(before);
    expect(side(parts, 'added')).toBe(after);
    expect(parts.map((part) => part.kind)).toEqual(['removed', 'added']);
  });

  it('gives up on two unrelated 200 kB bodies quickly', () => {
    const next = random(11);
    const before = randomBody(next, 200_000);
    const after = randomBody(next, 200_000);
    const started = performance.now();
    const rows = diffBody(before, after);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(rows.filter((row) => row.kind === 'removed')).toHaveLength(paragraphsOf(before).length);
    expect(rows.filter((row) => row.kind === 'added')).toHaveLength(paragraphsOf(after).length);
    // And a single 200 kB paragraph each.
    const started2 = performance.now();
    const one = diffBody(
      `<p>${randomWords(next, 30_000)}</p>`,
      `<p>${randomWords(next, 30_000)}</p>`,
    );
    expect(performance.now() - started2).toBeLessThan(2_000);
    expect(one).toHaveLength(1);
  });

  it('gives up on 200 kB of short unrelated paragraphs quickly', () => {
    const next = random(17);
    const shortParagraphs = () => {
      let html = '';
      while (html.length < 200_000)
        html += `<p>${randomWords(next, 1 + Math.floor(next() * 3))}</p>`;
      return html;
    };
    const before = shortParagraphs();
    const after = shortParagraphs();
    const started = performance.now();
    const rows = diffBody(before, after);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(sideRows(rows, 'removed')).toEqual(paragraphsOf(before));
    expect(sideRows(rows, 'added')).toEqual(paragraphsOf(after));
  });

  it('still finds the exact changes of an ordinary edit in a 200 kB body', () => {
    const next = random(13);
    const before = randomBody(next, 200_000);
    const paragraphs = paragraphsOf(before);
    const edited = paragraphs.map((text, index) =>
      index % 100 === 50 ? text.replace(' ', ' inserted ') : text,
    );
    const after = edited.map((text) => `<p>${text}</p>`).join('');
    const started = performance.now();
    const rows = diffBody(before, after);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(rows).toHaveLength(paragraphs.length);
    const changed = rows.filter((row) => row.kind === 'changed');
    expect(changed).toHaveLength(Math.floor((paragraphs.length + 49) / 100));
    for (const row of changed) {
      expect(row.parts.filter((part) => part.kind !== 'same')).toEqual([
        { kind: 'added', text: 'inserted ' },
      ]);
    }
  });
});

describe('compareFields', () => {
  it('lists only the fields that differ, in the given order', () => {
    const comparison = compareFields([
      { name: 'title', label: 'Title', before: 'Same title', after: 'Same title' },
      { name: 'slug', label: 'Slug', before: 'old-slug', after: 'new-slug' },
      {
        name: 'tags',
        label: 'Tags',
        before: ['Power BI', 'Dynamics'],
        after: ['Power BI', 'Dynamics'],
      },
      { name: 'excerpt', label: 'Excerpt', before: 'An excerpt.', after: 'A short excerpt.' },
      {
        name: 'content',
        label: 'Content',
        before: '<p>Body</p>',
        after: '<p>Body</p>',
        body: true,
      },
    ]);
    expect(comparison.map((field) => field.name)).toEqual(['slug', 'excerpt']);
    expect(comparison[0]).toEqual({
      name: 'slug',
      label: 'Slug',
      kind: 'text',
      parts: [
        { kind: 'removed', text: 'old' },
        { kind: 'added', text: 'new' },
        { kind: 'same', text: '-slug' },
      ],
    });
  });

  it('gives nothing for identical revisions', () => {
    expect(
      compareFields([
        { name: 'title', label: 'Title', before: 'T', after: 'T' },
        { name: 'tags', label: 'Tags', before: [], after: [] },
        {
          name: 'content',
          label: 'Content',
          before: '<p>a</p>\n<p>b</p>',
          after: '<p>a</p><p>b</p>',
          body: true,
        },
      ]),
    ).toEqual([]);
  });

  it('compares lists as items added, removed and kept', () => {
    expect(
      compareFields([
        {
          name: 'tags',
          label: 'Tags',
          before: ['Power BI', 'Dynamics', 'Azure'],
          after: ['Dynamics', 'Copilot', 'Power BI', 'Fabric'],
        },
      ]),
    ).toEqual([
      {
        name: 'tags',
        label: 'Tags',
        kind: 'list',
        added: ['Copilot', 'Fabric'],
        removed: ['Azure'],
        kept: ['Dynamics', 'Power BI'],
      },
    ]);
    // Only the order changed: listed, with nothing added or removed.
    expect(
      compareFields([
        { name: 'keywords', label: 'Keywords', before: ['a', 'b'], after: ['b', 'a'] },
      ]),
    ).toEqual([
      {
        name: 'keywords',
        label: 'Keywords',
        kind: 'list',
        added: [],
        removed: [],
        kept: ['b', 'a'],
      },
    ]);
  });

  it('compares a body paragraph by paragraph, and notices a change of formatting alone', () => {
    const [content] = compareFields([
      {
        name: 'content',
        label: 'Content',
        before: '<p>One.</p><p>Two.</p>',
        after: '<p>One.</p><p>Two and a half.</p>',
        body: true,
      },
    ]);
    expect(content).toEqual({
      name: 'content',
      label: 'Content',
      kind: 'body',
      rows: [
        { kind: 'same', text: 'One.' },
        {
          kind: 'changed',
          parts: [
            { kind: 'same', text: 'Two' },
            { kind: 'added', text: ' and a half' },
            { kind: 'same', text: '.' },
          ],
        },
      ],
    });
    expect(
      compareFields([
        {
          name: 'content',
          label: 'Content',
          before: '<p>One.</p>',
          after: '<p><strong>One.</strong></p>',
          body: true,
        },
      ]),
    ).toEqual([
      { name: 'content', label: 'Content', kind: 'body', rows: [{ kind: 'same', text: 'One.' }] },
    ]);
  });
});
