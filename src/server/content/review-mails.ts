import { oneLine } from '../modules/mail/mail.templates.ts';
import { renderMessage, type MailService } from '../modules/mail/mail.service.ts';
import type { Executor } from '../db/client.ts';
import type { Permission } from '../../shared/roles.ts';
import type { SiteSettings } from '../../shared/site-settings.ts';
import type { SiteReader } from '../modules/settings/settings.types.ts';
import type { ContentEditor, ReviewedItem, ReviewListener } from './content-service.ts';

/** An account as the review's e-mails address it. */
interface Contact {
  id: string;
  email: string;
  firstName: string;
}

/** What the review's e-mails need of the accounts (the auth module's service). */
export interface ReviewPeople {
  staffWith(permission: Permission, executor: Executor): Promise<Contact[]>;
  contactOf(id: string, executor: Executor): Promise<Contact | undefined>;
}

/*
 * The e-mails of a draft's review, queued in the transaction that changes
 * it: a submission goes to every editor and administrator, a note sending
 * it back goes to its writer. Both are between staff (verified accounts
 * with a role), so they may carry the draft's title and the editor's note.
 */
export function reviewNotifier(deps: {
  mail: MailService;
  people: ReviewPeople;
  /** The company's facts as they are now (the site settings), read in the mail's transaction. */
  site: SiteReader;
}): ReviewListener {
  const nameOf = async (by: ContentEditor, tx: Executor) =>
    (await deps.people.contactOf(by.id, tx))?.firstName || 'A colleague';
  const linkOf = (site: SiteSettings, item: ReviewedItem) => `${site.baseUrl}${item.editPath}`;

  return {
    async submitted(tx, item, by) {
      const site = await deps.site(tx);
      const writer = await nameOf(by, tx);
      const editors = await deps.people.staffWith('content.review', tx);
      for (const editor of editors) {
        if (editor.id === by.id) continue;
        await deps.mail.queue(
          tx,
          renderMessage(site, editor.email, oneLine(`For review: ${item.title}`), {
            preheader: `${writer} submitted a ${item.noun} for review.`,
            heading: `A ${item.noun} is waiting for review`,
            paragraphs: [
              `Hello ${editor.firstName},`,
              `${writer} submitted the ${item.noun} “${item.title}” for review. Publish it, or send it back with a note saying what to change.`,
            ],
            action: { label: 'Review it', href: linkOf(site, item) },
          }),
          item.id,
        );
      }
    },

    async returned(tx, item, note, by) {
      if (!item.authorId) return;
      const writer = await deps.people.contactOf(item.authorId, tx);
      if (!writer) return;
      const editor = await nameOf(by, tx);
      const site = await deps.site(tx);
      await deps.mail.queue(
        tx,
        renderMessage(site, writer.email, oneLine(`Changes asked: ${item.title}`), {
          preheader: `${editor} sent your ${item.noun} back with a note.`,
          heading: `Your ${item.noun} needs changes`,
          paragraphs: [
            `Hello ${writer.firstName},`,
            `${editor} read your ${item.noun} “${item.title}” and sent it back with this note:`,
            note,
            'Make the changes, then submit it for review again.',
          ],
          action: { label: 'Open the draft', href: linkOf(site, item) },
        }),
        item.id,
      );
    },
  };
}
