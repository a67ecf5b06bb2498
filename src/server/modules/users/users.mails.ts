import type { SiteSettings } from '../../../shared/site-settings.ts';
import { GREETING, renderMessage, type MailMessage } from '../mail/mail.service.ts';

export function emailChangedNotice(
  site: SiteSettings,
  input: { to: string; newEmail: string },
): MailMessage {
  return renderMessage(site, input.to, `Your ${site.companyName} account email was changed`, {
    heading: 'Your email address was changed',
    paragraphs: [
      GREETING,
      `The email address of your ${site.companyName} account was changed to ${input.newEmail}.`,
      `If you did not do this, contact us at once at ${site.email}.`,
    ],
  });
}
