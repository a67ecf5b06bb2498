/**
 * What the comment form, the moderation screens and the server say, and the
 * rules they apply to a comment's text. Kept apart from comments.ts so that a
 * page showing comments does not load the form's words.
 */
import { COMMENT_LIMITS, COMMENT_READING_MESSAGES } from './comments.ts';
import { tooLong } from './validation.ts';

export const COMMENT_MESSAGES = {
  ...COMMENT_READING_MESSAGES,
  contentRequired: 'Comment content is required',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  websiteInvalid: 'Please enter a valid website URL',
  contentTooLong: tooLong('Comment', COMMENT_LIMITS.content),
  nameTooLong: tooLong('Name', COMMENT_LIMITS.name),
  emailTooLong: tooLong('Email', COMMENT_LIMITS.email),
  websiteTooLong: tooLong('Website', COMMENT_LIMITS.website),
  parentInvalid: 'The comment you are replying to is not available.',
  tooDeep: 'Replies cannot be nested any deeper.',
  contentNotFound: 'This content is not available for comments.',
  commentNotFound: 'Comment not found',
  statusInvalid: 'Status must be approved, pending or spam',
  contentTypeInvalid: 'Comments are not available for this kind of content.',
  posted: 'Comment posted successfully!',
  replyPosted: 'Reply posted successfully!',
  held: 'Thank you! Your comment is awaiting moderation and will appear once it is approved.',
  replyHeld: 'Thank you! Your reply is awaiting moderation and will appear once it is approved.',
  loaded: 'Comments loaded',
  statsLoaded: 'Comment statistics loaded',
  liked: 'Comment liked',
  unliked: 'Like removed',
  statusChanged: 'Comment status updated',
  deleted: 'Comment deleted',
  batchDone: (count: number) => `${count} ${count === 1 ? 'comment' : 'comments'} updated`,
  batchInvalid: 'Choose at least one comment and an action',
  createFailed: 'Failed to create comment',
  statusFailed: 'Failed to update comment status',
  deleteFailed: 'Failed to delete comment',
  notifyLabel: 'E-mail me when someone replies',
  notifyConfirmed: 'Reply notifications are on for this address.',
  notifyInvalidLink: 'This link is invalid or has expired.',
  notifyStoppedThread: 'You will no longer receive e-mails about replies to this comment.',
  notifyStoppedAll: 'You will no longer receive any e-mails about replies to your comments.',
} as const;

/**
 * The text as stored: line ends unified, trimmed, and any run of blank lines
 * collapsed into one, so a comment cannot push the page apart.
 */
export function normalizeCommentText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/\n[^\S\n]*(?:\n[^\S\n]*)+\n/g, '\n\n')
    .trim();
}

/** Links a comment carries (http(s) addresses and bare www. ones), for the link-count rule. */
export function countLinks(text: string): number {
  return text.match(/\b(?:https?:\/\/|www\.)\S+/gi)?.length ?? 0;
}

/** An author's website: an absolute http(s) address. */
export function isWebsiteUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
