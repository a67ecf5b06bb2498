/** The comments section's words (the spec's messages are in src/shared/comments.ts). */
export const commentsCopy = {
  title: 'Comments',
  count: (n: number) => (n === 1 ? '1 comment' : `${n} comments`),
  empty: 'No comments yet. Start the conversation.',
  addComment: 'Add Comment',
  reply: 'Reply',
  replyTo: (name: string) => `Reply to ${name}`,
  likeLabel: (name: string) => `Like the comment by ${name}, likes:`,
  sortLabel: 'Sort comments',
  sortButton: 'Sort',
  authorBadge: 'Author',
  showReplies: (n: number) => (n === 1 ? 'Show 1 reply' : `Show ${n} replies`),
  hideReplies: (n: number) => (n === 1 ? 'Hide 1 reply' : `Hide ${n} replies`),
  more: 'Show more comments',
  closedText: 'New comments are no longer accepted on this post.',
  loadingForm: 'Loading the form...',
} as const;
