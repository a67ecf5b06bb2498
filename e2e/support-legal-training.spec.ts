import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessiblePage } from './support/a11y.ts';
import { trackPageProblems, openPage } from './support/helpers.ts';

/**
 * Support (/support, /help), the legal pages, consulting, professional
 * training and training (/training, /live-training) in the browser: every
 * interactive behaviour, accessibility at desktop and phone widths, and a
 * clean console. What the server renders (metadata, structured data, the
 * sections' make-up) is checked in src/server/support-legal-training-pages.int.test.ts.
 */

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
// Support

test.describe('support page', () => {
  test('the FAQ search filters by question or answer text, counts results and offers contact when empty', async ({
    page,
  }) => {
    await openPage(page, '/support');
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
    await openPage(page, '/help');
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
    await openPage(page, '/support');
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
    await expect(panel).toContainText('There are no self-help articles for this category');

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
    await openPage(page, '/support');
    const opener = page.getByRole('button', { name: 'Contact Support' }).first();
    await opener.click();
    const dialog = openDialog(page);
    await expect(dialog).toHaveAttribute('data-source', 'support');
    await expect(dialog.getByRole('heading', { name: 'Contact Support' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close dialog' }).click();
    await expect(openDialog(page)).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('support channels: chat opens the chat widget, phone and e-mail link out, video opens the meeting dialog', async ({
    page,
  }) => {
    await openPage(page, '/support');
    const channels = page.locator('#support-channels');
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
});

// ---------------------------------------------------------------------------
// Legal pages

test.describe('legal pages', () => {
  test('terms: the contents list the nine sections and jump to them; contact details and the privacy policy link work', async ({
    page,
  }) => {
    await openPage(page, '/terms-and-conditions');
    // The contents list every section heading, in order.
    const toc = page.getByRole('navigation', { name: 'Contents' });
    const sections = await page.locator('main section > h2').allTextContents();
    expect(sections).toHaveLength(9);
    await expect(toc.getByRole('link')).toHaveText(sections);

    await toc.getByRole('link', { name: 'Governing Law' }).click();
    await expect(page).toHaveURL(/#governing-law$/);
    await expect(
      page.locator('#governing-law').getByRole('heading', { name: '8. Governing Law' }),
    ).toBeInViewport();

    const contact = page.locator('#contact-information');
    await expect(contact.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(contact.locator('a[href^="tel:"]')).toHaveCount(1);

    // Section 6 links to the privacy policy, rendered in place.
    await page
      .locator('#privacy-policy')
      .getByRole('link', { name: 'Privacy Policy', exact: true })
      .click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  });

  test('privacy: the contents list the nine sections and jump to them', async ({ page }) => {
    await openPage(page, '/privacy-policy');
    const toc = page.getByRole('navigation', { name: 'Contents' });
    const sections = await page.locator('main section > h2').allTextContents();
    expect(sections).toHaveLength(9);
    await expect(toc.getByRole('link')).toHaveText(sections);
    await toc.getByRole('link', { name: "Children's Privacy" }).click();
    await expect(page).toHaveURL(/#childrens-privacy$/);
    await expect(
      page.locator('#childrens-privacy').getByRole('heading', { level: 2 }),
    ).toBeInViewport();
  });
});

// ---------------------------------------------------------------------------
// Consulting

test.describe('consulting page', () => {
  test('both Schedule Consultation buttons open the meeting dialog with source consulting-services', async ({
    page,
  }) => {
    await openPage(page, '/consulting');
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
});

// ---------------------------------------------------------------------------
// Professional training

test.describe('professional training page', () => {
  test('the hero button scrolls to the programs and focuses their heading', async ({ page }) => {
    await openPage(page, '/professional-training');
    const heading = page.getByRole('heading', { name: 'Professional training programs' });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('link', { name: 'Explore Training Programs' }).click();
    await expect(heading).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await expect(heading).toBeInViewport();
    await expect(page.locator('#training-programs h3')).toHaveCount(4);
  });

  test('View Course Catalog goes to the pricing page', async ({ page }) => {
    await openPage(page, '/professional-training');
    await page.getByRole('link', { name: 'View Course Catalog' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('the closing button opens the meeting dialog', async ({ page }) => {
    await openPage(page, '/professional-training');
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
    await openPage(page, '/live-training');
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

  test('the hero button scrolls smoothly to #training-programs and focuses its heading', async ({
    page,
  }) => {
    await openPage(page, '/training');
    const heading = page.getByRole('heading', { name: 'Training programs', exact: true });
    await expect(heading).not.toBeInViewport();
    await page.getByRole('link', { name: 'Explore Programs' }).click();
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
  });

  test('with reduced motion the hero button jumps straight to the programs', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page, '/training');
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

  test('Enroll Now opens the meeting dialog (source training); Download Catalog leads to contact', async ({
    page,
  }) => {
    await openPage(page, '/training');
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
        await openPage(page, path);
        await expectAccessiblePage(page);
        expect(problems).toEqual([]);
      });
    }
  });
}
