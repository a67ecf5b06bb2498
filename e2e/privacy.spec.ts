import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { PRIVACY_MESSAGES } from '../src/shared/privacy-messages.ts';
import type { PersonData } from '../src/shared/privacy.ts';
import { signInWithStorage, staffAccount, staffGet } from './support/accounts.ts';
import { expectAccessibleAtBothWidths } from './support/a11y.ts';
import { openPage, uniqueEmail, waitForHydration } from './support/helpers.ts';
import { linkTo, waitForMail } from './support/mail.ts';

/**
 * A person's data on request: the visitor asks at /privacy/request and
 * follows the e-mailed links (export, then erasure); staff find the person
 * from the lead inbox and erase them there; the audit log lists both.
 */

const leadOf = (email: string, marker: string) => ({
  firstName: 'Oriane',
  lastName: marker,
  email,
  phone: '+33 1 23 45 67 89',
  company: `${marker} SARL`,
  serviceInterest: 'dynamics_365_implementation',
  messageTo: 'sales_team',
  message: `Please call me about ${marker}.`,
});

async function ask(page: Page, email: string, action: 'Export' | 'Erase') {
  await openPage(page, '/privacy/request');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('radio', { name: new RegExp(`^${action}:`) }).check();
  await page.getByRole('button', { name: 'Send me the link' }).click();
  await expect(page.getByText(PRIVACY_MESSAGES.requested)).toBeVisible();
}

test('a visitor downloads, then erases, what is held about their address through the e-mailed links', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'privacy-visitor');
  const marker = `Marker${Date.now()}`;
  const sent = await request.post('/api/contact/submit', { data: leadOf(email, marker) });
  expect(sent.ok()).toBe(true);

  // Export: the link's button downloads a JSON file with the message.
  await ask(page, email, 'Export');
  const exportMail = await waitForMail(email, { subjectIncludes: 'copy of your data' });
  await openPage(page, linkTo(exportMail, '/privacy/confirm'));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as PersonData;
  expect(data.email).toBe(email);
  expect(data.stores['contactMessages']).toHaveLength(1);
  expect(JSON.stringify(data)).toContain(marker);

  // Erase: the link's button anonymises the message.
  await ask(page, email, 'Erase');
  const eraseMail = await waitForMail(email, { subjectIncludes: 'erase your data' });
  await openPage(page, linkTo(eraseMail, '/privacy/confirm'));
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Erase my data' }).click();
  await expect(page.getByText(PRIVACY_MESSAGES.erased)).toBeVisible();

  const staff = await staffAccount(page, request, testInfo, 'privacy-admin', 'administrator');
  const after = await staffGet<PersonData>(
    request,
    staff,
    `/api/privacy/people?email=${encodeURIComponent(email)}`,
  );
  expect(Object.values(after.stores).every((records) => records.length === 0)).toBe(true);
});

test('staff find a person from the lead inbox, see the consent history and erase them', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'privacy-lead');
  const marker = `Staffmarker${Date.now()}`;
  expect((await request.post('/api/contact/submit', { data: leadOf(email, marker) })).ok()).toBe(
    true,
  );
  const staff = await staffAccount(page, request, testInfo, 'privacy-admin', 'administrator');
  await signInWithStorage(page, staff);
  await openPage(page, '/dashboard/leads');
  await page.getByRole('link', { name: `Person: everything held about ${email}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/leads\/person\?email=/);
  await expect(page.getByRole('heading', { name: email })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contact messages: 1' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Contact form' })).toBeVisible();

  // The export is a file the click fetches; the page then lists it among the exports.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export as JSON' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
  await expect(page.getByText(PRIVACY_MESSAGES.staffExported)).toBeVisible();
  await expect(page.getByText(/export by /)).toBeVisible();

  // Erase… opens the confirmation (in the address); Cancel closes it.
  await page.getByRole('link', { name: 'Erase…' }).click();
  await expect(page).toHaveURL(/&confirm=erase$/);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByRole('link', { name: 'Erase…' })).toBeVisible();
  await page.getByRole('link', { name: 'Erase…' }).click();
  await page.getByRole('button', { name: `Yes, erase everything about ${email}` }).click();
  await expect(page.getByText(PRIVACY_MESSAGES.staffErased)).toBeVisible();
  await expect(page).not.toHaveURL(/confirm=erase/);
  await expect(page.getByRole('heading', { name: 'Contact messages: 0' })).toBeVisible();
  await expect(page.getByText(/erase by /)).toBeVisible();

  await page.getByRole('link', { name: 'Privacy audit log' }).click();
  const masked = `${email[0]}***@${email.split('@')[1]}`;
  await expect(page.getByRole('cell', { name: masked }).first()).toBeVisible();
});

test.describe('accessibility', () => {
  test('the request, confirmation, person and audit pages at 1280 and 375 px', async ({
    page,
    request,
  }, testInfo) => {
    const height = 900;
    await expectAccessibleAtBothWidths(page, '/privacy/request', { height });
    for (const action of ['export', 'erase']) {
      await expectAccessibleAtBothWidths(
        page,
        `/privacy/confirm?action=${action}&token=abcdefghijklmnopqrstuvwxyz`,
        { height },
      );
    }

    const email = uniqueEmail(testInfo, 'a11y-person');
    await request.post('/api/contact/submit', { data: leadOf(email, 'A11y') });
    const staff = await staffAccount(page, request, testInfo, 'a11y-privacy', 'administrator');
    await signInWithStorage(page, staff);
    await expectAccessibleAtBothWidths(
      page,
      `/dashboard/leads/person?email=${encodeURIComponent(email)}`,
      {
        height,
        shown: () =>
          expect(page.getByRole('heading', { name: 'Contact messages: 1' })).toBeVisible(),
      },
    );
    await expectAccessibleAtBothWidths(page, '/dashboard/leads/privacy', {
      height,
      shown: () => expect(page.getByRole('heading', { name: 'Privacy audit log' })).toBeVisible(),
    });
  });
});
