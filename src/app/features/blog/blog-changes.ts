/**
 * "This browser changed the blog" as a window event: the writers (authoring,
 * the dashboard's publish and delete, likes) announce it and the blog's page
 * cache (page-cache.ts), once loaded, drops what it kept. An event rather than
 * a call, so no writer imports the cache: a module imported by a writer and
 * also loaded on demand by the blog's routes makes the bundler add a runtime
 * chunk to every page's first load.
 */
export const BLOG_CHANGED = 'blog:changed';

/** Tells the blog's page cache that posts may have changed. */
export function announceBlogChange(): void {
  window.dispatchEvent(new Event(BLOG_CHANGED));
}
