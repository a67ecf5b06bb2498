import type {
  CommentHoldReason,
  CommentStatus,
  ModerationFilter as QueueFilter,
} from '../../../../shared/comments.ts';

/** The staff moderation queue's words. */
export const moderationCopy = {
  title: 'Comment moderation',
  subtitle:
    'Comments waiting for approval, newest first. Unpublished comments are deleted after 30 days.',
  back: 'Back to Dashboard',
  filterLabel: 'Show comments',
  filters: {
    waiting: 'Waiting',
    pending: 'Pending',
    spam: 'Spam',
    approved: 'Approved',
  } satisfies Record<QueueFilter, string>,
  countOf: (filter: QueueFilter, counts: Record<CommentStatus, number>) =>
    filter === 'waiting' ? counts.pending + counts.spam : counts[filter],
  statuses: { approved: 'Approved', pending: 'Pending', spam: 'Spam' } satisfies Record<
    CommentStatus,
    string
  >,
  heldBecause: 'Held because',
  heldFor: {
    honeypot: 'the hidden spam-trap field was filled in, as bots do.',
    'daily-cap': 'this address has sent more comments today than the daily limit.',
    'staff-address':
      'it uses a staff address, but was not sent from that account. Check it is really them before approving.',
    links: 'it contains more links than a comment may have.',
    moderation: 'every comment waits for moderation.',
    'first-comment': 'it is the first comment under this address and name.',
  } satisfies Record<CommentHoldReason, string>,
  selectAll: 'Select all',
  selectHint: 'Tick comments, then act on them all:',
  selected: (n: number) => `${n} selected`,
  selectedSuffix: 'the selected comments',
  itemSuffix: (name: string) => `the comment by ${name}`,
  commentBy: (name: string) => name,
  on: 'On',
  isReply: 'a reply',
  removedContent: 'content that no longer exists',
  approve: 'Approve',
  spam: 'Mark as spam',
  remove: 'Delete',
  confirmDelete: (n: number) =>
    n === 1
      ? 'Delete this comment and every reply under it?'
      : `Delete these ${n} comments and every reply under them?`,
  empty: 'No comments here. All caught up!',
  retry: 'Try again',
  cancel: 'Cancel',
  pagesLabel: 'Pages of comments',
  previous: 'Previous',
  next: 'Next',
} as const;
