/**
 * Comments' one source of truth, shared by the server, the comments section
 * and the moderation queue: what can be commented on, the limits, the
 * statuses, the reading side's messages and the shapes the API answers with.
 * The form's and the server's messages are in comment-messages.ts and the
 * form's schema in comment-schemas.ts, so a page that only shows comments
 * loads neither.
 */

/** What can carry comments: blog posts now, case studies next. */
export const COMMENT_CONTENT_TYPES = ['blog', 'case-study'] as const;
export type CommentContentType = (typeof COMMENT_CONTENT_TYPES)[number];

export const COMMENT_STATUSES = ['approved', 'pending', 'spam'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

export const COMMENT_SORTS = ['oldest', 'newest', 'liked'] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number];
export const COMMENT_SORT_LABELS: Record<CommentSort, string> = {
  oldest: 'Oldest first',
  newest: 'Newest first',
  liked: 'Most liked',
};

/** COMMENT_MODERATION: who waits for staff before being published. */
export const COMMENT_MODERATION_POLICIES = ['first-time', 'all', 'none'] as const;
export type CommentModerationPolicy = (typeof COMMENT_MODERATION_POLICIES)[number];

export const COMMENT_LIMITS = {
  content: 2000,
  name: 100,
  email: 255,
  website: 255,
  pageSize: 20,
  pageSizeMax: 50,
  /**
   * Depth of a top-level comment is 0; the Reply button shows only below
   * depth 3, so a reply may sit at depth 3 at most.
   */
  replyBelowDepth: 3,
  /** More links than this hold a comment for moderation, whatever the policy. */
  maxLinks: 2,
  /**
   * Comments one e-mail address may post in 24 hours before the rest are
   * stored as spam. Per address, not per client: an office behind one
   * network address comments freely; the write rate limit covers clients.
   */
  dailyCap: 20,
  /** Pending and spam comments older than this are deleted by the daily sweep. */
  unpublishedKeepDays: 30,
  /** How long the success message stays (spec: 3 seconds). */
  successMs: 3000,
  /** Relative times up to this many days, then a short date. */
  relativeDays: 30,
  /** The browser keeps comment reads this long, at most this many (spec). */
  cacheMs: 120_000,
  cacheEntries: 50,
  /** At most one moderation e-mail to staff, and one reply e-mail per thread, an hour. */
  mailWindowMs: 60 * 60 * 1000,
  /** The reply-notification confirmation link is valid this long. */
  confirmDays: 7,
  /** Rows a moderation batch may name. */
  batchMax: 100,
} as const;

/** What the reading side (the comments section) says; the rest is in comment-messages.ts. */
export const COMMENT_READING_MESSAGES = {
  fetchFailed: 'Failed to fetch comments',
  refreshFailed: 'Failed to refresh comments',
  likeFailed: 'Failed to like comment',
  closed: 'Comments are closed',
} as const;

/** One comment as the API shows it; `authorEmail` only ever reaches staff. */
export interface CommentView {
  id: string;
  content: string;
  authorName: string;
  authorWebsite: string | null;
  createdAt: string;
  likeCount: number;
  isAuthorReply: boolean;
  parentId: string | null;
  depth: number;
  replies: CommentView[];
  /** Staff only. */
  authorEmail?: string;
  status?: CommentStatus;
}

export interface CommentPagination {
  page: number;
  limit: number;
  /** Top-level comments on every page. */
  total: number;
  pages: number;
}

export interface CommentListData {
  comments: CommentView[];
  pagination: CommentPagination;
  /** Approved comments, replies included. */
  totalComments: number;
}

export interface CommentStats {
  totalComments: number;
  /** Staff only: how many wait for moderation (null for anyone else, who sees the published count). */
  pendingComments: number | null;
}

/** What a post answers: the comment, and whether it shows now or waits for staff. */
export interface CommentPosted {
  comment: CommentView;
  status: CommentStatus;
  published: boolean;
}

/** One row of the staff moderation queue. */
/**
 * Why a comment was not published at once, as staff see it in the queue:
 * a bot's honeypot, the address's daily cap, an address of the company's
 * staff typed by someone not signed in as it, too many links, the
 * moderate-everything policy, or a first comment from this address and name.
 */
export const COMMENT_HOLD_REASONS = [
  'honeypot',
  'daily-cap',
  'staff-address',
  'links',
  'moderation',
  'first-comment',
] as const;
export type CommentHoldReason = (typeof COMMENT_HOLD_REASONS)[number];

export const isCommentHoldReason = (value: string | null): value is CommentHoldReason =>
  (COMMENT_HOLD_REASONS as readonly (string | null)[]).includes(value);

export interface ModerationItem extends CommentView {
  authorEmail: string;
  status: CommentStatus;
  /** Why it was held when it was posted (null: published at once, or stored before reasons were kept). */
  heldFor: CommentHoldReason | null;
  contentType: CommentContentType;
  contentId: string;
  contentTitle: string;
  contentPath: string;
}

/** What the moderation queue shows: waiting (pending and spam), or one status. */
export type ModerationFilter = CommentStatus | 'waiting';

export const MODERATION_ACTIONS = ['approve', 'spam', 'pending', 'delete'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const isCommentContentType = (value: string): value is CommentContentType =>
  (COMMENT_CONTENT_TYPES as readonly string[]).includes(value);
