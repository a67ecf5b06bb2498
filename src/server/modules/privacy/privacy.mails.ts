import { PRIVACY_LINK_HOURS, type PrivacyAction } from '../../../shared/privacy.ts';
import type { SiteSettings } from '../../../shared/site-settings.ts';
import { renderEmail, type MailMessage } from '../mail/mail.service.ts';

const WHAT: Record<
  PrivacyAction,
  { subject: string; heading: string; body: string; button: string }
> = {
  export: {
    subject: 'Your request for a copy of your data',
    heading: 'Download what we hold about you',
    body: 'Someone, hopefully you, asked for a copy of everything we hold about this e-mail address. Open the link and press the button to download it as a file.',
    button: 'Open my download',
  },
  erase: {
    subject: 'Your request to erase your data',
    heading: 'Confirm the erasure of your data',
    body: 'Someone, hopefully you, asked us to erase everything we hold about this e-mail address. Open the link and press the button to confirm: your messages and meeting requests are anonymised, your comments are kept under "Anonymous", and your subscriptions and account are deleted. This cannot be undone.',
    button: 'Open the confirmation',
  },
};

/** To the address the request named: fixed text and the single-use link, nothing the requester typed. */
export function privacyLinkMessage(
  site: SiteSettings,
  input: { to: string; action: PrivacyAction; link: string },
): MailMessage {
  const words = WHAT[input.action];
  return {
    to: input.to,
    subject: `${words.subject} (${site.companyName})`,
    ...renderEmail(site, {
      preheader: words.heading,
      heading: words.heading,
      paragraphs: ['Hello,', words.body],
      action: { label: words.button, href: input.link },
      afterAction: [
        `The link works once, for ${PRIVACY_LINK_HOURS} hours. If you did not ask for this, ignore this message: nothing happens until the button on the page is pressed.`,
      ],
    }),
  };
}

/** To the company, for every erasure: the masked address and what was done, for its records. */
export function erasureNotification(
  site: SiteSettings,
  input: { subject: string; by: string; summary: Record<string, number>; reference: string },
): MailMessage {
  const counts = Object.entries(input.summary)
    .filter(([, n]) => n > 0)
    .map(([store, n]) => `${store}: ${n}`);
  return {
    to: site.email,
    subject: `Personal data erased: ${input.subject}`,
    ...renderEmail(site, {
      preheader: `An erasure was carried out (${input.by}).`,
      heading: 'Personal data erased',
      paragraphs: [
        `The data held about ${input.subject} was erased or anonymised at the request of ${input.by}.`,
        counts.length ? `Records affected: ${counts.join(', ')}.` : 'Nothing was held.',
        `Audit log reference: ${input.reference}`,
      ],
      action: { label: 'Open the audit log', href: `${site.baseUrl}/dashboard/leads/privacy` },
    }),
  };
}
