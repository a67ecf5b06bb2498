import { expect, test, type Page } from '@playwright/test';
import { aboutTimeline } from '../src/app/content/about.ts';
import { contactFaqs } from '../src/app/content/contact.ts';
import { homeClients, homeServices, homeStats } from '../src/app/content/home.ts';
import { expectAccessiblePage } from './support/a11y.ts';
import { stubYouTube, trackPageProblems, waitForHydration } from './support/helpers.ts';
import { canonicalHref, htmlTitle, jsonLd } from './support/html.ts';

/** Home, About, Contact and the 404 page: server HTML, behaviour and accessibility. */

const NOT_FOUND_PATH = '/no-such-page-h1';
/** Chromium reports the 404 document itself as a failed resource; nothing else may fail. */
const DOCUMENT_404 =
  'console.error: Failed to load resource: the server responded with a status of 404 (Not Found)';

test.describe('server-rendered HTML', () => {
  test('home: title, canonical, Organization, and the content without JavaScript', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(htmlTitle(html)).toContain('Microsoft Dynamics 365 & Power Platform Consulting');
    expect(canonicalHref(html)).toBe(`${baseURL}/`);
    expect(jsonLd(html).map((item) => item['@type'])).toContain('Organization');
    // The counters show their final values in the server HTML.
    const text = html.replace(/<!-- -->/g, '');
    for (const stat of homeStats) expect(text).toContain(`${stat.value}${stat.suffix}`);
    for (const service of homeServices) expect(html).toContain(`href="${service.to}"`);
    for (const client of homeClients) expect(html).toContain(`src="${client.logo}"`);
    expect(html).toContain('href="/register"');
  });

  test('about: title, canonical, breadcrumbs and the team section in the markup but hidden', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/about');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(htmlTitle(html)).toMatch(/^About Us \| /);
    expect(canonicalHref(html)).toBe(`${baseURL}/about`);
    const types = jsonLd(html).map((item) => item['@type']);
    expect(types).toEqual(expect.arrayContaining(['Organization', 'BreadcrumbList']));
    expect(html).toMatch(/<section id="team"[^>]*hidden=""/);
    for (const entry of aboutTimeline) expect(html).toContain(`>${entry.year}<`);
  });

  test('contact: title, canonical, breadcrumbs and FAQPage matching the visible FAQ', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/contact');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(htmlTitle(html)).toMatch(/^Contact Us \| /);
    expect(canonicalHref(html)).toBe(`${baseURL}/contact`);
    const data = jsonLd(html);
    expect(data.map((item) => item['@type'])).toEqual(
      expect.arrayContaining(['Organization', 'BreadcrumbList', 'FAQPage']),
    );
    const faq = data.find((item) => item['@type'] === 'FAQPage') as {
      mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }>;
    };
    expect(faq.mainEntity.map((item) => item.name)).toEqual(
      contactFaqs.map((item) => item.question),
    );
    expect(faq.mainEntity[0]?.acceptedAnswer.text).toBe(contactFaqs[0]?.answer);
    expect(html).toContain('id="contact-form"');
  });

  test('an unknown address answers 404, noindex, with suggestions taken from the address', async ({
    request,
  }) => {
    const response = await request.get('/pricing-plans');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(htmlTitle(html)).toMatch(/^Page not found/);
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(html).toContain('Were you looking for one of these?');
    expect(html).toContain('href="/pricing"');
  });

  test('the 404 search works without JavaScript: ?q= renders the matches on the server', async ({
    request,
  }) => {
    const response = await request.get(`${NOT_FOUND_PATH}?q=azure`);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('aria-label="Matching pages"');
    expect(html).toContain('href="/cloud-services"');
  });
});

