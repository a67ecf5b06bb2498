import { expect, test } from '@playwright/test';
import { SETTINGS_MESSAGES as M } from '../src/shared/settings-messages.ts';
import { adminAccount, bearer, signInWithStorage } from './support/accounts.ts';
import { expectAccessiblePage, expectAccessibleAtBothWidths } from './support/a11y.ts';
import { waitForHydration } from './support/helpers.ts';

/**
 * An administrator edits the site settings in a browser: a bad phone number
 * is refused under its field before anything is sent, then a new
 * description is saved and is in the footer at once; axe and layout at
 * 1280 and 375 px. The description goes back to its default afterwards
 * (the server is shared by every spec; none reads the description).
 */
test.describe('the site settings screen', () => {
  // The administrator's account (argon2, an e-mailed verification) before the story.
  test.slow();

  test('an administrator is told of a bad field in place, saves a description and sees it in the footer', async ({
    page,
    request,
  }) => {
    const admin = await adminAccount(page, request);
    await signInWithStorage(page, admin);
    const description = `Dynamics 365 partner for growing teams (e2e ${Date.now().toString(36)}).`;
    try {
      await expectAccessibleAtBothWidths(page, '/dashboard/settings', {
        shown: async () => {
          await expect(
            page.getByRole('heading', { name: 'Site settings', level: 1 }),
          ).toBeVisible();
          await expect(page.getByRole('button', { name: 'Save settings' })).toBeVisible();
        },
      });
      await page.screenshot({ path: '/tmp/settings-375.png', fullPage: false });
      await page.setViewportSize({ width: 1280, height: 800 });
      await waitForHydration(page);

      // Checked in the browser: the message under the field, focus on it, nothing sent.
      const puts: string[] = [];
      page.on('request', (sent) => {
        if (
          sent.method() === 'POST' &&
          new URL(sent.url()).pathname.startsWith('/dashboard/settings')
        ) {
          puts.push(sent.url());
        }
      });
      const phone = page.getByRole('textbox', { name: 'Phone', exact: true });
      const before = await phone.inputValue();
      await phone.fill('call us maybe');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText(M.phoneInvalid)).toBeVisible();
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      await expect(phone).toBeFocused();
      expect(puts).toEqual([]);
      await page.screenshot({ path: '/tmp/settings-1280-invalid.png' });
      expect(await expectAccessiblePage(page)).toBeUndefined();

      // Fixed and saved with a new description: said so, and the footer shows it.
      await phone.fill(before);
      await page.getByRole('textbox', { name: 'Description', exact: true }).fill(description);
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByRole('status').filter({ hasText: M.saved })).toBeVisible();
      await expect(page.getByText(M.phoneInvalid)).toHaveCount(0);
      await expect(page.getByRole('contentinfo').getByText(description)).toBeVisible();
      await expect(page.getByText('Set here').first()).toBeVisible();
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await page.screenshot({ path: '/tmp/settings-1280-saved.png', fullPage: false });

      // Any visitor's next page has it too.
      const home = await request.get('/');
      expect(await home.text()).toContain(description);
    } finally {
      await request.delete('/api/settings/description', { headers: bearer(admin) });
    }
  });
});
