import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessiblePage } from './support/a11y.ts';
import { signInWithStorage, staffAccount } from './support/accounts.ts';
import { afterTimers } from './support/clock.ts';
import { openPage, trackPageProblems, uniqueEmail } from './support/helpers.ts';

/**
 * The chat's upload for real: the visitor sends a PDF with their name and
 * address, the assistant thanks them once the server has stored it (or says
 * which file it refused and why), and staff download the file from the lead
 * inbox. The chat's reply delays run on Playwright's clock. Other workers
 * share the server, so the test finds its own message by a unique address.
 */

/** A one-page PDF: what the server recognises by its first bytes. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 72 72] >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

async function openUpload(page: Page) {
  await page.clock.install();
  await openPage(page, '/');
  await page.getByRole('button', { name: 'Open chat' }).click();
  const chat = page.getByRole('dialog', { name: 'Chat with us' });
  await chat
    .getByRole('group', { name: 'Chat forms' })
    .getByRole('button', { name: 'Files', exact: true })
    .click();
  const upload = chat.getByRole('region', { name: 'Share files' });
  return { chat, log: chat.getByRole('log', { name: 'Chat messages' }), upload };
}

test.describe('chat file upload', () => {
  // A staff account (a password hash, an e-mailed link) and a download in one story.
  test.slow();

  test('a visitor sends a PDF; staff download it from the lead inbox', async ({
    page,
    request,
  }, testInfo) => {
    const problems = await trackPageProblems(page);
    const staff = await staffAccount(page, request, testInfo);
    const { log, upload } = await openUpload(page);
    const email = uniqueEmail(testInfo, 'chat-upload');
    const name = `Mary Jackson ${testInfo.workerIndex}${Date.now()}`;

    await upload.getByLabel('Choose files').setInputFiles({
      name: 'brief.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await upload.getByRole('textbox', { name: 'Name' }).fill(name);
    await upload.getByRole('textbox', { name: 'Email' }).fill(email);
    await expectAccessiblePage(page);
    await upload.getByRole('button', { name: 'Send file' }).click();

    await expect(upload).toHaveCount(0);
    await expect(log.getByRole('list', { name: 'Shared files' })).toHaveText('brief.pdf');
    await afterTimers(page, () =>
      expect(log).toContainText(
        `Thank you! I've received brief.pdf. Our team will review it within 24 hours and get back to you at ${email}.`,
        { timeout: 250 },
      ),
    );
    expect(problems).toEqual([]);

    await signInWithStorage(page, staff);
    await openPage(page, '/dashboard/leads');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Lead inbox', level: 1 })).toBeVisible();
    const message = main.getByRole('listitem').filter({ hasText: email }).first();
    await expect(message).toContainText(name);
    await expect(message).toContainText('from chat');
    await expect(message).toContainText('Attached files (1)');

    const downloading = page.waitForEvent('download');
    await message.getByRole('button', { name: /^Download brief\.pdf/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('brief.pdf');
    expect(await readFile(await download.path())).toEqual(PDF);
    await expectAccessiblePage(page);
  });

  test('asks for the name and address first, then passes on the server’s refusal', async ({
    page,
  }, testInfo) => {
    const { log, upload } = await openUpload(page);
    // A program renamed to .pdf: the panel lets it through by its name, the server refuses it by its content.
    await upload.getByLabel('Choose files').setInputFiles({
      name: 'invoice.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126)]),
    });
    await upload.getByRole('button', { name: 'Send file' }).click();
    await expect(log).toContainText('Please provide at least your name and email address.');
    const nameField = upload.getByRole('textbox', { name: 'Name' });
    await expect(nameField).toBeFocused();
    await expect(nameField).toHaveAttribute('aria-invalid', 'true');

    await nameField.fill('Dorothy Vaughan');
    await upload.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail(testInfo, 'refused'));
    await upload.getByRole('button', { name: 'Send file' }).click();
    await afterTimers(page, () =>
      expect(log).toContainText('invoice.pdf was not accepted: its content is not a PDF file.', {
        timeout: 250,
      }),
    );
    await expect(log).not.toContainText("I've received");

    // The refused file waits in the panel again, to be removed.
    await page
      .getByRole('dialog', { name: 'Chat with us' })
      .getByRole('group', { name: 'Chat forms' })
      .getByRole('button', { name: 'Files', exact: true })
      .click();
    await expect(
      upload.getByRole('list', { name: 'Files to send' }).getByRole('listitem'),
    ).toHaveText([/invoice\.pdf/]);
  });
});
