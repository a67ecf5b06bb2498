import type { ReviewQueueItem } from '../../../shared/review-messages.ts';
import { lift } from './blog.ts';
import { browserSend, type Send } from './request.ts';

/*
 * The review of a writer's draft, for either kind of authored content: its
 * calls live under the kind's own base (`/api/enhanced-blog` for posts,
 * `/api/enhanced-blog/case-studies`), beside its status and delete calls.
 */

/** Where each kind's calls live. */
export const REVIEW_BASES = {
  blog: '/api/enhanced-blog',
  'case-studies': '/api/enhanced-blog/case-studies',
} as const;
export type ReviewKind = keyof typeof REVIEW_BASES;

/** Editors: the kind's drafts waiting for review, longest waiting first. */
export const reviewQueue = async (kind: ReviewKind, send: Send = browserSend) =>
  lift<ReviewQueueItem[]>(
    await send('GET', `${REVIEW_BASES[kind]}/review/queue`, undefined),
    (body) => body['items'],
  );

/** The writer: submits their draft for review (the editors are e-mailed). */
export const submitForReview = (kind: ReviewKind, id: string, send: Send = browserSend) =>
  send<never>('POST', `${REVIEW_BASES[kind]}/${encodeURIComponent(id)}/review`, undefined);

/** Editors: send a submitted draft back to its writer with a note (e-mailed to them). */
export const sendBackForReview = (
  kind: ReviewKind,
  id: string,
  note: string,
  send: Send = browserSend,
) => send<never>('POST', `${REVIEW_BASES[kind]}/${encodeURIComponent(id)}/review/return`, { note });
