import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { compareFields, type FieldComparison } from '../../../../shared/revision-diff.ts';
import { REVISION_COPY } from '../content/revision-copy.ts';
import { RevisionComparison } from './revision-comparison.tsx';

const before = { label: 'Saved by Jane Doe, 28 Nov 2026 10:42' };
const after = { label: 'Saved by John Roe, 29 Nov 2026 09:05' };

const render = (fields: FieldComparison[]) =>
  renderToString(<RevisionComparison fields={fields} before={before} after={after} />).replace(
    /<!-- -->/g,
    '',
  );

/** The field sections, each as its Before and its After column. */
function columnsOf(html: string): Array<{ before: string; after: string }> {
  return html
    .split('<section')
    .slice(1)
    .map((section) => {
      const [, beforeColumn = '', afterColumn = ''] = section.split('<h4');
      return { before: beforeColumn, after: afterColumn };
    });
}

describe('RevisionComparison', () => {
  it('says so when the two versions are the same', () => {
    expect(render([])).toBe(`<p class="text-muted">${REVISION_COPY.noDifferences}</p>`);
  });

  it('shows each changed field under its heading, deletions Before and insertions After', () => {
    const fields = compareFields([
      { name: 'title', label: 'Title', before: 'Power Apps guide', after: 'Power Apps guide' },
      { name: 'excerpt', label: 'Excerpt', before: 'A quick guide.', after: 'A complete guide.' },
    ]);
    const html = render(fields);
    expect(html).toContain(REVISION_COPY.legend);
    expect(html).toContain(REVISION_COPY.unchangedHidden);
    expect(html).toContain('<h3 class="text-lg">Excerpt</h3>');
    expect(html).not.toContain('>Title<');
    // Side by side from 768 px, stacked below, long words wrapped.
    expect(html).toContain('md:grid-cols-2');
    expect(html).toContain('wrap-anywhere');
    const [excerpt] = columnsOf(html);
    expect(excerpt!.before).toContain(`>${REVISION_COPY.before}</h4>`);
    expect(excerpt!.before).toContain(before.label);
    expect(excerpt!.before).toMatch(
      /<del class="[^"]*line-through[^"]*"><span class="sr-only">Deleted: <\/span>quick<span class="sr-only"> \(end of deletion\)<\/span><\/del>/,
    );
    expect(excerpt!.before).not.toContain('<ins');
    expect(excerpt!.before).not.toContain('complete');
    expect(excerpt!.after).toContain(`>${REVISION_COPY.after}</h4>`);
    expect(excerpt!.after).toContain(after.label);
    expect(excerpt!.after).toMatch(
      /<ins class="[^"]*underline[^"]*"><span class="sr-only">Inserted: <\/span>complete<span class="sr-only"> \(end of insertion\)<\/span><\/ins>/,
    );
    expect(excerpt!.after).not.toContain('<del');
    expect(excerpt!.after).not.toContain('quick');
  });

  it('shows a body paragraph by paragraph: unchanged in both, removed Before, added After', () => {
    const fields = compareFields([
      {
        name: 'content',
        label: 'Content',
        before: '<p>Kept paragraph.</p><p>Gone paragraph.</p><p>Edited old text here.</p>',
        after: '<p>Kept paragraph.</p><p>Edited new text here.</p><p>Fresh paragraph.</p>',
        body: true,
      },
    ]);
    const [content] = columnsOf(render(fields));
    expect(content!.before).toContain(
      '<p class="whitespace-pre-wrap wrap-anywhere text-muted">Kept paragraph.</p>',
    );
    expect(content!.after).toContain(
      '<p class="whitespace-pre-wrap wrap-anywhere text-muted">Kept paragraph.</p>',
    );
    expect(content!.before).toContain('Gone paragraph.');
    expect(content!.after).not.toContain('Gone paragraph.');
    expect(content!.after).toContain('Fresh paragraph.');
    expect(content!.before).not.toContain('Fresh paragraph.');
    expect(content!.before).toMatch(/Edited <del[^>]*>.*old.*<\/del> text here\./);
    expect(content!.after).toMatch(/Edited <ins[^>]*>.*new.*<\/ins> text here\./);
  });

  it('shows lists as items, and notes a change of order or formatting alone', () => {
    const [tags] = columnsOf(
      render(
        compareFields([
          {
            name: 'tags',
            label: 'Tags',
            before: ['Azure', 'Dynamics'],
            after: ['Dynamics', 'Copilot'],
          },
        ]),
      ),
    );
    expect(tags!.before).toMatch(
      /<li[^>]*>Dynamics<\/li><li[^>]*><del[^>]*>.*Azure.*<\/del><\/li>/,
    );
    expect(tags!.after).toMatch(
      /<li[^>]*>Dynamics<\/li><li[^>]*><ins[^>]*>.*Copilot.*<\/ins><\/li>/,
    );
    const notes = render(
      compareFields([
        { name: 'tags', label: 'Tags', before: ['a', 'b'], after: ['b', 'a'] },
        {
          name: 'content',
          label: 'Content',
          before: '<p>x</p>',
          after: '<p><em>x</em></p>',
          body: true,
        },
      ]),
    );
    expect(notes).toContain(REVISION_COPY.orderOnly);
    expect(notes).toContain(REVISION_COPY.formattingOnly);
    expect(notes).not.toContain('<h4');
  });

  it('escapes whatever text it is given, and marks an empty side', () => {
    const html = render(
      compareFields([
        { name: 'metaTitle', label: 'Meta title', before: '', after: '<script>alert(1)</script>' },
      ]),
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    const [meta] = columnsOf(html);
    expect(meta!.before).toContain(`>${REVISION_COPY.empty}</p>`);
  });
});
