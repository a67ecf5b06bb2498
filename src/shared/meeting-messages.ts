import { tooLong } from './validation.ts';

/**
 * The words of the Schedule a Meeting dialog and the meeting calls, without
 * zod: the dialog's refusals read these before its schema (meetings.ts) has
 * loaded.
 */
export const MEETING_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email address is required',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a valid phone number',
  meetingTypeRequired: 'Please select a meeting type',
  subjectRequired: 'Subject is required',
  tooLong,
  dateInvalid: 'Please choose a valid date',
  dateTooEarly: 'Please choose a date from tomorrow onwards',
  timeInvalid: 'Please choose a time between 9:00 AM and 5:30 PM',
  timeZoneInvalid: 'Please choose a valid time zone',
  durationInvalid: 'Duration must be 30, 60, 90 or 120 minutes',
  serviceInterestsInvalid: 'Please choose service interests from the list',
  priorityInvalid: 'Priority must be low, medium, high or urgent',
  sourceInvalid: 'Source must be a short identifier (letters, digits, hyphens, underscores)',
  statusInvalid: 'Status must be pending, confirmed, rescheduled, completed or cancelled',
  scheduled:
    'Your meeting request has been received. Our team will contact you soon to confirm the details and send a calendar invitation.',
  statusUpdated: 'Meeting status updated.',
  notFound: 'Meeting request not found',
  /** What the browser shows when the server gives no message. */
  scheduleFailed: 'Failed to schedule meeting. Please try again.',
  /** The request never reached the server (the network). */
  unexpected: 'An unexpected error occurred. Please try again.',
  fetchListFailed: 'Failed to fetch meetings.',
  updateStatusFailed: 'Failed to update meeting status.',
  fetchStatsFailed: 'Failed to fetch meeting statistics.',
} as const;
