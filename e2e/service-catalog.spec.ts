import { expect, test, type Page } from '@playwright/test';
import { expectAccessiblePage } from './support/a11y.ts';
import {
  accountEmail,
  adminAccount,
  registerByApi,
  signInWithStorage,
  staffAccount,
} from './support/accounts.ts';
import { CATALOGUE_NOTICE } from '../src/shared/consent-notices.ts';
import { expectConsentNotice, trackPageProblems, waitForHydration } from './support/helpers.ts';

async function openCatalogue(page: Page, path = '/service-catalog') {
  await page.goto(path);
  await waitForHydration(page);
}

/** The cards of the selected services, by their titles. */
const cardTitles = (page: Page) =>
  page.getByRole('list', { name: 'Selected services' }).getByRole('heading');

test.describe('service catalogue', () => {
  test('a user adds two services with a note, sees them as cards, removes one; an administrator and staff find the selection', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const problems = await trackPageProblems(page);
    const owner = await registerByApi(request, accountEmail(testInfo, 'catalogue'), {
      company: 'Fabrikam Foods',
    });
    await signInWithStorage(page, owner);
    await openCatalogue(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Service Catalog' })).toBeVisible();
    await expect(page.getByText('Your selected services')).toBeVisible();
    await expect(page.getByText('No services selected')).toBeVisible();
    await expect(page.getByText('Add services to get started')).toBeVisible();

    await page.getByRole('button', { name: 'Add Services' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Services' });
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole('button', { name: /^Add \d+ Service\(s\)$/ });
    await expect(confirm).toHaveText('Add 0 Service(s)');
    await expect(confirm).toBeDisabled();

    // Search over title and description, case-insensitively; the category must match.
    await dialog.getByPlaceholder('Search services...').fill('FIELD WORK');
    await expect(dialog.getByRole('checkbox')).toHaveCount(1);
    await dialog.getByPlaceholder('Search services...').fill('no such service anywhere');
    await expect(dialog.getByText('No services found')).toBeVisible();
    await dialog.getByPlaceholder('Search services...').fill('');
    await dialog.getByRole('combobox').selectOption('Power Platform');
    await expect(dialog.getByRole('checkbox', { name: /Dynamics 365 Implementation/ })).toHaveCount(
      0,
    );
    const list = dialog.getByTestId('service-options');
    expect(await list.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('256px');

    await dialog.getByRole('checkbox', { name: /Power Automate Workflows/ }).check();
    await dialog.getByRole('checkbox', { name: /Power Apps Canvas Apps/ }).check();
    await dialog
      .getByRole('textbox', { name: 'Notes (optional)' })
      .fill('Thirty field engineers, live by June');
    await expect(confirm).toHaveText('Add 2 Service(s)');
    await expectAccessiblePage(page);
    await confirm.click();

    await expect(dialog).toBeHidden();
    await expect(cardTitles(page)).toHaveText([
      'Power Apps Canvas Apps',
      'Power Automate Workflows',
    ]);
    const card = page.getByRole('listitem').filter({ hasText: 'Power Automate Workflows' });
    await expect(card.getByText('Power Platform', { exact: true })).toBeVisible();
    await expect(card).toContainText('Notes: Thirty field engineers, live by June');
    await expect(
      card.getByRole('link', { name: 'About Power Automate Workflows' }),
    ).toHaveAttribute('href', '/power-automate');

    // The modal opens again empty, without the services already chosen.
    await page.getByRole('button', { name: 'Add Services' }).click();
    await expect(dialog.getByRole('checkbox', { name: /Power Automate Workflows/ })).toHaveCount(0);
    await expect(dialog.getByRole('textbox', { name: 'Notes (optional)' })).toHaveValue('');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Add Services' })).toBeFocused();

    await page.getByRole('button', { name: 'Remove Power Apps Canvas Apps' }).click();
    await expect(cardTitles(page)).toHaveText(['Power Automate Workflows']);
    await page.reload();
    await expect(cardTitles(page)).toHaveText(['Power Automate Workflows']);
    await expectAccessiblePage(page);

    // The administrator finds the owner in the dashboard's users list and opens the catalogue
    // (read only: what the page holds is checked in catalogue-pages.int.test.ts).
    const admin = await adminAccount(page, request);
    const adminPage = await (await browser.newContext()).newPage();
    await signInWithStorage(adminPage, admin);
    await openCatalogue(adminPage, '/dashboard');
    const row = adminPage.getByRole('row').filter({ hasText: owner.email });
    await expect(row).toContainText('Fabrikam Foods');
    await expect(row.getByRole('cell').last()).toHaveText('1');
    await row.getByRole('link').click();
    await expect(adminPage).toHaveURL(`/service-catalog/${owner.user.id}`);
    await expect(cardTitles(adminPage)).toHaveText(['Power Automate Workflows']);
    await adminPage.context().close();

    // Staff see the selection, with the note, in the lead inbox's service interest list.
    const staff = await staffAccount(page, request, testInfo, 'interest');
    const staffPage = await (await browser.newContext()).newPage();
    await signInWithStorage(staffPage, staff);
    await openCatalogue(staffPage, '/dashboard/leads');
    const interest = staffPage.getByRole('region', { name: /Service interest/ });
    const filter = interest.getByRole('combobox', { name: 'Service' });
    // Choosing a service reads the list for it at once (focus stays); the choice is in the address.
    await filter.focus();
    await filter.selectOption({ label: 'Power Automate Workflows' });
    await expect(staffPage).toHaveURL(/[?&]interestService=/);
    const entry = interest.getByRole('listitem').filter({ hasText: owner.email });
    await expect(entry).toContainText('Power Automate Workflows');
    await expect(entry).toContainText('Notes: Thirty field engineers, live by June');
    await expect(filter).toBeFocused();
    const chosen = await filter.inputValue();
    await filter.selectOption({ label: 'Power Apps Canvas Apps' });
    await expect(interest.getByRole('listitem').filter({ hasText: owner.email })).toHaveCount(0);
    // The back button returns to the earlier choice.
    await staffPage.goBack();
    await expect(filter).toHaveValue(chosen);
    await expect(interest.getByRole('listitem').filter({ hasText: owner.email })).toHaveCount(1);
    await expectAccessiblePage(staffPage);
    await staffPage.setViewportSize({ width: 375, height: 800 });
    await expectAccessiblePage(staffPage);
    await staffPage.context().close();

    expect(problems).toEqual([]);
  });

  test('signed out, a landing page’s “Add to my services” goes to sign-in and comes back; signed in it adds the service in place', async ({
    page,
    request,
  }, testInfo) => {
    const problems = await trackPageProblems(page);
    const account = await registerByApi(request, accountEmail(testInfo, 'landing'));
    await page.goto('/power-automate');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Add to my services' }).click();
    await expect(page).toHaveURL('/login?next=%2Fpower-automate');
    await waitForHydration(page);
    await page.getByRole('main').getByLabel('Email').fill(account.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/power-automate');
    await expectConsentNotice(page.getByRole('main'), CATALOGUE_NOTICE);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Add to my services' }).click();
    // Posted to the catalogue's action by a fetcher: the landing page stays.
    await expect(
      page.getByRole('status').filter({ hasText: 'Added to your services' }),
    ).toBeVisible();
    await expect(page).toHaveURL('/power-automate');
    await page.getByRole('link', { name: 'View my services' }).click();
    await expect(cardTitles(page)).toHaveText(['Power Automate Workflows']);
    expect(problems).toEqual([]);
  });

  test('the catalogue and its modal have no serious accessibility problem at phone width', async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const account = await registerByApi(request, accountEmail(testInfo, 'phone'));
    await signInWithStorage(page, account);
    await openCatalogue(page);
    await expect(page.getByText('No services selected')).toBeVisible();
    await expectAccessiblePage(page);
    await page.getByRole('button', { name: 'Add Services' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Services' })).toBeVisible();
    await expectConsentNotice(page.getByRole('dialog'), CATALOGUE_NOTICE);
    await expectAccessiblePage(page);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('catalogue add: the browser opens the form, posts the ticks and the note, and shows the cards', async ({
      page,
      request,
    }, testInfo) => {
      const account = await registerByApi(request, accountEmail(testInfo, 'nojs'));
      await signInWithStorage(page, account);
      await page.goto('/service-catalog');
      await expect(page.getByText('No services selected')).toBeVisible();
      await page.getByRole('button', { name: 'Add Services' }).click();
      await expect(page).toHaveURL('/service-catalog?add=1');
      const form = page.getByRole('region', { name: 'Add Services' });
      await form.getByRole('checkbox', { name: /Power Automate Workflows/ }).check();
      await form.getByRole('checkbox', { name: /Microsoft 365 Deployment/ }).check();
      await form.getByRole('textbox', { name: 'Notes (optional)' }).fill('Posted by the browser');
      await form.getByRole('button', { name: 'Add Services' }).click();
      await expect(page).toHaveURL('/service-catalog');
      await expect(cardTitles(page)).toHaveCount(2);
      expect((await cardTitles(page).allTextContents()).sort()).toEqual([
        'Microsoft 365 Deployment',
        'Power Automate Workflows',
      ]);
      await expect(page.getByText('Notes: Posted by the browser').first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Add Services' })).toHaveCount(0);
    });
  });
});
