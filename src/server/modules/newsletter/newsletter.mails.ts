import { decodeBasicEntities } from '../../../shared/blog-authoring.ts';
import type { SiteSettings } from '../../../shared/site-settings.ts';
import { NEWSLETTER_CONFIRM_DAYS } from '../../../shared/newsletter.ts';
import {
  NEWSLETTER_DELIVERY_MESSAGES as D,
  SEND_REASON,
  type NewsletterSendKind,
} from '../../../shared/newsletter-delivery.ts';
import { renderEmail, type MailMessage } from '../mail/mail.service.ts';

export interface NewsletterLinks {
  confirm: string;
  /** The page a person opens (a button there unsubscribes). */
  unsubscribePage: string;
  /** RFC 8058 one-click target: mail clients POST to it. */
  unsubscribeOneClick: string;
  /** The preferences page (the four switches and "Unsubscribe from everything"). */
  preferences: string;
  /** List-Unsubscribe's mailto alternative, for clients that do not POST. */
  unsubscribeMailto: string;
}

/**
 * Every newsletter e-mail carries List-Unsubscribe with a one-click address
 * (RFC 8058) beside the visible unsubscribe link, as large mailbox providers
 * require of bulk senders.
 */
export function unsubscribeHeaders(links: NewsletterLinks): Record<string, string> {
  return {
    'List-Unsubscribe': `<${links.unsubscribeOneClick}>, <${links.unsubscribeMailto}>`,
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

/** What every copy of a post's or a case study's send is made from, fixed when the send starts. */
export interface AnnouncedItem {
  title: string;
  excerpt: string;
  /** The item's page, absolute. */
  url: string;
  /** Its featured image, absolute; absent when it has none. */
  image?: string;
}

/**
 * A new post or case study to one subscriber: its title, image, excerpt and a
 * "Read more" link (the article stays on the site), why they get it, their
 * preferences and unsubscribe links, and the headers bulk mail must carry.
 */
export function announcementMessage(
  site: SiteSettings,
  input: {
    to: string;
    kind: Extract<NewsletterSendKind, 'post' | 'case-study'>;
    item: AnnouncedItem;
    links: NewsletterLinks;
    messageId?: string;
  },
): MailMessage {
  const { item, links } = input;
  return {
    to: input.to,
    subject: item.title,
    headers: { ...unsubscribeHeaders(links), 'Auto-Submitted': 'auto-generated' },
    ...(input.messageId ? { messageId: input.messageId } : {}),
    ...renderEmail(site, {
      preheader: item.excerpt,
      heading: item.title,
      ...(item.image ? { image: { src: item.image, alt: '' } } : {}),
      paragraphs: [item.excerpt],
      action: { label: D.readMore, href: item.url },
      footer: newsletterFooter(site, input.kind, links),
    }),
  };
}

/** The small print of every newsletter e-mail: the reason, then the way out. */
export function newsletterFooter(
  site: SiteSettings,
  kind: NewsletterSendKind,
  links: NewsletterLinks,
) {
  return {
    lines: [`${SEND_REASON[kind]} from ${site.companyName} at this address.`],
    links: [
      { label: D.managePreferences, href: links.preferences },
      { label: D.unsubscribe, href: links.unsubscribePage },
    ],
  };
}

/** One article of a digest, with its page's absolute address. */
export interface DigestEntry {
  title: string;
  excerpt: string;
  url: string;
}

/** The weekly digest to one subscriber: what was published since their last one. */
export function digestMessage(
  site: SiteSettings,
  input: { to: string; entries: DigestEntry[]; links: NewsletterLinks; messageId?: string },
): MailMessage {
  const count = input.entries.length;
  const what = count === 1 ? 'One new article' : `${count} new articles`;
  return {
    to: input.to,
    subject: `${what} from ${site.companyName} this week`,
    headers: { ...unsubscribeHeaders(input.links), 'Auto-Submitted': 'auto-generated' },
    ...(input.messageId ? { messageId: input.messageId } : {}),
    ...renderEmail(site, {
      preheader: input.entries.map((entry) => entry.title).join(' · '),
      heading: `This week at ${site.companyName}`,
      paragraphs: [`${what} since our last digest:`],
      entries: input.entries.map((entry) => ({
        title: entry.title,
        text: entry.excerpt,
        href: entry.url,
      })),
      footer: newsletterFooter(site, 'digest', input.links),
    }),
  };
}

/** Staff's industry news as sent: the subject and the body, sanitized, with absolute links. */
export interface NewsContent {
  subject: string;
  html: string;
  text: string;
}

/**
 * Editor HTML as an e-mail body: sanitized like every body the site shows,
 * its site-relative links and images made absolute (a mail client has no
 * site to resolve them against), and a plain-text version that keeps the
 * paragraphs and shows each link's address.
 */
export function newsBody(sanitized: string, baseUrl: string): { html: string; text: string } {
  const html = sanitized.replace(
    /\s(href|src)="(\/[^"/][^"]*)"/g,
    (_match, name: string, path: string) => ` ${name}="${baseUrl}${path}"`,
  );
  const text = decodeBasicEntities(
    html
      .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, '$2 ($1)')
      .replace(/<li[^>]*>/gi, '- ')
      .replace(/<\/(p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/gi, '\n')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/[ \t]+/g, ' ')
    .replace(/\n[ \t]+/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { html, text };
}

/** Staff's industry news to one subscriber. */
export function newsMessage(
  site: SiteSettings,
  input: { to: string; news: NewsContent; links: NewsletterLinks; messageId?: string },
): MailMessage {
  return {
    to: input.to,
    subject: input.news.subject,
    headers: { ...unsubscribeHeaders(input.links), 'Auto-Submitted': 'auto-generated' },
    ...(input.messageId ? { messageId: input.messageId } : {}),
    ...renderEmail(site, {
      preheader: input.news.text.slice(0, 120),
      heading: input.news.subject,
      paragraphs: [],
      body: { html: input.news.html, text: input.news.text },
      footer: newsletterFooter(site, 'news', input.links),
    }),
  };
}
