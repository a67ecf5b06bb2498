import { expect, test, type Page } from '@playwright/test';
import { contactFaqs } from '../src/app/features/contact/content/contact.ts';
import { homeClients, homeStats } from '../src/app/features/home/content/home.ts';
import { expectAccessibleAtBothWidths } from './support/a11y.ts';
import { pageNow } from './support/clock.ts';
import { stubYouTube, trackPageProblems, waitForHydration, openPage } from './support/helpers.ts';

/**
 * Home, About, Contact and the 404 page in the browser: behaviour and
 * accessibility. What the server renders, and where its links lead, is checked
 * in src/server/marketing-pages.int.test.ts.
 */

const NOT_FOUND_PATH = '/no-such-page-h1';
/** Chromium reports the 404 document itself as a failed resource; nothing else may fail. */
const DOCUMENT_404 =
  'console.error: Failed to load resource: the server responded with a status of 404 (Not Found)';

test.describe('home page', () => {
  test('Watch Demo loads the player only after the click, and closing the dialog removes it', async ({
    page,
  }) => {
    await stubYouTube(page);
    const playerRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('youtube-nocookie.com')) playerRequests.push(request.url());
    });
    await openPage(page, '/');
    await expect(page.locator('iframe')).toHaveCount(0);

    const opener = page.getByRole('button', { name: 'Watch Demo' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'See our work in action' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('data-source', 'homepage_demo');
    // Started by the click itself: the player is there without a second click.
    const player = dialog.locator('iframe');
    await expect(player).toHaveAttribute('src', /\/embed\/e2eOverview01\?autoplay=1/);
    await expect.poll(() => playerRequests.length).toBeGreaterThan(0);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(opener).toBeFocused();

    // It opens again (a fresh player), and the close button closes it too.
    await opener.click();
    await expect(dialog.locator('iframe')).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Close dialog' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('Get Free Consultation opens Schedule a Meeting with source homepage', async ({ page }) => {
    await openPage(page, '/');
    const opener = page.getByRole('button', { name: 'Get Free Consultation' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Schedule a Meeting' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('data-source', 'homepage');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the stats count up from 0 over 2 s with ease-out once scrolled into view', async ({
    page,
  }) => {
    // The animation runs on Playwright's clock, paused: each step below moves
    // the page's time on exactly, however busy the machine is.
    await page.clock.install();
    // Short window: the counters start below the fold.
    await page.setViewportSize({ width: 1280, height: 600 });
    await openPage(page, '/');
    await page.clock.pauseAt((await pageNow(page)) + 1_000);
    const values = page.getByTestId('stat-value');
    await expect(values.first()).toHaveText('0+');

    await values.first().scrollIntoViewIfNeeded();
    // Seen: the counter waits at 0 for its first frame instead of flashing 33.
    await expect(values.first()).toHaveText('0+');
    const figure = async () => Number.parseInt((await values.first().textContent()) ?? '', 10);
    // The counter starts when the page's intersection observer reports, which runs in
    // real time, not on the clock: move the clock a frame at a time until the count
    // has begun, so the figures below are timed from its start (within two frames).
    await expect
      .poll(async () => {
        await page.clock.runFor(16);
        return figure();
      })
      .toBeGreaterThan(0);
    const figures: number[] = [await figure()];
    for (let elapsed = 100; elapsed <= 2_200; elapsed += 100) {
      await page.clock.runFor(100);
      figures.push(await figure());
    }
    // Rising, never falling, through many figures in between.
    expect(figures).toEqual(figures.toSorted((a, b) => a - b));
    expect(new Set(figures.filter((n) => n > 0 && n < 33)).size).toBeGreaterThan(5);
    // Cubic ease-out over 2000 ms: past half way after a quarter of the time,
    // 33 only after about 75% of it, and there at the end.
    expect(figures[5]).toBeGreaterThan(16); // about 500 ms
    expect(figures[13]).toBeLessThan(33); // about 1300 ms
    expect(figures.at(-1)).toBe(33);
    await expect(values).toHaveText(homeStats.map((stat) => `${stat.value}${stat.suffix}`));
    // Screen readers get the final figures and labels.
    for (const stat of homeStats) {
      await expect(page.getByRole('main')).toContainText(
        `${stat.value}${stat.suffix} ${stat.label}`,
      );
    }
  });

  test('all four client logos load once their section comes near', async ({ page }) => {
    // Below the fold, the logos are lazy: nothing is fetched up front.
    const logoRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/clients/')) logoRequests.push(request.url());
    });
    await openPage(page, '/');
    expect(logoRequests).toEqual([]);
    await page
      .getByRole('heading', { name: 'Trusted by growing organisations' })
      .scrollIntoViewIfNeeded();
    for (const client of homeClients) {
      const logo = page.getByRole('img', { name: client.name, exact: true });
      await expect(logo).toBeVisible();
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    }
    await expect(page.getByTestId('client-badge')).toHaveCount(0);
  });

  test('a logo that fails before the page is interactive becomes a text badge', async ({
    page,
  }) => {
    const [failing, ...others] = homeClients;
    await page.route(`**${failing!.logo}`, (route) => route.fulfill({ status: 404, body: '' }));
    // Tall enough that the lazy logos are in view, and fetched, from the start.
    await page.setViewportSize({ width: 1280, height: 4000 });
    await openPage(page, '/');
    const badge = page.getByTestId('client-badge');
    await expect(badge).toHaveCount(1);
    await expect(badge).toHaveText(`HL${failing!.name}`);
    await expect(page.getByRole('img', { name: failing!.name, exact: true })).toHaveCount(0);
    for (const client of others) {
      await expect(page.getByRole('img', { name: client.name, exact: true })).toBeVisible();
    }
  });

  test('a logo that fails after the page is interactive becomes a text badge too', async ({
    page,
  }) => {
    const failing = homeClients[2]!;
    let release: () => void = () => undefined;
    const hydrated = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${failing.logo}`, async (route) => {
      await hydrated;
      await route.fulfill({ status: 404, body: '' });
    });
    // The logo's request is held, so the load event would never come.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    await page
      .getByRole('heading', { name: 'Trusted by growing organisations' })
      .scrollIntoViewIfNeeded();
    await expect(page.getByTestId('client-badge')).toHaveCount(0);
    release();
    const badge = page.getByTestId('client-badge');
    await expect(badge).toHaveText(`MC${failing.name}`);
  });
});

test.describe('about page', () => {
  test('the team stays hidden; shown, its carousel scrolls 300 px per press and stops at the start', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 375, height: 812 });
    await openPage(page, '/about');
    await expect(page.locator('#team')).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Meet the team' })).toHaveCount(0);
    // The section is hidden by a content flag; show it to drive the carousel.
    await page.locator('#team').evaluate((section) => section.removeAttribute('hidden'));
    const track = page.getByTestId('team-track');
    const scrollLeft = () => track.evaluate((node) => Math.round(node.scrollLeft));
    const next = page.getByRole('button', { name: 'Next team members' });
    const previous = page.getByRole('button', { name: 'Previous team members' });

    await expect.poll(scrollLeft).toBe(0);
    await next.click();
    await expect.poll(scrollLeft).toBe(300);
    await next.click();
    await expect.poll(scrollLeft).toBe(600);
    await previous.click();
    await expect.poll(scrollLeft).toBe(300);
    await previous.click();
    await previous.click();
    await expect.poll(scrollLeft).toBe(0);
  });
});

test.describe('contact page', () => {
  test('both Schedule a Call buttons open the meeting dialog with source contact_page', async ({
    page,
  }) => {
    await openPage(page, '/contact');
    const buttons = page.getByRole('main').getByRole('button', { name: 'Schedule a Call' });
    await expect(buttons).toHaveCount(2);
    const dialog = page.getByRole('dialog', { name: 'Schedule a Meeting' });

    await buttons.first().click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('data-source', 'contact_page');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(buttons.first()).toBeFocused();

    await buttons.last().click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('data-source', 'contact_page');
    await dialog.getByRole('button', { name: 'Close dialog' }).click();
    await expect(dialog).toBeHidden();
    await expect(buttons.last()).toBeFocused();
  });

  test('the FAQ opens one answer at a time, and a second click closes it', async ({ page }) => {
    await openPage(page, '/contact');
    const [first, second] = contactFaqs;
    const q1 = page.getByRole('button', { name: first!.question });
    const q2 = page.getByRole('button', { name: second!.question });
    await expect(q1).toHaveAttribute('aria-expanded', 'false');

    await q1.click();
    await expect(q1).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: first!.question })).toHaveText(first!.answer);

    await q2.click();
    await expect(q2).toHaveAttribute('aria-expanded', 'true');
    await expect(q1).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('region', { name: first!.question })).toBeHidden();

    await q2.click();
    await expect(q2).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('region', { name: second!.question })).toBeHidden();
  });
});

test.describe('404 page', () => {
  test('what is typed before the search has hydrated is kept', async ({ page }) => {
    // The search's code is a chunk of its own; hold it back so typing starts first.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/page-search-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await openPage(page, NOT_FOUND_PATH);
    await page.getByRole('searchbox', { name: 'Search for a page' }).fill('pow aut');
    release();
    const matches = page.getByRole('list', { name: 'Matching pages' });
    await expect(matches.getByRole('link')).toHaveCount(2);
    await expect(page.getByRole('searchbox', { name: 'Search for a page' })).toHaveValue('pow aut');
  });

  test('the search suggests pages while typing, and Enter opens the first match', async ({
    page,
  }) => {
    await openPage(page, NOT_FOUND_PATH);
    await page.evaluate(() => ((window as unknown as { h1Marker: boolean }).h1Marker = true));
    const search = page.getByRole('searchbox', { name: 'Search for a page' });
    const matches = page.getByRole('list', { name: 'Matching pages' });
    const status = page.getByRole('search').getByRole('status');

    await search.fill('pow aut');
    await expect(matches.getByRole('link')).toHaveCount(2);
    await expect(matches.getByRole('link').first()).toContainText('Power Automate');
    await expect(status).toHaveText('2 pages match.');

    await search.fill('zebra');
    await expect(matches).toHaveCount(0);
    await expect(status).toContainText('No pages match “zebra”');
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${NOT_FOUND_PATH}$`));

    await search.fill('Azure');
    await expect(matches.getByRole('link')).toHaveText([/Cloud Services/]);
    await search.press('Enter');
    await expect(page).toHaveURL(/\/cloud-services$/);
    // Opened in place, without a full page load.
    expect(await page.evaluate(() => (window as unknown as { h1Marker?: boolean }).h1Marker)).toBe(
      true,
    );
  });

  test('a suggested page from the address can be followed', async ({ page }) => {
    await openPage(page, '/about-the-company');
    const suggested = page.getByRole('list', { name: 'Suggested pages' });
    await suggested.getByRole('link', { name: /About Us/ }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

const pagesUnderTest = ['/', '/about', '/contact', NOT_FOUND_PATH] as const;

/**
 * The page at 1280 px, then narrowed to a phone's width: one h1, axe, no
 * sideways scrolling, and a clean console.
 */
async function checkPage(page: Page, path: string) {
  await stubYouTube(page);
  const problems = await trackPageProblems(page);
  await expectAccessibleAtBothWidths(page, path, {
    shown: () => expect(page.getByRole('heading', { level: 1 })).toHaveCount(1),
  });
  await page.waitForLoadState('networkidle');
  expect(
    problems.filter((problem) => !(path === NOT_FOUND_PATH && problem === DOCUMENT_404)),
  ).toEqual([]);
}

test.describe('accessibility and clean console', () => {
  for (const path of pagesUnderTest) {
    test(`${path} has no serious violations, sideways scrolling, console errors or hydration warnings at 1280 and 375 px`, async ({
      page,
    }) => {
      await checkPage(page, path);
    });
  }
});
