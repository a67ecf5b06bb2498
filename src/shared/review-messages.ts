import type { ReviewState } from './publishing.ts';

/*
 * The review of a contributor's draft: its words, limits and the queue's
 * shape. No schema library here: the edit screens import it.
 */

/** The longest note an editor may send back with a draft. */
export const REVIEW_NOTE_MAX = 2000;
/** The most drafts the editors' queue lists per kind of content. */
export const REVIEW_QUEUE_MAX = 100;

export const REVIEW_MESSAGES = {
  submitted: 'Submitted for review: the editors have been told',
  returned: 'Sent back to the writer with your note',
  queueLoaded: 'Drafts waiting for review loaded',
  notDraft: 'Only a draft can be submitted for review',
  alreadySubmitted: 'This draft is already waiting for review',
  notSubmitted: 'This draft is not waiting for review',
  noteRequired: 'Write a note saying what to change',
  noteTooLong: `The note must be at most ${REVIEW_NOTE_MAX} characters`,
  waiting: 'Waiting for review',
  sentBack: 'Sent back by an editor',
} as const;

/** A draft in the editors' queue. */
export interface ReviewQueueItem {
  id: string;
  /** 'blog' or 'case-studies'. */
  kind: string;
  title: string;
  editPath: string;
  /** The writer's name, when the account still exists. */
  author: string | null;
  submittedAt: string;
}

/** Where an item stands in review, as the edit screen and the staff lists read it. */
export interface ContentReview {
  /** Who wrote it (null: the account is gone, or seeded content). */
  authorId: string | null;
  reviewState: ReviewState | null;
  /** The editor's note when it was sent back. */
  reviewNote: string | null;
}
