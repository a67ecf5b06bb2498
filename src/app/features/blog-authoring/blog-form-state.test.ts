import { describe, expect, it } from 'vitest';
import { stockImageAddress, type BlogEditable } from '../../../shared/blog.ts';
import { BLOG_MESSAGES } from '../../../shared/blog-authoring.ts';
import { blogFormSchema } from '../../../shared/blog-schemas.ts';
import { formProblems } from '../../lib/forms/form-errors.ts';
import {
  addToList,
  applyChange,
  choiceFromAddress,
  clientProblems,
  emptyValues,
  initialState,
  isoToLocalInput,
  localInputToIso,
  schemaInput,
  snapshotOf,
  toFormData,
  valuesFromEditable,
  type BlogFormState,
  type BlogFormValues,
} from './blog-form-state.ts';

const type = <K extends keyof BlogFormValues>(
  state: BlogFormState,
  field: K,
  value: BlogFormValues[K],
) => applyChange(state, field, value).state;

const filled = (): BlogFormValues => ({
  ...emptyValues('Ada Lovelace'),
  title: 'Power Automate in practice',
  slug: 'power-automate-in-practice',
  category: 'power-automate',
  readTime: '7',
  excerpt: 'How flows save hours.',
  content: '<p>How <strong>flows</strong> save hours.</p>',
  tags: ['Automation'],
  keywords: ['flows', 'power automate'],
  authorBio: 'Consultant.',
});

const editable: BlogEditable = {
  id: 'b1',
  title: 'Old title',
  slug: 'a-hand-written-slug',
  excerpt: 'Hand written excerpt.',
  content: '<p>Body text</p>',
  category: 'dynamics-365',
  tags: ['CRM'],
  keywords: [],
  commentsOpen: true,
  emailSubscribers: true,
  authorName: 'Ada Lovelace',
  authorBio: 'Bio',
  readTime: 4,
  metaTitle: 'Old title',
  metaDescription: null,
  status: 'scheduled',
  featuredImage: stockImageAddress('crm-sales'),
  publishedAt: '2030-01-02T03:04:00.000Z',
  updatedAt: '2029-12-01T00:00:00.000Z',
  updatedByName: null,
};

describe('the automatic rules', () => {
  it('derives the slug and meta title from the title until they are edited by hand', () => {
    let state = initialState(emptyValues('Ada Lovelace'));
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
    let state = initialState(emptyValues('A B'));
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

  it('keeps a stored post’s hand-written slug, and moves a derived one with the title', () => {
    const handWritten = initialState(valuesFromEditable(editable));
    expect(handWritten.auto).toEqual({ slug: false, metaTitle: true, excerpt: false });
    expect(type(handWritten, 'title', 'New title').values.slug).toBe('a-hand-written-slug');
    expect(type(handWritten, 'title', 'New title').values.metaTitle).toBe('New title');

    const derived = initialState(valuesFromEditable({ ...editable, slug: 'old-title' }));
    expect(type(derived, 'title', 'New title').values.slug).toBe('new-title');
  });

  it('adds tags trimmed and once, ignoring empty ones', () => {
    expect(addToList(['CRM'], '  crm ')).toEqual(['CRM']);
    expect(addToList(['CRM'], '   ')).toEqual(['CRM']);
    expect(addToList(['CRM'], ' Power  Apps ')).toEqual(['CRM', 'Power Apps']);
  });
});

describe('what is checked before sending', () => {
  it('passes a complete form through the shared schema', () => {
    const input = schemaInput(filled(), 'published', { kind: 'stock', id: 'ai-technology' });
    expect(formProblems(blogFormSchema, input).messages).toEqual([]);
  });

  it('names every missing field with the specification’s message', () => {
    const values = { ...emptyValues(''), readTime: '0' };
    const { byField } = formProblems(
      blogFormSchema,
      schemaInput(values, 'draft', { kind: 'none' }),
    );
    expect(byField).toMatchObject({
      title: BLOG_MESSAGES.titleRequired,
      slug: BLOG_MESSAGES.slugRequired,
      excerpt: BLOG_MESSAGES.excerptRequired,
      content: BLOG_MESSAGES.contentRequired,
      category: BLOG_MESSAGES.categoryRequired,
      readTime: BLOG_MESSAGES.readTimeMin,
      authorName: BLOG_MESSAGES.authorNameRequired,
      authorBio: BLOG_MESSAGES.authorBioRequired,
    });
    const decimal = schemaInput({ ...filled(), readTime: '2.5' }, 'draft', { kind: 'none' });
    expect(formProblems(blogFormSchema, decimal).byField['readTime']).toBe(
      BLOG_MESSAGES.readTimeMin,
    );
  });

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

describe('the multipart body', () => {
  it('sends every field as text, lists as JSON and a stock image by its address', () => {
    const values = { ...filled(), tags: ['Automation', ' automation ', ''] };
    const form = toFormData(values, 'published', { kind: 'stock', id: 'data-analytics' });
    expect(form.get('title')).toBe('Power Automate in practice');
    expect(form.get('readTime')).toBe('7');
    expect(form.get('tags')).toBe('["Automation"]');
    expect(form.get('keywords')).toBe('["flows","power automate"]');
    expect(form.get('status')).toBe('published');
    expect(form.get('featuredImage')).toBe(stockImageAddress('data-analytics'));
    expect(form.has('image')).toBe(false);
    expect(form.has('publishedAt')).toBe(false);
  });

  it('sends an upload as a file, a current image by its address and a schedule as ISO', () => {
    const file = new File([new Uint8Array([1, 2, 3])], 'photo.png', { type: 'image/png' });
    const upload = toFormData(filled(), 'draft', { kind: 'upload', file });
    expect(upload.get('image')).toBeInstanceOf(File);
    expect(upload.has('featuredImage')).toBe(false);

    const values = { ...filled(), publishAt: '2030-05-06T07:08' };
    const current = toFormData(values, 'scheduled', {
      kind: 'current',
      address: '/uploads/x.webp',
    });
    expect(current.get('featuredImage')).toBe('/uploads/x.webp');
    expect(current.get('publishedAt')).toBe(new Date(2030, 4, 6, 7, 8).toISOString());
  });

  it('reads a stored post back into the form, a stock address selecting that stock image', () => {
    expect(choiceFromAddress(editable.featuredImage)).toEqual({ kind: 'stock', id: 'crm-sales' });
    expect(choiceFromAddress('/uploads/blogs/a.webp')).toEqual({
      kind: 'current',
      address: '/uploads/blogs/a.webp',
    });
    expect(choiceFromAddress('')).toEqual({ kind: 'none' });
    const values = valuesFromEditable(editable);
    expect(values.publishAt).toBe(isoToLocalInput(editable.publishedAt!));
    expect(values.readTime).toBe('4');
  });

  it('notices any change worth keeping', () => {
    const stock = { kind: 'stock', id: 'crm-sales' } as const;
    const base = snapshotOf(filled(), stock);
    expect(snapshotOf(filled(), stock)).toBe(base);
    expect(snapshotOf({ ...filled(), tags: [] }, stock)).not.toBe(base);
    expect(snapshotOf(filled(), { kind: 'none' })).not.toBe(base);
  });
});
