import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { bearer, signInWithStorage, staffAccount, staffGet } from './support/accounts.ts';
import { readCsv } from '../src/server/test/csv-reader.ts';
import { openPage, uniqueEmail } from './support/helpers.ts';

test.describe('CSV export of the lead inbox', () => {
  // A staff account (argon2 hash, e-mailed verification) before the story itself.
  test.slow();

  test('staff filter the contact messages and export exactly the rows shown', async ({
    page,
    request,
  }, testInfo) => {
    const staff = await staffAccount(page, request, testInfo);
    const email = uniqueEmail(testInfo, 'csv');
    const submit = async (fields: Record<string, string>) => {
      const response = await request.post('/api/contact/submit', {
        data: {
          firstName: 'Csv',
          lastName: 'Export',
          email,
          serviceInterest: 'data_migration',
          messageTo: 'sales_team',
          message: 'Please call us about moving our data to Dynamics 365.',
          ...fields,
        },
      });
      expect(response.ok()).toBe(true);
      return ((await response.json()) as { data: { id: string } }).data.id;
    };
    const wanted = await submit({ source: 'pricing', company: '=HYPERLINK("x")' });
    const otherStatus = await submit({ source: 'pricing' });
    const otherSource = await submit({ source: 'support' });
    for (const id of [wanted, otherSource]) {
      const changed = await request.patch(`/api/contact/message/${id}/status`, {
        headers: bearer(staff),
        data: { status: 'qualified' },
      });
      expect(changed.ok()).toBe(true);
    }

    await signInWithStorage(page, staff);
    await openPage(page, '/dashboard/leads');
    const messages = page.getByRole('region', { name: /^Contact messages/ });
    await messages.getByRole('combobox', { name: 'Filter by status' }).selectOption('qualified');
    await messages.getByRole('combobox', { name: 'Filter by source' }).selectOption('pricing');
    // The view is in the address (a link to share, a page to come back to).
    await expect(page).toHaveURL(/\?messageStatus=qualified&messageSource=pricing$/);
    await expect(messages.getByText(`Ref ${wanted}`)).toBeVisible();
    await expect(messages.getByText(`Ref ${otherStatus}`)).toHaveCount(0);
    await expect(messages.getByText(`Ref ${otherSource}`)).toHaveCount(0);

    const downloading = page.waitForEvent('download');
    await messages.getByRole('button', { name: 'Export CSV of contact messages' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^contact-messages-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await download.path())!, 'utf8');

    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header = [], ...records] = readCsv(text.slice(1));
    expect(header.slice(0, 5)).toEqual([
      'Reference',
      'Received at',
      'First name',
      'Last name',
      'Email',
    ]);
    const column = (name: string) => header.indexOf(name);
    const references = records.map((record) => record[column('Reference')]);
    // Only the filtered rows, and all of them: the same as the list's own call.
    const listed = await staffGet<{ messages: Array<{ id: string }> }>(
      request,
      staff,
      '/api/contact/messages/recent?status=qualified&source=pricing&limit=100',
    );
    expect(references).toEqual(listed.messages.map((message) => message.id));
    expect(references).toContain(wanted);
    expect(references).not.toContain(otherStatus);
    expect(references).not.toContain(otherSource);
    for (const record of records) {
      expect(record[column('Status')]).toBe('qualified');
      expect(record[column('Form')]).toBe('pricing');
    }
    const row = records.find((record) => record[column('Reference')] === wanted)!;
    expect(row[column('Email')]).toBe(email);
    expect(row[column('Company')]).toBe(`'=HYPERLINK("x")`);
    expect(row[column('Received at')]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    await expect(messages.getByRole('status')).toHaveText(
      `Downloading ${download.suggestedFilename()}.`,
    );
  });
});
