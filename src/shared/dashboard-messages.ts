/**
 * The dashboard's own words for its actions on content: what opening or
 * closing a post's comments says, and the answer to a post naming no action
 * it knows. What publishing and deleting say is BLOG_MESSAGES' and
 * CASE_STUDY_MESSAGES'. Kept zod-free, as every *-messages.ts.
 */
export const DASHBOARD_MESSAGES = {
  commentsOpened: 'Comments opened',
  commentsClosed: 'Comments closed',
  unknownIntent: 'Unknown dashboard action.',
} as const;
