/**
 * The words and limits of data-protection requests (a person's copy or
 * erasure of what is held about their address), zod-free for the pages.
 */

export const PRIVACY_ACTIONS = ['export', 'erase'] as const;
export type PrivacyAction = (typeof PRIVACY_ACTIONS)[number];

/**
 * What the audit log records: a person's export or erasure, and any other
 * module's change worth a record (`app.privacy.audit.record`): a site
 * setting.
 */
export const AUDIT_ACTIONS = [...PRIVACY_ACTIONS, 'setting', 'role'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** How the audit log names each action. */
export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  export: 'Export',
  erase: 'Erasure',
  setting: 'Site settings changed',
  role: 'Role changed',
};

/** What an audit entry says changed: each field's value before and after. */
export type AuditChanges = Record<string, { from: unknown; to: unknown }>;

/** Who ran an export or erasure: the person through the e-mailed link, staff, or the retention job. */
export const PRIVACY_ACTORS = ['visitor', 'staff', 'retention'] as const;
export type PrivacyActor = (typeof PRIVACY_ACTORS)[number];

export const CONSENT_ACTIONS = ['given', 'withdrawn'] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];

/** How long the e-mailed link works. */
export const PRIVACY_LINK_HOURS = 24;

/** What replaces a name, an address or free text when a record is anonymised. */
export const ANONYMISED = {
  name: 'Anonymous',
  email: 'anonymised@invalid',
  text: '[removed]',
} as const;

export const PRIVACY_MESSAGES = {
  emailRequired: 'Please enter your e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address.',
  actionInvalid: 'Please choose Export or Erase.',
  /** The same answer whatever the address: it never tells whether anything is held. */
  requested:
    'If we hold anything about this address, we have e-mailed it a link to confirm. The link works once, for 24 hours.',
  linkInvalid: 'This link is not valid or has expired. Please make a new request.',
  erased: 'Everything we held about this address has been erased or anonymised.',
  tokenRequired: 'The link is incomplete. Please open the link from the e-mail.',
  personEmailRequired: 'Please give the address to look up.',
  staffErased: 'Everything held about this address has been erased or anonymised.',
  auditRead: 'Audit log retrieved.',
  personRead: 'What is held about this address.',
  /** The staff screens' fallbacks, when the server gives no message. */
  staffRequestFailed: 'The request failed. Please try again.',
  auditFailed: 'The log could not be read.',
  staffExported: 'The export was downloaded and written to the audit log.',
} as const;

export const PRIVACY_ACTION_LABELS: Readonly<Record<PrivacyAction, string>> = {
  export: 'Export: e-mail me a link to download everything you hold about me',
  erase: 'Erase: e-mail me a link to erase everything you hold about me',
};
