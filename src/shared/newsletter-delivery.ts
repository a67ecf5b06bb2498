/**
 * What the newsletter sends, to whom, and how far a send has got: the
 * kinds, statuses and limits the server, the staff screens and the
 * preferences page share.
 */

/** What a send carries: a post or a case study on publishing, the weekly digest, or staff's own news. */
export const NEWSLETTER_SEND_KINDS = ['post', 'case-study', 'digest', 'news'] as const;
export type NewsletterSendKind = (typeof NEWSLETTER_SEND_KINDS)[number];

/** A send goes on until every recipient is done, unless staff (or too many failures) pause it. */
export const NEWSLETTER_SEND_STATUSES = ['sending', 'paused', 'done'] as const;
export type NewsletterSendStatus = (typeof NEWSLETTER_SEND_STATUSES)[number];

/**
 * One recipient of one send: queued, being handed to the mail server
 * (`sending`), sent, failed for good, bounced (a permanent refusal), or
 * skipped (unsubscribed or turned the preference off before their turn).
 */
export const NEWSLETTER_DELIVERY_STATUSES = [
  'queued',
  'sending',
  'sent',
  'failed',
  'bounced',
  'skipped',
] as const;
export type NewsletterDeliveryStatus = (typeof NEWSLETTER_DELIVERY_STATUSES)[number];

/** The four preferences a subscriber sets, in the order the preferences page shows them. */
export const NEWSLETTER_PREFERENCE_KEYS = [
  'blogUpdates',
  'caseStudies',
  'industryNews',
  'weeklyDigest',
] as const;
export type NewsletterPreferenceKey = (typeof NEWSLETTER_PREFERENCE_KEYS)[number];

export const NEWSLETTER_PREFERENCE_LABELS: Record<
  NewsletterPreferenceKey,
  { label: string; description: string }
> = {
  blogUpdates: { label: 'Blog updates', description: 'Each new article, when it is published.' },
  caseStudies: {
    label: 'Case studies',
    description: 'Each new customer story, when it is published.',
  },
  industryNews: {
    label: 'Industry news',
    description: 'Occasional news about Microsoft Dynamics 365, Power Platform and Azure.',
  },
  weeklyDigest: {
    label: 'Weekly digest',
    description: 'One e-mail a week listing what we published, and nothing in a quiet week.',
  },
};

/** Which preference a send's recipients have on. */
export const SEND_AUDIENCE: Record<NewsletterSendKind, NewsletterPreferenceKey> = {
  post: 'blogUpdates',
  'case-study': 'caseStudies',
  digest: 'weeklyDigest',
  news: 'industryNews',
};

/** Why a subscriber gets a send's e-mail: the footer's first line. */
export const SEND_REASON: Record<NewsletterSendKind, string> = {
  post: 'You receive this e-mail because you subscribed to blog updates',
  'case-study': 'You receive this e-mail because you subscribed to case studies',
  digest: 'You receive this e-mail because you subscribed to the weekly digest',
  news: 'You receive this e-mail because you subscribed to industry news',
};

export const NEWSLETTER_DELIVERY_MESSAGES = {
  preferencesLoaded: 'Your newsletter preferences.',
  preferencesSaved: 'Your preferences are saved.',
  preferencesFailed: 'Your preferences could not be saved. Please try again.',
  sendsLoaded: 'Newsletter sends loaded.',
  subscribersLoaded: 'Newsletter subscribers loaded.',
  audienceCounted: 'Subscribers counted.',
  sendsFailed: 'Failed to load the newsletters. Please try again.',
  actionFailed: 'The send could not be changed. Please try again.',
  preferencesNotSubscribed:
    'This address is not subscribed to our newsletter. Subscribe on our blog to choose what you receive.',
  readMore: 'Read more',
  managePreferences: 'Choose what you receive',
  unsubscribe: 'Unsubscribe',
  testSent: 'A test e-mail is on its way to your address.',
  sendPaused: 'The send is paused.',
  sendResumed: 'The send goes on.',
  sendNotFound: 'Send not found.',
  sendFinished: 'This send has finished.',
} as const;

/** A send as the staff's Newsletters view lists it. */
export interface NewsletterSendView {
  id: string;
  kind: NewsletterSendKind;
  subject: string;
  status: NewsletterSendStatus;
  createdAt: string;
  recipients: number;
  sent: number;
  failed: number;
  bounced: number;
  skipped: number;
  /** Queued or being handed to the mail server. */
  pending: number;
}

/** A subscriber as the staff's Newsletters view lists them. */
export interface NewsletterSubscriberView {
  email: string;
  status: 'pending' | 'active' | 'unsubscribed' | 'bounced';
  preferences: Record<NewsletterPreferenceKey, boolean>;
  subscribedAt: string | null;
  createdAt: string;
}

/** Subscribers a page of the staff list shows. */
export const NEWSLETTER_SUBSCRIBERS_PAGE_SIZE = 50;

/** Staff's industry news: the subject line's length, and the body's (HTML). */
export const NEWSLETTER_NEWS_LIMITS = { subject: 150, content: 100_000 } as const;

export const NEWSLETTER_NEWS_MESSAGES = {
  subjectRequired: 'Please enter a subject.',
  subjectTooLong: `The subject must be at most ${NEWSLETTER_NEWS_LIMITS.subject} characters.`,
  contentRequired: 'Please write the newsletter.',
  contentTooLong: 'The newsletter is too long.',
  keyInvalid: 'Please open the form again and write the newsletter once more.',
  started: 'The newsletter is on its way to the subscribers who asked for industry news.',
  alreadySent: 'This newsletter has already been sent.',
  nobody: 'No confirmed subscriber has asked for industry news yet: nothing was sent.',
} as const;
