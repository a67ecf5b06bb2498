import { describe, expect, it } from 'vitest';
import { stockImageAddress } from '../../../shared/blog.ts';
import { BLOG_MESSAGES } from '../../../shared/blog-authoring.ts';
import {
  addToList,
  applyChange,
  choiceFromAddress,
  clientProblems,
  emptyAuthored,
  initialState,
  isoToLocalInput,
  localInputToIso,
  snapshotOf,
  type AuthoredValues,
  type FormState,
} from './form-state.ts';

/*
 * The rules every authoring form shares, on the shared fields alone; each
 * kind's own fields are tested with its form (blog-authoring,
 * case-study-authoring).
 */

const type = <K extends keyof AuthoredValues>(
  state: FormState<AuthoredValues>,
  field: K,
  value: AuthoredValues[K],
) => applyChange(state, field, value).state;

const filled = (): AuthoredValues => ({
  ...emptyAuthored(),
  title: 'Power Automate in practice',
  slug: 'power-automate-in-practice',
  excerpt: 'How flows save hours.',
  content: '<p>How <strong>flows</strong> save hours.</p>',
  tags: ['Automation'],
  keywords: ['flows', 'power automate'],
});

/** A stored item's values: a hand-written slug and excerpt, the meta title as derived. */
const stored = (): AuthoredValues => ({
  ...emptyAuthored(),
  title: 'Old title',
  slug: 'a-hand-written-slug',
  excerpt: 'Hand written excerpt.',
  content: '<p>Body text</p>',
  tags: ['CRM'],
  metaTitle: 'Old title',
});

describe('the automatic rules', () => {
  it('derives the slug and meta title from the title until they are edited by hand', () => {
    let state = initialState(emptyAuthored());
    state = type(state, 'title', 'Hello, Dynamics 365 World!');
    expect(state.values.slug).toBe('hello-dynamics-365-world');
    expect(state.values.metaTitle).toBe('Hello, Dynamics 365 World!');

    state = type(state, 'slug', 'my-own-slug');
    state = type(state, 'metaTitle', 'My own meta title');
    state = type(state, 'title', 'Another title');
    expect(state.values.slug).toBe('my-own-slug');
    expect(state.values.metaTitle).toBe('My own meta title');

    // Emptying a derived field hands it back to its rule.
    state = type(state, 'slug', '');
    state = type(state, 'title', 'Third title');
    expect(state.values.slug).toBe('third-title');
  });

  it('fills the excerpt from the first 160 characters of the content text until it is edited', () => {
    let state = initialState(emptyAuthored());
    const words = 'word '.repeat(60);
    const result = applyChange(state, 'content', `<h2>Intro</h2><p>${words}</p>`);
    expect(result.changed).toEqual(['content', 'excerpt']);
    state = result.state;
    expect(state.values.excerpt).toHaveLength(160);
    expect(state.values.excerpt.startsWith('Intro word word')).toBe(true);

    state = type(state, 'excerpt', 'Mine');
    state = type(state, 'content', '<p>Changed</p>');
    expect(state.values.excerpt).toBe('Mine');
  });

  it('keeps a stored item’s hand-written slug, and moves a derived one with the title', () => {
    const handWritten = initialState(stored());
    expect(handWritten.auto).toEqual({ slug: false, metaTitle: true, excerpt: false });
    expect(type(handWritten, 'title', 'New title').values.slug).toBe('a-hand-written-slug');
    expect(type(handWritten, 'title', 'New title').values.metaTitle).toBe('New title');

    const derived = initialState({ ...stored(), slug: 'old-title' });
    expect(type(derived, 'title', 'New title').values.slug).toBe('new-title');
  });

  it('adds tags trimmed and once, ignoring empty ones', () => {
    expect(addToList(['CRM'], '  crm ')).toEqual(['CRM']);
    expect(addToList(['CRM'], '   ')).toEqual(['CRM']);
    expect(addToList(['CRM'], ' Power  Apps ')).toEqual(['CRM', 'Power Apps']);
  });
});

describe('what is checked before sending', () => {
  it('requires an image (under the picker and the content) and a future schedule within the bound', () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    expect(clientProblems(filled(), 'draft', { kind: 'none' }, now)).toEqual({
      featuredImage: BLOG_MESSAGES.featuredImageRequired,
      content: BLOG_MESSAGES.featuredImageRequired,
    });
    const stock = { kind: 'stock', id: 'crm-sales' } as const;
    expect(clientProblems(filled(), 'scheduled', stock, now)).toEqual({
      publishedAt: BLOG_MESSAGES.scheduleRequired,
    });
    const past = { ...filled(), publishAt: isoToLocalInput('2029-12-31T00:00:00Z') };
    expect(clientProblems(past, 'scheduled', stock, now)).toEqual({
      publishedAt: BLOG_MESSAGES.scheduleInPast,
    });
    const ahead = { ...filled(), publishAt: isoToLocalInput('2030-02-01T10:30:00Z') };
    expect(clientProblems(ahead, 'scheduled', stock, now)).toEqual({});
    const tooFar = { ...filled(), publishAt: isoToLocalInput('2040-01-02T00:00:00Z') };
    expect(clientProblems(tooFar, 'scheduled', stock, now)).toEqual({
      publishedAt: BLOG_MESSAGES.scheduleTooFar,
    });
  });
});

describe('the schedule input', () => {
  it('converts the author’s own time to ISO and back', () => {
    const iso = localInputToIso('2030-05-06T07:08');
    expect(iso).toBe(new Date(2030, 4, 6, 7, 8).toISOString());
    expect(isoToLocalInput(iso!)).toBe('2030-05-06T07:08');
    expect(localInputToIso('')).toBeUndefined();
    expect(localInputToIso('tomorrow')).toBeUndefined();
  });
});

describe('the image and the fingerprint', () => {
  it('reads a stored address back into the choice, a stock address selecting that stock image', () => {
    expect(choiceFromAddress(stockImageAddress('crm-sales'))).toEqual({
      kind: 'stock',
      id: 'crm-sales',
    });
    expect(choiceFromAddress('/uploads/blogs/a.webp')).toEqual({
      kind: 'current',
      address: '/uploads/blogs/a.webp',
    });
    expect(choiceFromAddress('')).toEqual({ kind: 'none' });
  });

  it('notices any change worth keeping', () => {
    const stock = { kind: 'stock', id: 'crm-sales' } as const;
    const base = snapshotOf(filled(), stock);
    expect(snapshotOf(filled(), stock)).toBe(base);
    expect(snapshotOf({ ...filled(), tags: [] }, stock)).not.toBe(base);
    expect(snapshotOf(filled(), { kind: 'none' })).not.toBe(base);
  });
});
