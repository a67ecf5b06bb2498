import type { SiteSettings } from '../../../shared/site-settings.ts';
import { NEWSLETTER_CONFIRM_DAYS } from '../../../shared/newsletter.ts';
import { renderEmail, type MailMessage } from '../mail/mail.service.ts';

export interface NewsletterLinks {
  confirm: string;
  /** The page a person opens (a button there unsubscribes). */
  unsubscribePage: string;
  /** RFC 8058 one-click target: mail clients POST to it. */
  unsubscribeOneClick: string;
}

/**
 * Every newsletter e-mail carries List-Unsubscribe with a one-click address
 * (RFC 8058) beside the visible unsubscribe link, as large mailbox providers
 * require of bulk senders.
 */
export function unsubscribeHeaders(links: NewsletterLinks): Record<string, string> {
  return {
    'List-Unsubscribe': `<${links.unsubscribeOneClick}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export function confirmSubscriptionMessage(
  site: SiteSettings,
  input: { to: string; links: NewsletterLinks },
): MailMessage {
  return {
    to: input.to,
    subject: `Confirm your subscription to the ${site.companyName} newsletter`,
    headers: unsubscribeHeaders(input.links),
    ...renderEmail(site, {
      preheader: 'One click and you will receive our updates.',
      heading: 'Please confirm your subscription',
      paragraphs: [
        'Hello,',
        `Someone, hopefully you, asked to receive the ${site.companyName} newsletter at this address: Dynamics 365 and Power Platform insights, case studies and industry news.`,
      ],
      action: { label: 'Confirm my subscription', href: input.links.confirm },
      afterAction: [
        `The link is valid for ${NEWSLETTER_CONFIRM_DAYS} days. If you did not ask for this, ignore this message and you will receive nothing more.`,
        `Changed your mind? Unsubscribe here: ${input.links.unsubscribePage}`,
      ],
    }),
  };
}
