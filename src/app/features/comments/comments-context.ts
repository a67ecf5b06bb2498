import { createContext, use } from 'react';
import type { CommentContentType } from '../../../shared/comments.ts';
import type { CommentOutcome } from './comments-action.ts';

/** What every comment in a section shares: where the form is open and how to open it. */
export interface CommentsSectionState {
  type: CommentContentType;
  contentId: string;
  open: boolean;
  /** The time relative times are counted from (taken once when the section first renders). */
  now: number;
  /** `new`, the id of the comment being replied to, or null. */
  formFor: string | null;
  openForm(target: string, event?: { preventDefault(): void }): void;
  /** The href that opens the form without JavaScript (the server renders it). */
  formHref(target: string): string;
  closeForm(): void;
  /** A comment went through: the form closes and the section says so. */
  posted(outcome: Extract<CommentOutcome, { ok: true }>): void;
  /** What a post made before the page hydrated (or without JavaScript) came back with. */
  outcome: CommentOutcome | undefined;
}

export const CommentsContext = createContext<CommentsSectionState | null>(null);

export function useCommentsSection(): CommentsSectionState {
  const state = use(CommentsContext);
  if (!state) throw new Error('useCommentsSection must be used within a CommentsSection');
  return state;
}
