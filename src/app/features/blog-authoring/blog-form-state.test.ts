import { describe, expect, it } from 'vitest';
import { stockImageAddress, type BlogEditable } from '../../../shared/blog.ts';
import { BLOG_MESSAGES } from '../../../shared/blog-authoring.ts';
import { blogFormSchema } from '../../../shared/blog-schemas.ts';
import { formProblems } from '../../lib/forms/form-errors.ts';
import { isoToLocalInput } from '../authoring/public.ts';
import {
  emptyValues,
  schemaInput,
  toFormData,
  valuesFromEditable,
  type BlogFormValues,
} from './blog-form-state.ts';

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
  version: 1,
  updatedByName: null,
  authorId: null,
  reviewState: null,
  reviewNote: null,
};

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

  it('reads a stored post back into the form', () => {
    const values = valuesFromEditable(editable);
    expect(values.publishAt).toBe(isoToLocalInput(editable.publishedAt!));
    expect(values.readTime).toBe('4');
    expect(values.slug).toBe('a-hand-written-slug');
  });
});
