import {
  MESSAGE_TO_LABELS,
  quoteDetailLines,
  SERVICE_INTEREST_LABELS,
  type ContactSource,
} from '../../../shared/contact.ts';
import { CHAT_FILES_MESSAGES, formatFileSize } from '../../../shared/chat-files.ts';
import type { SiteSettings } from '../../../shared/site-settings.ts';
import {
  companyContactLine,
  oneLine,
  renderEmail,
  type MailMessage,
} from '../mail/mail.service.ts';
import type { ContactAttachmentRow, ContactMessageRow } from './contact.repository.ts';

type AttachedFile = Pick<ContactAttachmentRow, 'fileName' | 'size' | 'activeContent'>;

const SOURCE_LABELS: Record<ContactSource, string> = {
  contact_page: 'Contact page',
  pricing: 'Pricing page',
  support: 'Support page',
  chat: 'Chat assistant',
};

function detailLines(row: ContactMessageRow): string[] {
  return [
    `Name: ${row.firstName} ${row.lastName}`.trim(),
    `Email: ${row.email}`,
    ...(row.phone ? [`Phone: ${row.phone}`] : []),
    ...(row.company ? [`Company: ${row.company}`] : []),
    `Service interest: ${SERVICE_INTEREST_LABELS[row.serviceInterest]}`,
    `For: ${MESSAGE_TO_LABELS[row.messageTo]}`,
    `Came from: ${SOURCE_LABELS[row.source]}`,
    ...quoteDetailLines(row.details),
    `Reference ID: ${row.id}`,
  ];
}

/**
 * The files sent with a message, named with their sizes, and for each with
 * active content (a PDF's scripts or actions) the lead inbox's warning. The
 * files themselves stay on the server: staff download them from the lead
 * inbox, behind their session, rather than from a mailbox.
 */
export function attachmentLines(files: readonly AttachedFile[]): string[] {
  if (files.length === 0) return [];
  return [
    `Attached files (${files.length}), to download from the lead inbox:`,
    ...files.map(
      (file) =>
        `- ${file.fileName} (${formatFileSize(file.size)})` +
        (file.activeContent
          ? `. ${CHAT_FILES_MESSAGES.activeContent}. ${CHAT_FILES_MESSAGES.activeContentDetail}`
          : ''),
    ),
  ];
}

/** To the company: everything needed to answer, with Reply-To set to the visitor. */
export function contactNotification(
  site: SiteSettings,
  row: ContactMessageRow,
  attachments: readonly AttachedFile[] = [],
): MailMessage {
  const name = `${row.firstName} ${row.lastName}`.trim();
  const content = renderEmail(site, {
    preheader: row.message.slice(0, 120),
    heading: `New message from ${name}`,
    paragraphs: [...detailLines(row), 'Message:', row.message, ...attachmentLines(attachments)],
    action: { label: 'Open the lead inbox', href: `${site.baseUrl}/dashboard/leads` },
  });
  return {
    to: site.email,
    replyTo: row.email,
    subject: oneLine(`New ${SOURCE_LABELS[row.source].toLowerCase()} message from ${name}`),
    ...content,
  };
}

/**
 * To the visitor: we have it, here is the reference, expect an answer within
 * 24 hours. Only fixed text, the reference and the company's own contact
 * details: the address was typed by whoever filled in the form, so nothing
 * else they wrote (a name, the message, a file's name) is ever sent to it.
 */
export function contactAcknowledgement(site: SiteSettings, row: ContactMessageRow): MailMessage {
  const content = renderEmail(site, {
    preheader: `Reference ID ${row.id}`,
    heading: 'We have received your message',
    paragraphs: [
      'Hello,',
      `Thank you for contacting ${site.companyName}. Our team will reply within 24 hours.`,
      `Your reference ID is ${row.id}. Please quote it if you write to us about this message.`,
      companyContactLine(site),
    ],
    afterAction: ['If you did not send this message, you can ignore this e-mail.'],
  });
  return {
    to: row.email,
    subject: `We received your message (reference ${row.id.slice(0, 8)})`,
    ...content,
  };
}
