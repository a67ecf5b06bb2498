import type { SiteSettings } from '../../../shared/site-settings.ts';
import { GREETING, renderMessage, type MailMessage } from '../mail/mail.service.ts';

export function verifyEmailMessage(
  site: SiteSettings,
  input: { to: string; link: string },
): MailMessage {
  return renderMessage(site, input.to, `Verify your email address for ${site.companyName}`, {
    preheader: 'Confirm your address to finish setting up your account.',
    heading: 'Confirm your email address',
    paragraphs: [
      GREETING,
      `Thank you for creating an account with ${site.companyName}. Please confirm that this address is yours.`,
    ],
    action: { label: 'Verify my email address', href: input.link },
    afterAction: [
      'The link is valid for 48 hours and can be used once.',
      'If you did not create an account, you can ignore this message.',
    ],
  });
}

export function resetPasswordMessage(
  site: SiteSettings,
  input: { to: string; link: string },
): MailMessage {
  return renderMessage(site, input.to, `Reset your ${site.companyName} password`, {
    preheader: 'Choose a new password for your account.',
    heading: 'Reset your password',
    paragraphs: [
      GREETING,
      'Someone, hopefully you, asked to reset the password of your account. Choose a new one here:',
    ],
    action: { label: 'Choose a new password', href: input.link },
    afterAction: [
      'The link is valid for 1 hour and can be used once. Resetting signs you out everywhere.',
      'If you did not ask for this, you can ignore this message: your password stays as it is.',
    ],
  });
}

export function passwordChangedNotice(site: SiteSettings, input: { to: string }): MailMessage {
  return renderMessage(site, input.to, `Your ${site.companyName} password was changed`, {
    heading: 'Your password was changed',
    paragraphs: [
      GREETING,
      `The password of your ${site.companyName} account was just reset, and every session was signed out.`,
      `If you did not do this, reset your password again and contact us at ${site.email}.`,
    ],
  });
}
