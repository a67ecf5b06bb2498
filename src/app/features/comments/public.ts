/**
 * What this feature offers the rest of the app. Other features, the layout
 * and the root import it from here only (lint enforces it); everything else
 * in the folder is the feature's own.
 */
export { CommentsSection } from './components/comments-section.tsx';
export { commentsAction, type CommentOutcome } from './comments-action.ts';
export { loadCommentsPage, type CommentsPage } from './comments-data.ts';
export { useCommentsSlot } from './comments-slot.tsx';
