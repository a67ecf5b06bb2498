import { expect, test, type Locator, type Page } from '@playwright/test';
import { dataMigrationPage } from '../src/app/features/landing/content/data-migration-integration.ts';
import { dynamics365Page } from '../src/app/features/landing/content/dynamics-365-implementation.ts';
import { microsoft365Page } from '../src/app/features/landing/content/microsoft-365.ts';
import { powerAppsCanvasPage } from '../src/app/features/landing/content/power-apps-canvas-app.ts';
import { powerAutomatePage } from '../src/app/features/landing/content/power-automate.ts';
import { salesPage } from '../src/app/features/landing/content/sales.ts';
import { allLandingPages } from '../src/app/features/landing/content/all-landing-pages.ts';
import { expectAccessiblePage, narrowToPhone } from './support/a11y.ts';
import { trackPageProblems, openPage } from './support/helpers.ts';

/** The service landing pages (their server-rendered HTML is checked in src/server/landing-pages.int.test.ts). */
const landingPages = allLandingPages;

/** Headings never skip a level on the way down (h2 → h4 would). */
async function headingLevels(page: Page): Promise<number[]> {
  return page
    .locator('main :is(h1, h2, h3, h4, h5, h6)')
    .evaluateAll((nodes) => nodes.map((node) => Number(node.tagName.slice(1))));
}

function expectHeadingsInOrder(levels: number[]) {
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.forEach((level, index) => {
    if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
  });
}

test.describe('accessibility', () => {
  // axe over a long page, after scrolling through it, needs more than the default on a busy machine.
  test.describe.configure({ timeout: 60_000 });
  for (const content of landingPages) {
    test(`${content.path} has no serious axe violation, ordered headings, no sideways scrolling and no console errors at 1280 and 375 px`, async ({
      page,
    }) => {
      const problems = await trackPageProblems(page);
      await openPage(page, content.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.name);
      expectHeadingsInOrder(await headingLevels(page));
      await expectAccessiblePage(page);
      await narrowToPhone(page);
      await expectAccessiblePage(page);
      expect(problems).toEqual([]);
    });
  }
});

/** The page's hero band (the first section of main) and its closing call to action. */
const hero = (page: Page) => page.locator('main > section').first();
const closingCta = (page: Page) => page.getByRole('region', { name: 'Get in touch' });

/** Opens a dialog with `opener`, checks its source, closes it with Escape and checks focus came back. */
async function expectDialogRoundTrip(page: Page, opener: Locator, source: string) {
  await opener.click();
  const dialog = page.locator(`dialog[data-source="${source}"]`);
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveAttribute('data-source', source);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test.describe('calls to action', () => {
  test('Dynamics 365: Get Started and Contact Us go to /contact, View Pricing to /pricing', async ({
    page,
  }) => {
    await openPage(page, '/dynamics-365-implementation');
    await expect(closingCta(page).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(closingCta(page).getByRole('link', { name: 'View Pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    // Client-side navigation: a marker on window survives only without a reload.
    await page.evaluate(() => ((window as unknown as { h4Marker: boolean }).h4Marker = true));
    await hero(page).getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    expect(await page.evaluate(() => (window as unknown as { h4Marker?: boolean }).h4Marker)).toBe(
      true,
    );
  });

  test('Dynamics 365 on its alias: a module card link leads to its service page', async ({
    page,
  }) => {
    await openPage(page, '/dynamics-365');
    await page.locator('#modules').getByRole('link', { name: 'Explore Sales CRM' }).click();
    await expect(page).toHaveURL(/\/sales$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(salesPage.name);
  });

  test('Power Platform: both closing buttons go to /contact; Explore Use Cases jumps to the use cases', async ({
    page,
  }) => {
    await openPage(page, '/power-platform');
    const cta = closingCta(page);
    // Besides the phone and e-mail links, the band's links are its two buttons, both to /contact.
    const hrefs = await cta
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => !/^(tel|mailto):/.test(href))).toEqual(['/contact', '/contact']);
    for (const name of ['Start Your Project', 'Talk to an Expert'])
      await expect(cta.getByRole('link', { name })).toHaveAttribute('href', '/contact');

    await hero(page).getByRole('link', { name: 'Explore Use Cases' }).click();
    await expect(page).toHaveURL(/#use-cases$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'What our clients build' }),
    ).toBeInViewport();

    await cta.getByRole('link', { name: 'Talk to an Expert' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  const meetingPages = [
    powerAutomatePage,
    powerAppsCanvasPage,
    salesPage,
    microsoft365Page,
    dataMigrationPage,
  ];
  for (const content of meetingPages) {
    const source = content.path.slice(1);
    test(`${content.path}: the hero and closing buttons open Schedule a Meeting with source ${source}; Contact Us goes to /contact`, async ({
      page,
    }) => {
      await openPage(page, content.path);
      await expectDialogRoundTrip(
        page,
        hero(page).getByRole('button', { name: content.hero.primary.label }),
        source,
      );
      await expectDialogRoundTrip(
        page,
        closingCta(page).getByRole('button', { name: content.cta.primary.label }),
        source,
      );
      await closingCta(page).getByRole('link', { name: 'Contact Us' }).click();
      await expect(page).toHaveURL(/\/contact$/);
    });
  }

  test('Cloud services: Start Your Cloud Journey and Get Cloud Assessment open the meeting dialog; View Migration Guide shows the guide', async ({
    page,
  }) => {
    await openPage(page, '/cloud-services');
    await expectDialogRoundTrip(
      page,
      hero(page).getByRole('button', { name: 'Start Your Cloud Journey' }),
      'cloud-services',
    );
    await expectDialogRoundTrip(
      page,
      closingCta(page).getByRole('button', { name: 'Get Cloud Assessment' }),
      'cloud-services',
    );
    await closingCta(page).getByRole('link', { name: 'View Migration Guide' }).click();
    await expect(page).toHaveURL(/#migration-guide$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Your cloud migration guide' }),
    ).toBeInViewport();
  });
});

test.describe('Watch Demo', () => {
  const demos = [
    { content: dynamics365Page, videoId: 'e2eCrmDemo01' },
    { content: salesPage, videoId: 'e2eCrmDemo01' },
    { content: powerAppsCanvasPage, videoId: 'e2ePowerApps1' },
    { content: powerAutomatePage, videoId: 'e2eAutomate01' },
  ];
  for (const { content, videoId } of demos) {
    test(`${content.path}: the demo plays in a dialog, loads only on the click, and Escape returns focus`, async ({
      page,
    }) => {
      await openPage(page, content.path);
      await expect(page.locator('iframe')).toHaveCount(0);
      const button = hero(page).getByRole('button', { name: 'Watch Demo' });
      await button.click();
      const dialog = page.getByRole('dialog', { name: content.demo!.title });
      await expect(dialog).toHaveAttribute('data-source', content.demo!.source);
      await expect(dialog.locator('iframe')).toHaveAttribute(
        'src',
        new RegExp(`youtube-nocookie\\.com/embed/${videoId}\\?`),
      );
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.locator('iframe')).toHaveCount(0);
      await expect(button).toBeFocused();
    });
  }
});
