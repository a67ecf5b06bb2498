/*
 * The field naming an authoring form's background post to its screen's
 * action: 'autosave' (with the form as JSON), 'presence' (still open), 'discard'.
 * They change nothing a screen shows, so no loader is read again after them
 * (the root's shouldRevalidate reads this: a module of its own keeps the
 * rest of revisions.ts out of every page's first load).
 */
export const DRAFT_INTENT_FIELD = 'draftIntent';
