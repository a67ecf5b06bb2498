import { formatAddress, type SiteSettings } from '../../../shared/site-settings.ts';
import type { MailMessage } from './mail.types.ts';

export interface EmailContent {
  /** The line mail clients show next to the subject. */
  preheader?: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; href: string };
  /** Paragraphs after the button (validity, "ignore this if…"). */
  afterAction?: string[];
  /**
   * A body written in the site's editor, after the paragraphs: HTML already
   * sanitized by the caller (with absolute links), and its plain text.
   */
  body?: { html: string; text: string };
  /** Linked entries after the paragraphs (a digest's articles): a title, a line, an address. */
  entries?: { title: string; text: string; href: string }[];
  /** A picture under the heading (a post's featured image), at an absolute https address. */
  image?: { src: string; alt: string };
  /** Small print above the company's address: why the person gets this, and links to change it. */
  footer?: { lines: string[]; links: { label: string; href: string }[] };
}

/**
 * Visitor text in a header (a subject naming them) must be one line: a line
 * break would be refused by the mailer (header injection guard) and the
 * e-mail would never go out.
 */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const BRAND = '#1d4ed8';
const INK = '#0f172a';
const MUTED = '#475569';
const PAGE = '#f1f5f9';

/** Where a person asks for a copy or the erasure of their data, linked from every e-mail. */
const PRIVACY_REQUEST_PATH = '/privacy/request';
const YOUR_DATA = 'Your data (a copy or its erasure)';

/**
 * One layout for every e-mail the site sends: a plain-text body (always;
 * some clients and many screen-reader users prefer it) and a simple HTML body
 * with inline styles, a real link styled as a button and the same link as
 * text, and a footer with the company's name, postal address and site.
 */
export function renderEmail(
  site: SiteSettings,
  content: EmailContent,
): { html: string; text: string } {
  const address = formatAddress(site.address);
  const after = content.afterAction ?? [];

  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.body ? [content.body.text, ''] : []),
    ...(content.entries ?? []).flatMap((entry) => [entry.title, entry.text, entry.href, '']),
    // The link alone on its line: clients make it clickable and copying it takes no trimming.
    ...(content.action ? [`${content.action.label}:`, content.action.href, ''] : []),
    ...after.flatMap((p) => [p, '']),
    ...(content.footer
      ? [
          ...content.footer.lines,
          ...content.footer.links.map((link) => `${link.label}: ${link.href}`),
          '',
        ]
      : []),
    // "-- " (with the space) is the signature separator clients fold away.
    '-- ',
    site.companyName,
    address,
    site.phone,
    site.baseUrl,
    // Every e-mail offers the way to a copy or the erasure of what is held.
    `${YOUR_DATA}: ${site.baseUrl}${PRIVACY_REQUEST_PATH}`,
    '',
  ].join('\n');

  const paragraph = (p: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${INK}">${escapeHtml(p)}</p>`;
  const href = content.action ? escapeHtml(content.action.href) : '';
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${href}" style="display:inline-block;background:${BRAND};color:#ffffff;font-weight:600;font-size:16px;line-height:24px;text-decoration:none;padding:12px 24px;border-radius:8px">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:14px;line-height:20px;color:${MUTED}">If the button does not work, copy this address into your browser:<br><a href="${href}" style="color:${BRAND};word-break:break-all">${href}</a></p>`
    : '';
  // Hidden text that inboxes show next to the subject; screen readers skip it with the rest.
  const preheader = content.preheader
    ? `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all" aria-hidden="true">${escapeHtml(content.preheader)}</div>\n`
    : '';
  const entry = (item: { title: string; text: string; href: string }) =>
    `<h2 style="margin:24px 0 4px;font-size:18px;line-height:26px"><a href="${escapeHtml(item.href)}" style="color:${BRAND}">${escapeHtml(item.title)}</a></h2>\n${paragraph(item.text)}`;
  const image = content.image
    ? `<img src="${escapeHtml(content.image.src)}" alt="${escapeHtml(content.image.alt)}" width="496" style="display:block;width:100%;max-width:496px;height:auto;border:0;border-radius:8px;margin:0 0 16px">`
    : '';
  const smallPrint = content.footer
    ? `<p style="margin:16px 0 0;font-size:12px;line-height:18px;color:${MUTED}">${[
        ...content.footer.lines.map(escapeHtml),
        content.footer.links
          .map(
            (link) =>
              `<a href="${escapeHtml(link.href)}" style="color:${MUTED}">${escapeHtml(link.label)}</a>`,
          )
          .join(' · '),
      ].join('<br>')}</p>\n`
    : '';
  const footer = [
    `<strong>${escapeHtml(site.companyName)}</strong>`,
    escapeHtml(address),
    escapeHtml(site.phone),
    `<a href="${escapeHtml(site.baseUrl)}" style="color:${MUTED}">${escapeHtml(site.baseUrl)}</a>`,
    `<a href="${escapeHtml(`${site.baseUrl}${PRIVACY_REQUEST_PATH}`)}" style="color:${MUTED}">${YOUR_DATA}</a>`,
  ];
  const html = `<!doctype html>
<html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:0;background:${PAGE};font-family:'Segoe UI',Helvetica,Arial,sans-serif">
${preheader}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${PAGE};padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="text-align:left">
<p style="margin:0 0 24px;font-size:14px;font-weight:700;color:${BRAND}">${escapeHtml(site.companyName)}</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:${INK}">${escapeHtml(content.heading)}</h1>
${image}${content.paragraphs.map(paragraph).join('\n')}
${content.body ? `<div style="font-size:16px;line-height:24px;color:${INK}">${content.body.html}</div>` : ''}
${(content.entries ?? []).map(entry).join('\n')}
${action}
${after.map(paragraph).join('\n')}
</td></tr></table>
${smallPrint}<p style="margin:16px 0 0;font-size:12px;line-height:18px;color:${MUTED}">${footer.join('<br>')}</p>
</td></tr></table>
</body></html>
`;
  return { html, text };
}

/** How to reach the company, for e-mails that answer a visitor. */
export const companyContactLine = (site: SiteSettings) =>
  `You can reach us at ${site.email} or ${site.phone}.`;

/** A message from the shared layout: the recipient, the subject and the content. */
export function renderMessage(
  site: SiteSettings,
  to: string,
  subject: string,
  content: EmailContent,
): MailMessage {
  return { to, subject, ...renderEmail(site, content) };
}

/**
 * Mail to a visitor carries no text anyone typed into the site: whoever
 * registers or writes in can name any address, so a name or a message would
 * let them send their own words from the company's domain to a stranger.
 */
export const GREETING = 'Hello,';
