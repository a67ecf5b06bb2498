/**
 * The staff lead inbox's own words: what its forms say after a change, and
 * what it says when the server gives no message of its own. The lists'
 * read failures are CONTACT_MESSAGES' and MEETING_MESSAGES'. Kept zod-free,
 * as every *-messages.ts.
 */
export const LEAD_INBOX_MESSAGES = {
  messageMarked: (firstName: string, status: string) =>
    `Message from ${firstName} marked ${status}.`,
  messageStatusFailed: 'Failed to update message status.',
  meetingMarked: (subject: string, status: string) => `Meeting "${subject}" marked ${status}.`,
  syncQueued: 'Sync queued.',
  jobRetried: 'The job will run again shortly.',
  jobRetryFailed: 'Failed to retry the job.',
  failedJobsFailed: 'Failed to fetch the deliveries that need attention.',
  unknownIntent: 'Unknown lead inbox action.',
  noMessages: 'No messages yet.',
  noMatchingMessages: 'No messages match these filters.',
  noMeetings: 'No meeting requests yet.',
  noMatchingMeetings: 'No meeting requests match these filters.',
} as const;
