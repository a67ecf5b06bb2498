import { BLOG_LIMITS, type BlogEditable, type BlogStatus } from '../../../shared/blog.ts';
import {
  AUTHORED_TEXT,
  authoredFormData,
  authoredSchemaInput,
  emptyAuthored,
  isoToLocalInput,
  type AuthoredValues,
  type DraftShape,
  type FeaturedChoice,
} from '../authoring/public.ts';

/**
 * The blog's authoring form as plain data: the shared fields (the authoring
 * kit's rules act on them) with the category, read time and author, and how
 * they reach the schema and the API.
 */

export interface BlogFormValues extends AuthoredValues {
  category: string;
  /** As typed: digits, checked as a number before sending. */
  readTime: string;
  authorName: string;
  authorBio: string;
}

/** The blog form's values, as its mirrored draft must hold them. */
export const BLOG_DRAFT: DraftShape = {
  text: [...AUTHORED_TEXT, 'category', 'readTime', 'authorName', 'authorBio'],
  lists: ['tags', 'keywords'],
};

export function emptyValues(authorName: string): BlogFormValues {
  return {
    ...emptyAuthored(),
    category: '',
    readTime: String(BLOG_LIMITS.readTimeDefault),
    authorName,
    authorBio: '',
  };
}

export function valuesFromEditable(blog: BlogEditable): BlogFormValues {
  return {
    title: blog.title,
    slug: blog.slug,
    category: blog.category,
    readTime: String(blog.readTime),
    excerpt: blog.excerpt,
    content: blog.content,
    tags: [...blog.tags],
    keywords: [...blog.keywords],
    metaTitle: blog.metaTitle ?? '',
    metaDescription: blog.metaDescription ?? '',
    authorName: blog.authorName,
    authorBio: blog.authorBio,
    publishAt:
      blog.status === 'scheduled' && blog.publishedAt ? isoToLocalInput(blog.publishedAt) : '',
    commentsOpen: blog.commentsOpen,
    emailSubscribers: blog.emailSubscribers,
  };
}

/** What `blogFormSchema` checks: the values as the server reads them once decoded. */
export function schemaInput(
  values: BlogFormValues,
  status: BlogStatus,
  choice: FeaturedChoice,
): Record<string, unknown> {
  const readTime = values.readTime.trim();
  return {
    ...authoredSchemaInput(values, status, choice),
    category: values.category,
    readTime: /^\d+$/.test(readTime) ? Number(readTime) : readTime === '' ? undefined : Number.NaN,
    authorName: values.authorName,
    authorBio: values.authorBio,
  };
}

/** The blog's body: the shared fields with the category, read time and author. */
export const toFormData = (values: BlogFormValues, status: BlogStatus, choice: FeaturedChoice) =>
  authoredFormData(values, status, choice, {
    category: values.category,
    readTime: values.readTime.trim(),
    authorName: values.authorName.trim(),
    authorBio: values.authorBio.trim(),
  });
