import { BLOG_LIMITS, BLOG_READING_MESSAGES } from './blog.ts';
import { PUBLISHING_MESSAGES } from './publishing.ts';
import { tooLong } from './validation.ts';

/*
 * What writing and managing posts needs beyond what reading them does: every
 * message, and the text helpers of the form and the server. Kept apart from
 * blog.ts so that the reading pages' JavaScript carries none of it.
 */

/**
 * Every blog message: the reading pages' and those of writing and managing
 * posts (the form's rules, uploads, outcomes, the staff-only answers).
 */
export const BLOG_MESSAGES = {
  ...BLOG_READING_MESSAGES,
  ...PUBLISHING_MESSAGES,
  titleRequired: 'Title is required',
  slugTaken: 'A blog with this slug already exists. Please choose another slug.',
  excerptRequired: 'Excerpt is required',
  contentRequired: 'Content is required',
  categoryRequired: 'Category is required',
  authorNameRequired: 'Author name is required',
  authorBioRequired: 'Author bio is required',
  readTimeMin: 'Read time must be at least 1 minute',
  readTimeMax: 'Read time must be at most 600 minutes',
  featuredImageRequired: 'Featured image is required',
  featuredImageInvalid: 'Please choose one of the stock images or upload an image',
  listInvalid: 'Tags and keywords must be lists of short words',
  tooLong,
  /** The create form's upload checks (an alert). */
  imageTooLarge: 'Image size should be less than 5MB',
  imageNotImage: 'Please select an image file',
  /** The edit form's upload checks. */
  imageTooLargeEdit: 'Image size should be less than 5MB.',
  imageNotImageEdit: 'Please select a valid image file.',
  created: 'Blog created successfully!',
  updated: 'Blog updated successfully!',
  deleted: 'Blog deleted successfully',
  statusChanged: 'Blog status updated',
  createFailed: 'Failed to create blog. Please try again.',
  updateFailed: 'Failed to update blog. Please try again.',
  deleteFailed: 'Failed to delete blog. Please try again.',
  loadEditFailed: 'Failed to load blog data. Please try again.',
  authRequired: 'Authentication required. Please log in.',
  staffOnly: 'Access denied, team members only',
  deleteConfirm: 'Are you sure you want to delete this blog?',
  imageUploaded: 'Image uploaded',
} as const;

/**
 * The slug the form derives from a title: lower-cased, anything but letters,
 * digits, spaces and hyphens removed, whitespace made hyphens, repeated
 * hyphens collapsed (and none left at either end).
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The entities the editor and the sanitizer write, as the characters they stand for. */
export function decodeBasicEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Text of an HTML fragment, for excerpts, previews and search (tags dropped, spaces collapsed). */
export function htmlToText(html: string): string {
  return decodeBasicEntities(
    html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]*>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** The excerpt the form fills in from the content: its first 160 characters of text. */
export const autoExcerpt = (contentHtml: string) =>
  htmlToText(contentHtml).slice(0, BLOG_LIMITS.excerptAutoFill);

/** Tags and keywords: trimmed, de-duplicated (case-insensitively), empty ones dropped. */
export function cleanList(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of values) {
    const value = raw.trim().replace(/\s+/g, ' ');
    const key = value.toLowerCase();
    if (value && !seen.has(key)) {
      seen.add(key);
      out.push(value);
    }
  }
  return out;
}

/** The latest time (ms) a post may be scheduled at: `BLOG_LIMITS.scheduleMaxYears` after `now`. */
export function latestSchedule(now: number): number {
  const at = new Date(now);
  at.setUTCFullYear(at.getUTCFullYear() + BLOG_LIMITS.scheduleMaxYears);
  return at.getTime();
}

/** The fields of the form in the order its errors are listed. */
export const BLOG_FORM_FIELDS = [
  'title',
  'slug',
  'category',
  'readTime',
  'excerpt',
  'content',
  'featuredImage',
  'tags',
  'keywords',
  'metaTitle',
  'metaDescription',
  'authorName',
  'authorBio',
  'status',
  'publishedAt',
] as const;
