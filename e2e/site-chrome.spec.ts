import { expect, test } from '@playwright/test';
import { openPage } from './support/helpers.ts';

test.describe('mobile navigation (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('the menu button toggles the menu, and a link in it navigates in place and closes it', async ({
    page,
  }) => {
    await openPage(page, '/');
    const toggle = page.getByRole('button', { name: /^(Open|Close) menu$/ });
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });

    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAccessibleName('Open menu');
    await expect(mobileNav).toBeHidden();
    // The desktop navigation is not shown at this width.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Close menu');
    await expect(mobileNav).toBeVisible();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(mobileNav).toBeHidden();

    await toggle.click();
    await expect(mobileNav).toBeVisible();
    // Survives only if the next page is rendered in place, without a full reload.
    await page.evaluate(
      () => ((window as unknown as { e2eMarker: string }).e2eMarker = 'still here'),
    );

    await mobileNav.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page).toHaveTitle(/^Pricing/);
    await expect(mobileNav).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker)).toBe(
      'still here',
    );
  });
});

test.describe('desktop header and footer', () => {
  test('the header hides while scrolling down past 100 px and comes back on scroll up or after a pause', async ({
    page,
  }) => {
    // The header's timers and animation frames run on a paused fake clock, so
    // the test decides when 150 ms of stillness have passed.
    await page.clock.install();
    await openPage(page, '/');
    await page.clock.pauseAt(Date.now() + 60_000);
    const header = page.getByRole('banner');
    await expect(header).toBeInViewport();

    // The browser dispatches the scroll event at its next (real) frame, which on a busy machine
    // can come after scrollY has changed: wait for the event itself, which the header's handler
    // receives in the same dispatch, before running the handler's animation frame on the clock.
    const scrollTo = async (y: number) => {
      await page.evaluate(
        (top) =>
          new Promise<void>((resolve) => {
            window.addEventListener('scroll', () => resolve(), { once: true });
            window.scrollTo({ top, behavior: 'instant' });
          }),
        y,
      );
      expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(y);
      // Let the scroll handler's animation frame run (50 ms is well short of the 150 ms pause).
      await page.clock.runFor(50);
    };

    const maxScroll = await page.evaluate(
      () => document.documentElement.scrollHeight - window.innerHeight,
    );
    expect(maxScroll, 'the home page is tall enough to scroll').toBeGreaterThan(500);

    await scrollTo(60);
    // Hydration can finish before the header's scroll effect runs (on a busy machine, after
    // the next scroll): wait until it is live, shown by the shadow it adds past 50 px. Each
    // poll lets the effect's first animation frame run on the paused clock.
    await expect
      .poll(async () => {
        await page.clock.runFor(16);
        return header.evaluate((element) => element.classList.contains('shadow-md'));
      })
      .toBe(true);
    await expect(header).toBeInViewport(); // not yet past 100 px

    await scrollTo(400);
    await expect(header).not.toBeInViewport();

    await scrollTo(300); // scrolling up brings it back at once
    await expect(header).toBeInViewport();

    await scrollTo(500);
    await expect(header).not.toBeInViewport();
    await page.clock.runFor(200); // stillness brings it back
    await expect(header).toBeInViewport();
  });

  test('the Services menu opens, and closes on an outside click and on Escape', async ({
    page,
  }) => {
    await openPage(page, '/');
    const mainNav = page.getByRole('navigation', { name: 'Main' });
    const services = mainNav.getByRole('button', { name: 'Services' });
    const implementation = mainNav.getByRole('link', { name: 'Dynamics 365 Implementation' });

    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(implementation).toBeHidden();

    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(implementation).toBeVisible();

    await page.getByRole('heading', { level: 1 }).click();
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(implementation).toBeHidden();

    await services.click();
    await expect(implementation).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(implementation).toBeHidden();
    await expect(services).toBeFocused();

    // Choosing a service goes there and closes the menu.
    await services.click();
    await implementation.click();
    await expect(page).toHaveURL(/\/dynamics-365-implementation$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dynamics 365 Implementation');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
  });
});
