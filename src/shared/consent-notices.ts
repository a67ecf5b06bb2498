/**
 * The one-line notices shown under the submit button of every form that
 * collects personal data, and the purposes a consent record names. Each
 * notice has a version: a consent record stores the version and a hash of
 * the wording the visitor saw, so changing a text means a new version.
 *
 * Zod-free. The texts are small (about 480 B gzip together): pages with a
 * form load them as one shared chunk, and the newsletter and catalogue
 * notices, which the home and landing pages would otherwise carry, load
 * with their hydration.
 */

export const CONSENT_PURPOSES = [
  'contact',
  'meeting',
  'newsletter',
  'chat',
  'account',
  'comment',
  'reply-notifications',
  'catalogue',
] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export interface ConsentNotice {
  purpose: ConsentPurpose;
  version: string;
  /** What is collected and why; the form adds the link to the privacy policy after it. */
  text: string;
}

/** Where every notice links. */
export const PRIVACY_POLICY_PATH = '/privacy-policy';
export const PRIVACY_POLICY_LINK_TEXT = 'Privacy policy';

export const CONTACT_NOTICE: ConsentNotice = {
  purpose: 'contact',
  version: '2026-11-27',
  text: 'We use your name, contact details and message only to answer you and follow up on this enquiry, and never share them with third parties.',
};

export const MEETING_NOTICE: ConsentNotice = {
  purpose: 'meeting',
  version: '2026-11-27',
  text: 'We use your name, contact details and request only to arrange this meeting and follow it up.',
};

export const NEWSLETTER_NOTICE: ConsentNotice = {
  purpose: 'newsletter',
  version: '2026-11-27',
  text: 'We use your e-mail address only to send the newsletters you choose; every e-mail lets you unsubscribe.',
};

export const CHAT_NOTICE: ConsentNotice = {
  purpose: 'chat',
  version: '2026-11-27',
  text: 'We use your name, contact details and what you send only to prepare our answer and follow it up.',
};

export const ACCOUNT_NOTICE: ConsentNotice = {
  purpose: 'account',
  version: '2026-11-27',
  text: 'We use your name, e-mail address and profile only to run your account.',
};

export const COMMENT_NOTICE: ConsentNotice = {
  purpose: 'comment',
  version: '2026-11-27',
  text: 'We publish your name and comment; your e-mail address is never shown and is used only to moderate it.',
};

export const REPLY_NOTIFICATIONS_NOTICE: ConsentNotice = {
  purpose: 'reply-notifications',
  version: '2026-11-27',
  text: 'We use your e-mail address only to tell you of replies, once you confirm; every notification lets you stop them.',
};

export const CATALOGUE_NOTICE: ConsentNotice = {
  purpose: 'catalogue',
  version: '2026-11-27',
  text: 'Our team sees the services you pick, with your name and contact details, to follow up on your interest.',
};

/** Every notice by purpose (the server's view: what a consent record refers to). */
export const CONSENT_NOTICES: Readonly<Record<ConsentPurpose, ConsentNotice>> = {
  contact: CONTACT_NOTICE,
  meeting: MEETING_NOTICE,
  newsletter: NEWSLETTER_NOTICE,
  chat: CHAT_NOTICE,
  account: ACCOUNT_NOTICE,
  comment: COMMENT_NOTICE,
  'reply-notifications': REPLY_NOTIFICATIONS_NOTICE,
  catalogue: CATALOGUE_NOTICE,
};