test.describe('home page', () => {
  test('hero and service links lead to the right pages; Start Your Journey goes to /register', async ({
    page,
  }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/contact',
    );
    for (const service of homeServices) {
      await expect(
        main.getByRole('link', { name: `Learn more about ${service.title}` }),
      ).toHaveAttribute('href', service.to);
    }
    // Accounts arrive with issue 4: every visitor is anonymous for now.
    await expect(main.getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  test('Watch Demo loads the player only after the click, and closing the dialog removes it', async ({
    page,
  }) => {
    await stubYouTube(page);
    const playerRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('youtube-nocookie.com')) playerRequests.push(request.url());
    });
    await page.goto('/');
    await waitForHydration(page);
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
    await page.goto('/');
    await waitForHydration(page);
    const opener = page.getByRole('button', { name: 'Get Free Consultation' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Schedule a Meeting' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('data-source', 'homepage');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the stats count up from 0 when scrolled into view and end on the spec figures', async ({
    page,
  }) => {
    // Short window: the counters start below the fold.
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/');
    await waitForHydration(page);
    const values = page.getByTestId('stat-value');
    await expect(values.first()).toHaveText('0+');

    // Record every frame's figure in the page, from before the scroll to the end.
    await page.evaluate(() => {
      const node = document.querySelector('[data-testid="stat-value"]')!;
      const samples: Array<{ t: number; text: string }> = [];
      (window as unknown as { statSamples: typeof samples }).statSamples = samples;
      const record = (t: number) => {
        samples.push({ t, text: node.textContent ?? '' });
        // Long enough for the whole count (2 s) after the scroll below.
        if (t - (samples[0]?.t ?? t) < 4_000) requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    await values.first().scrollIntoViewIfNeeded();
    await expect(values.first()).toHaveText('33+', { timeout: 5_000 });
    await page.waitForFunction(() => {
      const samples = (window as unknown as { statSamples: Array<{ t: number }> }).statSamples;
      return samples.at(-1)!.t - samples[0]!.t >= 4_000;
    });
    const samples = await page.evaluate(
      () => (window as unknown as { statSamples: Array<{ t: number; text: string }> }).statSamples,
    );
    // From the first figure in between to the final one (StatCounter may show the
    // final figure for one frame before its first tick; see the report).
    const first = samples.findIndex((sample) => sample.text !== '0+' && sample.text !== '33+');
    expect(first).toBeGreaterThan(-1);
    const last = samples.findIndex((sample, index) => index > first && sample.text === '33+');
    const counting = samples.slice(first, last + 1);
    expect(counting.filter((sample) => sample.text !== '33+').length).toBeGreaterThan(5);
    const numbers = counting.map((sample) => Number.parseInt(sample.text, 10));
    expect(numbers).toEqual(numbers.toSorted((a, b) => a - b));
    // 2000 ms with a cubic ease-out: the rounded figure reaches 33 at about 75% of the time.
    const duration = counting.at(-1)!.t - counting[0]!.t;
    expect(duration).toBeGreaterThan(1_300);
    expect(duration).toBeLessThan(2_300);
    // Ease-out: more than half of the way is covered in the first quarter of the time.
    const quarter = counting.find((sample) => sample.t - counting[0]!.t >= 500);
    expect(Number.parseInt(quarter!.text, 10)).toBeGreaterThan(16);
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
    await page.goto('/');
    await waitForHydration(page);
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
    await page.goto('/');
    await waitForHydration(page);
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
  test('story, mission, values, stats, timeline and a link to contact; the team stays hidden', async ({
    page,
  }) => {
    await page.goto('/about');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(main.getByRole('heading', { name: 'Our story' })).toBeVisible();
    await expect(main).toContainText('founded in 2020');
    await expect(main.getByRole('heading', { name: 'Our mission' })).toBeVisible();
    await expect(main.locator('#values h3')).toHaveCount(4);
    await expect(main).toContainText('35+ Team Members');
    await expect(main).toContainText('15+ Countries');
    const years = main.locator('#timeline li > p:first-of-type');
    await expect(years).toHaveText(['2020', '2021', '2022', '2023', '2024']);
    await expect(page.locator('#team')).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Meet the team' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Contact Us' }).first()).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  test('the team carousel scrolls 300 px per press, and stops at the start', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/about');
    await waitForHydration(page);
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
  test('contact details, hours, the message card and the office location', async ({ page }) => {
    await page.goto('/contact');
    const main = page.getByRole('main');
    const phone = main.locator('a[href^="tel:"]').first();
    await expect(phone).toBeVisible();
    const email = main.locator('a[href^="mailto:"]').first();
    await expect(email).toBeVisible();
    const emailText = (await email.textContent()) ?? '';
    await expect(email).toHaveAttribute('href', `mailto:${emailText}`);

    const hours = main.getByRole('heading', { name: 'Office hours' }).locator('..');
    await expect(hours).toContainText('Mon-Fri9-6');
    await expect(hours).toContainText('Sat10-2');

    const slot = page.locator('#contact-form');
    await expect(slot.getByRole('heading', { name: 'Send us a Message' })).toBeVisible();
    await expect(slot).toContainText('within 24 hours');

    const address = (await main.locator('address').first().textContent()) ?? '';
    expect(address.length).toBeGreaterThan(5);
    const map = main.getByRole('link', { name: /Open in OpenStreetMap/ });
    await expect(map).toHaveAttribute(
      'href',
      `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`,
    );
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(main.getByRole('link', { name: 'Learn more about us' })).toHaveAttribute(
      'href',
      '/about',
    );
  });

  test('both Schedule a Call buttons open the meeting dialog with source contact_page', async ({
    page,
  }) => {
    await page.goto('/contact');
    await waitForHydration(page);
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
    await page.goto('/contact');
    await waitForHydration(page);
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
  test('keeps the 404 status and offers the main sections', async ({ page }) => {
    const response = await page.goto(NOT_FOUND_PATH);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    const links = page.getByRole('navigation', { name: 'Helpful links' }).getByRole('link');
    await expect(links).toHaveText(['Home', 'Services', 'Pricing', 'Contact', 'Support']);
    const hrefs = await links.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('href')),
    );
    expect(hrefs).toEqual(['/', '/services', '/pricing', '/contact', '/support']);
  });

  test('what is typed before the search has hydrated is kept', async ({ page }) => {
    // The search's code is a chunk of its own; hold it back so typing starts first.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/page-search-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(NOT_FOUND_PATH);
    await waitForHydration(page);
    await page.getByRole('searchbox', { name: 'Search for a page' }).fill('pow aut');
    release();
    const matches = page.getByRole('list', { name: 'Matching pages' });
    await expect(matches.getByRole('link')).toHaveCount(2);
    await expect(page.getByRole('searchbox', { name: 'Search for a page' })).toHaveValue('pow aut');
  });

  test('the search suggests pages while typing, and Enter opens the first match', async ({
    page,
  }) => {
    await page.goto(NOT_FOUND_PATH);
    await waitForHydration(page);
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
    await page.goto('/about-the-company');
    await waitForHydration(page);
    const suggested = page.getByRole('list', { name: 'Suggested pages' });
    await suggested.getByRole('link', { name: /About Us/ }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

const pagesUnderTest = ['/', '/about', '/contact', NOT_FOUND_PATH] as const;

async function checkPage(page: Page, path: string) {
  await stubYouTube(page);
  const problems = await trackPageProblems(page);
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expectAccessiblePage(page);
  await page.waitForLoadState('networkidle');
  expect(
    problems.filter((problem) => !(path === NOT_FOUND_PATH && problem === DOCUMENT_404)),
  ).toEqual([]);
}

test.describe('accessibility and clean console at 1280 x 800', () => {
  for (const path of pagesUnderTest) {
    test(`${path} has no serious violations, console errors or hydration warnings`, async ({
      page,
    }) => {
      await checkPage(page, path);
    });
  }
});

test.describe('accessibility and clean console at 375 x 812', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  for (const path of pagesUnderTest) {
    test(`${path} has no serious violations, sideways scrolling or console errors`, async ({
      page,
    }) => {
      await checkPage(page, path);
    });
  }
});
