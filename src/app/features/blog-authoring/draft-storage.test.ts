import { describe, expect, it } from 'vitest';
import { emptyValues } from './blog-form-state.ts';
import { choiceOfDraft, draftKey, draftOf, parseDraft } from './draft-storage.ts';

describe('the mirrored draft', () => {
  it('round-trips values and the image choice; an upload is remembered as lost', () => {
    const values = { ...emptyValues('Ada'), title: 'Kept', tags: ['a'] };
    const stock = draftOf(values, { kind: 'stock', id: 'crm-sales' }, 1000);
    const back = parseDraft(JSON.stringify(stock));
    expect(back?.values).toEqual(values);
    expect(choiceOfDraft(back!)).toEqual({ kind: 'stock', id: 'crm-sales' });
    expect(back?.savedAt).toBe(1000);

    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const upload = parseDraft(JSON.stringify(draftOf(values, { kind: 'upload', file }, 1)));
    expect(upload?.hadUpload).toBe(true);
    expect(choiceOfDraft(upload!)).toEqual({ kind: 'none' });
  });

  it('ignores anything that is not a draft', () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('not json')).toBeNull();
    expect(parseDraft('{"values":{"title":1},"savedAt":1}')).toBeNull();
    const unknownStock = {
      ...draftOf(emptyValues('A'), { kind: 'none' }, 1),
      image: { kind: 'stock', id: 'nope' },
    };
    expect(choiceOfDraft(parseDraft(JSON.stringify(unknownStock))!)).toEqual({ kind: 'none' });
  });

  it('is kept per author and per page', () => {
    expect(draftKey('u1', '/create-blog')).not.toBe(draftKey('u2', '/create-blog'));
    expect(draftKey('u1', '/edit-blog/a')).not.toBe(draftKey('u1', '/edit-blog/b'));
  });
});
