import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessiblePage } from './support/a11y.ts';
import { trackPageProblems, waitForHydration } from './support/helpers.ts';
import { canonicalHrefs, decodeEntities, htmlTitle, jsonLd } from './support/html.ts';

/**
 * Support (/support, /help), the legal pages, consulting, professional
 * training and training (/training, /live-training): server-rendered
 * metadata, every interactive behaviour, accessibility at desktop and phone
 * widths, and a clean console.
 */

// ---------------------------------------------------------------------------
// Reading server-rendered HTML (what a crawler sees before any script runs)

async function fetchPage(page: Page, path: string) {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

// ---------------------------------------------------------------------------
// Dialog helpers

/** The open lead dialog (native <dialog> shown modally). */
function openDialog(page: Page): Locator {
  return page.locator('dialog[open]');
}

async function expectDialogClosesWithEscape(page: Page, opener: Locator) {
  await page.keyboard.press('Escape');
  await expect(openDialog(page)).toHaveCount(0);
  await expect(opener).toBeFocused();
}

// ---------------------------------------------------------------------------
// Server-rendered metadata

const pages = [
  {
    path: '/support',
    canonical: '/support',
    title: /^Support & Help Center/,
    h1: 'How can we help you today?',
    types: ['Organization', 'BreadcrumbList', 'FAQPage'],
  },
  {
    path: '/help',
    canonical: '/support',
    title: /^Support & Help Center/,
    h1: 'How can we help you today?',
    types: ['Organization', 'BreadcrumbList', 'FAQPage'],
  },
  {
    path: '/terms-and-conditions',
    canonical: '/terms-and-conditions',
    title: /^Terms and Conditions/,
    h1: 'Terms and Conditions',
    types: ['Organization', 'BreadcrumbList'],
  },
  {
    path: '/privacy-policy',
    canonical: '/privacy-policy',
    title: /^Privacy Policy/,
    h1: 'Privacy Policy',
    types: ['Organization', 'BreadcrumbList'],
  },
  {
    path: '/consulting-services',
    canonical: '/consulting-services',
    title: /^Microsoft Consulting Services/,
    h1: 'Expert guidance for your Microsoft business applications',
    types: ['Organization', 'BreadcrumbList', 'Service'],
  },
  {
    path: '/consulting',
    canonical: '/consulting-services',
    title: /^Microsoft Consulting Services/,
    h1: 'Expert guidance for your Microsoft business applications',
    types: ['Organization', 'BreadcrumbList', 'Service'],
  },
  {
    path: '/professional-training',
    canonical: '/professional-training',
    title: /^Professional Microsoft Training & Certification/,
    h1: 'Professional training for Microsoft business applications',
    types: ['Organization', 'BreadcrumbList', 'EducationalOrganization'],
  },
  {
    path: '/training',
    canonical: '/training',
    title: /^Live Microsoft Training Programs/,
    h1: 'Microsoft training that builds real, lasting skills',
    types: ['Organization', 'BreadcrumbList', 'EducationalOrganization'],
  },
  {
    path: '/live-training',
    canonical: '/training',
    title: /^Live Microsoft Training Programs/,
    h1: 'Microsoft training that builds real, lasting skills',
    types: ['Organization', 'BreadcrumbList', 'EducationalOrganization'],
  },
];

test.describe('server-rendered HTML', () => {
  for (const expected of pages) {
    test(`${expected.path}: title, canonical ${expected.canonical}, one h1 and JSON-LD`, async ({
      page,
      baseURL,
    }) => {
      const html = await fetchPage(page, expected.path);
      expect(htmlTitle(html)).toMatch(expected.title);
      expect(canonicalHrefs(html)).toEqual([`${baseURL}${expected.canonical}`]);
      const h1s = html.match(/<h1\b[^>]*>[\s\S]*?<\/h1>/g) ?? [];
      expect(h1s).toHaveLength(1);
      expect(decodeEntities(h1s[0]?.replace(/<[^>]+>/g, '') ?? '')).toBe(expected.h1);
      const types = jsonLd(html).map((item) => item['@type']);
      expect(types).toEqual(expected.types);
    });
  }

  test('the support FAQPage lists every question shown on the page', async ({ page }) => {
    const html = await fetchPage(page, '/support');
    const faq = jsonLd(html).find((item) => item['@type'] === 'FAQPage') as {
      mainEntity: Array<{ '@type': string; name: string; acceptedAnswer: { text: string } }>;
    };
    expect(faq.mainEntity).toHaveLength(8);
    expect(faq.mainEntity[0]?.name).toBe('What support do you offer after a Dynamics 365 go-live?');
    for (const question of faq.mainEntity) {
      expect(question['@type']).toBe('Question');
      expect(question.acceptedAnswer.text.length).toBeGreaterThan(20);
      expect(decodeEntities(html)).toContain(question.name);
    }
  });

  test('the training pages describe their programs as courses', async ({ page }) => {
    const courses = async (path: string) => {
      const org = jsonLd(await fetchPage(page, path)).find(
        (item) => item['@type'] === 'EducationalOrganization',
      ) as { hasCourse: Array<{ '@type': string; name: string }> };
      expect(org.hasCourse.every((course) => course['@type'] === 'Course')).toBe(true);
      return org.hasCourse.map((course) => course.name);
    };
    expect(await courses('/training')).toHaveLength(6);
    expect(await courses('/professional-training')).toEqual([
      'Dynamics 365 Functional Consultant',
      'Power Platform Developer',
      'Power Platform App Maker & Functional Consultant',
      'Microsoft 365 Administrator',
    ]);
  });

  test('the consulting Service points at the primary address', async ({ page, baseURL }) => {
    const service = jsonLd(await fetchPage(page, '/consulting')).find(
      (item) => item['@type'] === 'Service',
    );
    expect(service?.['url']).toBe(`${baseURL}/consulting-services`);
  });
});

// ---------------------------------------------------------------------------
// Support

test.describe('support page', () => {
  test('the FAQ search filters by question or answer text, counts results and offers contact when empty', async ({
    page,
  }) => {
    await page.goto('/support');
    await waitForHydration(page);
    const faq = page.locator('#faq');
    const search = page.getByRole('searchbox', { name: 'Search the FAQ' });
    const status = faq.getByRole('status');
    const questions = faq.locator('button[aria-expanded]');

    await expect(status).toHaveText('Showing all 8 questions');
    await expect(questions).toHaveCount(8);

    // Question text, any case.
    await search.fill('PASSWORD');
    await expect(status).toHaveText('1 of 8 questions match your search');
    await expect(questions).toHaveText(['How do I reset my password or unlock my account?']);

    // A word only found in an answer.
    await search.fill('hypercare');
    await expect(questions).toHaveText(['What support do you offer after a Dynamics 365 go-live?']);

    // Several matches across question and answer.
    await search.fill('billed');
    await expect(status).toHaveText('1 of 8 questions match your search');
    await search.fill('support');
    await expect(questions).not.toHaveCount(8);
    expect(await questions.count()).toBeGreaterThan(1);

    await search.fill('quantum blockchain');
    await expect(status).toHaveText('No questions match your search');
    await expect(questions).toHaveCount(0);
    await expect(faq.getByText('No questions match “quantum blockchain”.')).toBeVisible();
    const contactLink = faq.getByRole('link', { name: 'contact our support team' });
    await expect(contactLink).toHaveAttribute('href', '/contact');

    await search.fill('');
    await expect(questions).toHaveCount(8);
  });

  test('one FAQ answer is open at a time and clicking it again closes it', async ({ page }) => {
    await page.goto('/help');
    await waitForHydration(page);
    const faq = page.locator('#faq');
    const first = faq.getByRole('button', { name: 'How quickly will you respond' });
    const second = faq.getByRole('button', { name: 'How is support billed?' });
    const firstAnswer = faq.getByRole('region', { name: 'How quickly will you respond' });
    const secondAnswer = faq.getByRole('region', { name: 'How is support billed?' });

    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(firstAnswer).toBeHidden();

    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(firstAnswer).toContainText('Live chat answers in under 5 minutes');

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(firstAnswer).toBeHidden();
    await expect(secondAnswer).toBeVisible();

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(secondAnswer).toBeHidden();

    // A new search closes the open answer (its position changes).
    await first.click();
    await page.getByRole('searchbox', { name: 'Search the FAQ' }).fill('respond');
    await expect(faq.locator('button[aria-expanded="true"]')).toHaveCount(0);
  });

  test('help categories are tabs: arrow keys move between them, two list articles, the rest offer Contact Support', async ({
    page,
  }) => {
    await page.goto('/support');
    await waitForHydration(page);
    const tablist = page.getByRole('tablist', { name: 'Help categories' });
    const tabs = tablist.getByRole('tab');
    await expect(tabs).toHaveText([
      'Getting Started',
      'User Guide',
      'Administration',
      'Development',
      'Troubleshooting',
      'Training',
    ]);
    const gettingStarted = tablist.getByRole('tab', { name: 'Getting Started' });
    await expect(gettingStarted).toHaveAttribute('aria-selected', 'true');

    const panel = page.getByRole('tabpanel');
    await expect(panel).toHaveCount(1);
    await expect(panel.getByRole('heading', { level: 4 })).toHaveCount(4);
    await expect(panel).toContainText('Signing in to Dynamics 365 for the first time');
    await expect(panel).toContainText('4 min read');
    await expect(panel).toContainText('Beginner');

    await gettingStarted.focus();
    await page.keyboard.press('ArrowRight');
    const userGuide = tablist.getByRole('tab', { name: 'User Guide' });
    await expect(userGuide).toBeFocused();
    await expect(userGuide).toHaveAttribute('aria-selected', 'true');
    await expect(panel).toContainText('Managing leads and opportunities');
    await expect(panel).toContainText('Advanced');

    await page.keyboard.press('End');
    const training = tablist.getByRole('tab', { name: 'Training' });
    await expect(training).toBeFocused();
    await expect(panel.getByRole('heading', { level: 4 })).toHaveCount(0);
    await expect(panel).toContainText('Articles for this category are coming soon');

    await page.keyboard.press('ArrowRight'); // wraps to the first tab
    await expect(gettingStarted).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(training).toHaveAttribute('aria-selected', 'true');

    await tablist.getByRole('tab', { name: 'Administration' }).click();
    const contactSupport = panel.getByRole('button', { name: 'Contact Support' });
    await contactSupport.click();
    const dialog = openDialog(page);
    await expect(dialog).toHaveAttribute('data-source', 'support');
    await expect(dialog.getByRole('heading', { name: 'Contact Support' })).toBeVisible();
    await expectDialogClosesWithEscape(page, contactSupport);
  });

  test('Contact Support in the hero opens the support dialog; its close button returns focus', async ({
    page,
  }) => {
    await page.goto('/support');
    await waitForHydration(page);
    const opener = page.getByRole('button', { name: 'Contact Support' }).first();
    await opener.click();
    const dialog = openDialog(page);
    await expect(dialog).toHaveAttribute('data-source', 'support');
    await expect(dialog.getByRole('heading', { name: 'Contact Support' })).toBeVisible();
    await expect(dialog).toContainText('replies in under 4 hours');
    await dialog.getByRole('button', { name: 'Close dialog' }).click();
    await expect(openDialog(page)).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('support channels: chat opens the chat widget, phone and e-mail link out, video opens the meeting dialog', async ({
    page,
  }) => {
    await page.goto('/support');
    await waitForHydration(page);
    const channels = page.locator('#support-channels');
    await expect(channels).toContainText('Available 24/7');
    await expect(channels).toContainText('Response in under 5 minutes');
    await expect(channels).toContainText('Mon-Fri 9-6 EST');
    await expect(channels).toContainText('Response in under 4 hours');
    await expect(channels).toContainText('Response in under 2 hours');

    await expect(channels.getByRole('link', { name: /^Call Support/ })).toHaveAttribute(
      'href',
      /^tel:\+?\d+$/,
    );
    await expect(channels.getByRole('link', { name: /^Email Support/ })).toHaveAttribute(
      'href',
      /^mailto:[^@\s]+@[^@\s]+\?subject=Support%20request$/,
    );

    const video = channels.getByRole('button', { name: 'Schedule a Video Call' });
    await video.click();
    const dialog = openDialog(page);
    await expect(dialog).toHaveAttribute('data-source', 'support');
    await expect(dialog.getByRole('heading', { name: 'Schedule a Meeting' })).toBeVisible();
    await expectDialogClosesWithEscape(page, video);

    // Last, because the chat widget (where present) opens its panel over the page.
    await page.evaluate(() => {
      const w = window as unknown as { chatOpenEvents: number };
      w.chatOpenEvents = 0;
      window.addEventListener('chat:open', () => (w.chatOpenEvents += 1));
    });
    await channels.getByRole('button', { name: 'Start Live Chat' }).click();
    expect(
      await page.evaluate(() => (window as unknown as { chatOpenEvents: number }).chatOpenEvents),
    ).toBe(1);
  });

  test('resources link to real pages', async ({ page }) => {
    await page.goto('/support');
    const resources = page.locator('#resources');
    await expect(resources.getByRole('link')).toHaveCount(4);
    for (const href of await resources
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toMatch(/^\/[a-z]/);
    }
  });
});

// ---------------------------------------------------------------------------
// Legal pages

test.describe('legal pages', () => {
  test('terms: last updated, nine sections in the table of contents, governing law and contact details', async ({
    page,
  }) => {
    await page.goto('/terms-and-conditions');
    await waitForHydration(page);
    await expect(page.getByText('Last updated: September 18, 2025')).toBeVisible();

    // The spec's nine sections, in order, both in the contents and as headings.
    const sections = [
      '1. Use of Website',
      '2. Intellectual Property',
      '3. Services Disclaimer',
      '4. Third-Party Links',
      '5. Limitation of Liability',
      '6. Privacy Policy',
      '7. Modifications',
      '8. Governing Law',
      '9. Contact Information',
    ];
    const toc = page.getByRole('navigation', { name: 'Contents' });
    await expect(toc.getByRole('link')).toHaveText(sections);
    await expect(page.locator('article h2')).toHaveText(sections);

    await toc.getByRole('link', { name: 'Governing Law' }).click();
    await expect(page).toHaveURL(/#governing-law$/);
    const law = page.locator('#governing-law');
    await expect(law.getByRole('heading', { name: '8. Governing Law' })).toBeInViewport();
    await expect(law).toContainText('laws of India');
    await expect(law).toContainText('courts in the State of Andhra Pradesh');
    await expect(law).toContainText('exclusive jurisdiction');

    const contact = page.locator('#contact-information');
    await expect(contact.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(contact.locator('a[href^="tel:"]')).toHaveCount(1);
    await expect(contact).toContainText('India');

    // Section 6 links to the privacy policy, rendered in place.
    await page
      .locator('#privacy-policy')
      .getByRole('link', { name: 'Privacy Policy', exact: true })
      .click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  });

  test('privacy: eight sections plus contact, children under 13, and what the site really collects', async ({
    page,
  }) => {
    await page.goto('/privacy-policy');
    await waitForHydration(page);
    await expect(page.getByText('Last updated: September 18, 2025')).toBeVisible();
    const toc = page.getByRole('navigation', { name: 'Contents' });
    await expect(toc.getByRole('link')).toHaveCount(9);
    await expect(page.locator('article h2')).toHaveText([
      '1. Information We Collect',
      '2. How We Use Your Information',
      '3. Information Sharing',
      '4. Data Security',
      '5. Your Rights',
      '6. Third-Party Links',
      "7. Children's Privacy",
      '8. Changes to This Policy',
      '9. Contact Information',
    ]);
    await toc.getByRole('link', { name: "Children's Privacy" }).click();
    await expect(page).toHaveURL(/#childrens-privacy$/);
    await expect(page.locator('#childrens-privacy')).toContainText('not for children under 13');

    const article = page.locator('article');
    for (const fact of [
      'Contact form',
      'Meeting requests',
      'double opt-in',
      'unsubscribe link',
      'Chat assistant',
      'Accounts',
      'cookies only for sign-in sessions',
      'Microsoft Dynamics 365',
      'notify our staff by e-mail',
    ])
      await expect(article).toContainText(fact);
  });
});

// ---------------------------------------------------------------------------
// Consulting

test.describe('consulting page', () => {
  test('both Schedule Consultation buttons open the meeting dialog with source consulting-services', async ({
    page,
  }) => {
    await page.goto('/consulting');
    await waitForHydration(page);
    const buttons = page.getByRole('button', { name: 'Schedule Consultation' });
    await expect(buttons).toHaveCount(2);

    const hero = buttons.first();
    await hero.click();
    const dialog = openDialog(page);
    await expect(dialog).toHaveAttribute('data-source', 'consulting-services');
    await expect(dialog.getByRole('heading', { name: 'Schedule a Meeting' })).toBeVisible();
    await expectDialogClosesWithEscape(page, hero);

    const closing = buttons.last();
    await closing.scrollIntoViewIfNeeded();
    await closing.click();
    await expect(openDialog(page)).toHaveAttribute('data-source', 'consulting-services');
    await openDialog(page).getByRole('button', { name: 'Close dialog' }).click();
    await expect(openDialog(page)).toHaveCount(0);
    await expect(closing).toBeFocused();
  });

  test('shows four expertise cards, four areas, six steps and three testimonials', async ({
    page,
  }) => {
    await page.goto('/consulting-services');
    await expect(page.locator('#expertise h3')).toHaveCount(4);
    await expect(page.locator('#areas-of-expertise h3')).toHaveText([
      'Dynamics 365',
      'Power Platform',
      'Microsoft 365',
      'Azure',
    ]);
    await expect(page.locator('#process ol > li')).toHaveCount(6);
    await expect(page.locator('#testimonials figure')).toHaveCount(3);
    await expect(page.locator('#why-choose li').first()).toBeVisible();
  });
});

// ---------------------------------------------------------------------------
// Professional training

test.describe('professional training page', () => {
  test('the hero button scrolls to the programs and focuses their heading', async ({ page }) => {
    await page.goto('/professional-training');
    await waitForHydration(page);
    const heading = page.getByRole('heading', { name: 'Professional training programs' });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('link', { name: 'Explore Training Programs' }).click();
    await expect(heading).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await expect(heading).toBeInViewport();
    await expect(page.locator('#training-programs h3')).toHaveCount(4);
  });

  test('lists the four delivery formats and every exam code by track', async ({ page }) => {
    await page.goto('/professional-training');
    await expect(page.locator('#delivery-formats h3')).toHaveText([
      'In-Person',
      'Virtual',
      'Hybrid',
      'Self-Paced',
    ]);
    const tracks = page.locator('#certifications h3');
    await expect(tracks).toHaveText(['Dynamics 365', 'Power Platform', 'Microsoft 365']);
    const certifications = page.locator('#certifications');
    for (const code of [
      'MB-200',
      'MB-210',
      'MB-220',
      'MB-230',
      'PL-100',
      'PL-200',
      'PL-400',
      'PL-500',
      'MS-900',
      'MS-500',
      'MS-700',
      'MS-720',
    ])
      await expect(certifications.getByText(code, { exact: true })).toBeVisible();
    await expect(page.locator('#testimonials figure')).toHaveCount(3);
  });

  test('View Course Catalog goes to the pricing page', async ({ page }) => {
    await page.goto('/professional-training');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'View Course Catalog' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('the closing button opens the meeting dialog', async ({ page }) => {
    await page.goto('/professional-training');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Plan Your Training' });
    await button.click();
    await expect(openDialog(page)).toHaveAttribute('data-source', 'professional-training');
    await expectDialogClosesWithEscape(page, button);
  });
});

// ---------------------------------------------------------------------------
// Training

test.describe('training page', () => {
  test('the format filter narrows the six programs to those offered in the chosen format', async ({
    page,
  }) => {
    await page.goto('/live-training');
    await waitForHydration(page);
    const group = page.getByRole('group', { name: 'Filter programs by format' });
    const cards = page.getByTestId('training-program');
    const status = page.locator('#training-programs').getByRole('status');
    const option = (name: string) => group.getByRole('button', { name, exact: true });

    await expect(group.getByRole('button')).toHaveText([
      'All Formats',
      'Live Virtual',
      'Self-Paced',
      'On-Site',
    ]);
    await expect(option('All Formats')).toHaveAttribute('aria-pressed', 'true');
    await expect(cards).toHaveCount(6);
    await expect(status).toHaveText('Showing 6 of 6 programs');

    for (const [label, count] of [
      ['Live Virtual', 5],
      ['Self-Paced', 4],
      ['On-Site', 5],
    ] as const) {
      await option(label).click();
      await expect(option(label)).toHaveAttribute('aria-pressed', 'true');
      await expect(option('All Formats')).toHaveAttribute('aria-pressed', 'false');
      await expect(cards).toHaveCount(count);
      await expect(status).toHaveText(`Showing ${count} of 6 programs`);
      for (const card of await cards.all())
        await expect(card.getByRole('list', { name: 'Formats' })).toContainText(label);
    }

    await option('All Formats').click();
    await expect(cards).toHaveCount(6);
  });

  test('each card shows duration, level, formats, the first three modules and "+N more modules"', async ({
    page,
  }) => {
    await page.goto('/training');
    const sales = page
      .getByTestId('training-program')
      .filter({ has: page.getByRole('heading', { name: 'Dynamics 365 Sales Fundamentals' }) });
    await expect(sales).toContainText('3 days');
    await expect(sales).toContainText('Beginner');
    await expect(sales.getByRole('list', { name: 'Formats' }).getByRole('listitem')).toHaveText([
      'Live Virtual',
      'On-Site',
    ]);
    await expect(sales).toContainText('Navigating Dynamics 365');
    await expect(sales).toContainText('Lead qualification');
    await expect(sales).not.toContainText('Quotes, orders and products');
    await expect(sales.getByText('+3 more modules')).toBeVisible();

    const powerBi = page.getByTestId('training-program').filter({
      has: page.getByRole('heading', { name: 'Power BI for Business Decision Makers' }),
    });
    await expect(powerBi).toContainText('Sharing dashboards');
    await expect(powerBi).not.toContainText('more modules');
  });

  test('the hero button scrolls smoothly to #training-programs and focuses its heading', async ({
    page,
  }) => {
    await page.goto('/training');
    await waitForHydration(page);
    const heading = page.getByRole('heading', { name: 'Training programs', exact: true });
    await expect(heading).not.toBeInViewport();
    await page.getByRole('link', { name: 'Explore Programs' }).click();
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
  });

  test('with reduced motion the hero button jumps straight to the programs', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/training');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Explore Programs' }).click();
    // An instant jump: in place before any animation frame could run.
    const top = await page.evaluate(
      () => document.getElementById('training-programs')?.getBoundingClientRect().top ?? -1,
    );
    expect(Math.abs(top)).toBeLessThan(200);
    await expect(
      page.getByRole('heading', { name: 'Training programs', exact: true }),
    ).toBeFocused();
  });

  test('shows the three formats, a six-step journey and four certifications', async ({ page }) => {
    await page.goto('/training');
    await expect(page.locator('#training-formats h3')).toHaveText([
      'Live Virtual',
      'Self-Paced',
      'On-Site',
    ]);
    await expect(page.locator('#learning-journey ol > li')).toHaveCount(6);
    await expect(page.locator('#certifications h3')).toHaveCount(4);
    await expect(page.locator('#why-choose li').first()).toBeVisible();
  });

  test('Enroll Now opens the meeting dialog (source training); Download Catalog leads to contact', async ({
    page,
  }) => {
    await page.goto('/training');
    await waitForHydration(page);
    const enroll = page.getByRole('button', { name: 'Enroll Now' });
    await enroll.click();
    await expect(openDialog(page)).toHaveAttribute('data-source', 'training');
    await expectDialogClosesWithEscape(page, enroll);

    await page.getByRole('link', { name: 'Download Catalog' }).click();
    await expect(page).toHaveURL(/\/contact\?source=training$/);
  });
});

// ---------------------------------------------------------------------------
// Accessibility and a clean console, at desktop and phone widths

const ownedPages = [
  '/support',
  '/terms-and-conditions',
  '/privacy-policy',
  '/consulting-services',
  '/professional-training',
  '/training',
];

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test.describe(`accessibility at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const path of ownedPages) {
      test(`${path} has no serious axe violation, no overflow and no console problems`, async ({
        page,
      }) => {
        const problems = await trackPageProblems(page);
        await page.goto(path);
        await waitForHydration(page);
        await expectAccessiblePage(page);
        expect(problems).toEqual([]);
      });
    }
  });
}
