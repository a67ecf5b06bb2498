/**
 * "This browser changed the site's content" as a window event: the writers
 * (blog authoring, the dashboard's publish and delete, likes, comments)
 * announce it and the pages kept in the browser (the blog's page cache,
 * once loaded) drop what they kept. An event rather than a call, so no
 * writer imports a cache: a module imported by a writer and also loaded on
 * demand by a page makes the bundler add a runtime chunk to every page's
 * first load.
 */
export const CONTENT_CHANGED = 'content:changed';

/** Tells the pages kept in this browser that content may have changed. */
export function announceContentChange(): void {
  window.dispatchEvent(new Event(CONTENT_CHANGED));
}
