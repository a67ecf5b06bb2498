import { describe, expect, it } from 'vitest';
import {
  AUTHORED_TEXT,
  choiceOfDraft,
  draftKey,
  draftOf,
  parseDraft,
  type DraftShape,
} from './draft-storage.ts';
import { emptyAuthored } from './form-state.ts';

/** The shared fields alone, as a form with no fields of its own would store them. */
const SHAPE: DraftShape = { text: AUTHORED_TEXT, lists: ['tags', 'keywords'] };

describe('the mirrored draft', () => {
  it('round-trips values and the image choice; an upload is remembered as lost', () => {
    const values = { ...emptyAuthored(), title: 'Kept', tags: ['a'] };
    const stock = draftOf(values, { kind: 'stock', id: 'crm-sales' }, 1000);
    const back = parseDraft(JSON.stringify(stock), SHAPE);
    expect(back?.values).toEqual(values);
    expect(choiceOfDraft(back!)).toEqual({ kind: 'stock', id: 'crm-sales' });
    expect(back?.savedAt).toBe(1000);

    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const upload = parseDraft(JSON.stringify(draftOf(values, { kind: 'upload', file }, 1)), SHAPE);
    expect(upload?.hadUpload).toBe(true);
    expect(choiceOfDraft(upload!)).toEqual({ kind: 'none' });
  });

  it('ignores anything that is not a draft', () => {
    expect(parseDraft(null, SHAPE)).toBeNull();
    expect(parseDraft('not json', SHAPE)).toBeNull();
    expect(parseDraft('{"values":{"title":1},"savedAt":1}', SHAPE)).toBeNull();
    const unknownStock = {
      ...draftOf(emptyAuthored(), { kind: 'none' }, 1),
      image: { kind: 'stock', id: 'nope' },
    };
    expect(choiceOfDraft(parseDraft(JSON.stringify(unknownStock), SHAPE)!)).toEqual({
      kind: 'none',
    });
  });

  it('is kept per author and per page', () => {
    expect(draftKey('u1', '/create-blog')).not.toBe(draftKey('u2', '/create-blog'));
    expect(draftKey('u1', '/edit-blog/a')).not.toBe(draftKey('u1', '/edit-blog/b'));
  });
});
