import { toggleBlogLike } from '../../lib/api/blog.ts';
import { visitorId } from '../../lib/api/visitor-id.ts';
import { announceContentChange } from '../../lib/api/content-changes.ts';

/*
 * The like's server call and the anonymous visitor id it is sent with. The
 * engage box loads this module when a visitor reaches the Like button, so it
 * is not part of a post's first load.
 */

/**
 * Toggles this visitor's like of a post on the server. The count changes, so
 * the blog pages kept in this browser (page-cache.ts) are dropped.
 */
export const sendLike = (postId: string) =>
  toggleBlogLike(postId, visitorId()).finally(announceContentChange);
