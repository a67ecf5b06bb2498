import { COMMENT_LIMITS } from '../../../shared/comments.ts';
import type { SiteSettings } from '../../../shared/site-settings.ts';
import { oneLine, renderEmail, type MailMessage } from '../mail/mail.service.ts';

/*
 * Comment e-mails. Those to a commenter go to an address a visitor typed, so
 * they carry nothing a visitor typed: no comment text, no commenter's name or
 * website; only the content's title (written by staff) and links.
 */

export interface ReplyLinks {
  /** The page that stops this thread's e-mails or all of them (a button there). */
  stopPage: string;
  /** RFC 8058 one-click target for this thread: mail clients POST to it. */
  stopOneClick: string;
}

function stopHeaders(links: ReplyLinks): Record<string, string> {
  return {
    'List-Unsubscribe': `<${links.stopOneClick}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** The one confirmation an address gets when it first asks for reply notifications. */
export function confirmRepliesMessage(
  site: SiteSettings,
  input: { to: string; confirm: string; contentTitle: string },
): MailMessage {
  return {
    to: input.to,
    subject: `Confirm reply notifications from ${site.companyName}`,
    ...renderEmail(site, {
      preheader: 'One click to hear when someone replies to your comment.',
      heading: 'Confirm reply notifications',
      paragraphs: [
        'Hello,',
        `Someone, hopefully you, commented on “${oneLine(input.contentTitle)}” on our website and asked to be e-mailed when someone replies.`,
      ],
      action: { label: 'Confirm reply notifications', href: input.confirm },
      afterAction: [
        `The link is valid for ${COMMENT_LIMITS.confirmDays} days. If you did not ask for this, ignore this message: nothing more will be sent to this address.`,
      ],
    }),
  };
}

/** A reply was published under the recipient's comment: the title and a link, never its text. */
export function replyPublishedMessage(
  site: SiteSettings,
  input: { to: string; contentTitle: string; replyUrl: string; links: ReplyLinks },
): MailMessage {
  const title = oneLine(input.contentTitle);
  return {
    to: input.to,
    subject: `New reply to your comment on “${title}”`,
    headers: stopHeaders(input.links),
    ...renderEmail(site, {
      preheader: 'Someone replied to your comment.',
      heading: 'Someone replied to your comment',
      paragraphs: ['Hello,', `A reply to your comment on “${title}” has been published.`],
      action: { label: 'Read the reply', href: input.replyUrl },
      afterAction: [
        'You receive at most one of these e-mails an hour for each of your comments.',
        `Stop these e-mails for this comment, or for all of your comments: ${input.links.stopPage}`,
      ],
    }),
  };
}

/** To staff: comments are waiting in the moderation queue. */
export function moderationWaitingMessage(
  site: SiteSettings,
  input: { waiting: number; queueUrl: string },
): MailMessage {
  const what = input.waiting === 1 ? '1 comment is' : `${input.waiting} comments are`;
  return {
    to: site.email,
    subject: `${what} waiting for moderation`,
    ...renderEmail(site, {
      preheader: `${what} waiting for moderation.`,
      heading: 'Comments are waiting for moderation',
      paragraphs: [
        `${what} waiting for approval on the website.`,
        'Approve them, mark them as spam or delete them in the moderation queue. Unpublished comments are deleted after 30 days.',
      ],
      action: { label: 'Open the moderation queue', href: input.queueUrl },
      afterAction: ['You receive at most one of these e-mails an hour.'],
    }),
  };
}
