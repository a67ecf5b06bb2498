import { toggleBlogLike } from '../../lib/api/blog.ts';
import { readStored } from './blog-storage.ts';
import { announceBlogChange } from './blog-changes.ts';

/*
 * The like's server call and the anonymous visitor id it is sent with. The
 * engage box loads this module when a visitor reaches the Like button, so it
 * is not part of a post's first load.
 */

const VISITOR_KEY = 'blog:visitor-id';

/**
 * Toggles this visitor's like of a post on the server. The count changes, so
 * the blog pages kept in this browser (page-cache.ts) are dropped.
 */
export const sendLike = (postId: string) =>
  toggleBlogLike(postId, visitorId()).finally(announceBlogChange);

/** This browser's anonymous id for likes, made on first use. */
function visitorId(): string {
  const stored = readStored(VISITOR_KEY);
  if (stored) return stored;
  const id = randomId();
  try {
    window.localStorage.setItem(VISITOR_KEY, id);
  } catch {
    // Not remembered: a later like counts as a new visitor's.
  }
  return id;
}

/** A version 4 UUID; randomUUID exists only on secure (https or local) pages. */
function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
