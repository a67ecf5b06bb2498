/*
 * What every kind of authored content (blog posts, case studies) shares about
 * being published: its statuses, how far ahead it may be scheduled, and the
 * messages of those rules. No schema library here: reading pages import it.
 */

/** Draft, public, or public from a set time (the job queue publishes it then). */
export const PUBLISHING_STATUSES = ['draft', 'published', 'scheduled'] as const;
export type PublishingStatus = (typeof PUBLISHING_STATUSES)[number];

/**
 * A contributor's draft on its way to publication: in the editors' queue
 * ('submitted'), or sent back to its writer with a note ('returned').
 */
export const REVIEW_STATES = ['submitted', 'returned'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/**
 * Content may be scheduled at most this many years ahead: a typing slip (year
 * 20250) is caught, and the time stays within what the database holds.
 */
export const SCHEDULE_MAX_YEARS = 10;

export const PUBLISHING_MESSAGES = {
  slugRequired: 'Slug is required',
  slugInvalid: 'Slug may contain only lowercase letters, digits and single hyphens',
  statusInvalid: 'Status must be draft, published or scheduled',
  scheduleRequired: 'Choose the date and time to publish at',
  scheduleInPast: 'The publishing time must be in the future',
  scheduleTooFar: `The publishing time must be within ${SCHEDULE_MAX_YEARS} years from now`,
} as const;
