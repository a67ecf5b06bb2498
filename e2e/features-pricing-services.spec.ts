import { expect, test, type Page } from '@playwright/test';
import { featureTabs } from '../src/app/features/product-features/content/features.ts';
import { pricingFaq } from '../src/app/features/pricing/content/pricing.ts';
import { serviceOfferings } from '../src/app/features/services/content/services.ts';
import { expectAccessibleAtBothWidths } from './support/a11y.ts';
import { stubYouTube, trackPageProblems, openPage } from './support/helpers.ts';

/**
 * Features, Pricing and Services in the browser: behaviour and accessibility.
 * Their server-rendered structured data is checked in src/server/marketing-pages.int.test.ts.
 */

test.describe('features page', () => {
  test('tabs follow the WAI-ARIA pattern; ERP has no demo', async ({ page }) => {
    const problems = await trackPageProblems(page);
    await openPage(page, '/features');
    const tabs = page.getByRole('tablist', { name: 'Products' }).getByRole('tab');
    await expect(tabs).toHaveText(['CRM', 'ERP', 'Power Apps', 'Power Pages', 'Power Automate']);
    const crm = page.getByRole('tab', { name: 'CRM' });
    await expect(crm).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel).toHaveCount(1);
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText(featureTabs[0]!.title);
    await expect(
      panel.getByRole('listitem').filter({ hasText: 'Outlook and Teams' }),
    ).toBeVisible();

    await crm.focus();
    await page.keyboard.press('ArrowRight');
    const erp = page.getByRole('tab', { name: 'ERP' });
    await expect(erp).toBeFocused();
    await expect(erp).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText(featureTabs[1]!.title);
    await expect(panel.getByRole('button', { name: 'Watch Demo' })).toHaveCount(0);

    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Power Automate' })).toBeFocused();
    await page.keyboard.press('ArrowRight'); // wraps to the first tab
    await expect(crm).toBeFocused();
    await expect(crm).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Power Automate' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(problems).toEqual([]);
  });

  test('each tab shows a pie chart with a text alternative and a legend of its values', async ({
    page,
  }) => {
    await openPage(page, '/features');
    for (const tab of featureTabs) {
      await page.getByRole('tab', { name: tab.label, exact: true }).click();
      const chart = page.getByRole('tabpanel').getByRole('img');
      await expect(chart).toHaveAttribute('aria-label', new RegExp(`^${tab.chart.title}: `));
      for (const item of tab.chart.data) {
        await expect(chart).toHaveAttribute('aria-label', new RegExp(`${item.label} \\d+%`));
        await expect(
          page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: item.label }),
        ).toContainText(`${item.value}%`);
      }
    }
  });

  test('Watch Demo plays the tab’s video after the click, and switching tab closes it', async ({
    page,
  }) => {
    const problems = await trackPageProblems(page);
    await stubYouTube(page);
    await openPage(page, '/features');
    const panel = page.getByRole('tabpanel');
    await expect(page.locator('iframe')).toHaveCount(0);

    const watch = panel.getByRole('button', { name: 'Watch Demo' });
    await expect(watch).toHaveAttribute('aria-expanded', 'false');
    await watch.click();
    const player = panel.locator('iframe');
    await expect(player).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/e2eCrmDemo01/);
    const close = panel.getByRole('button', { name: 'Close Demo' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');

    // Another tab starts with its video closed; coming back, CRM's is closed too.
    await page.getByRole('tab', { name: 'Power Apps' }).click();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Watch Demo' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await panel.getByRole('button', { name: 'Watch Demo' }).click();
    await expect(panel.locator('iframe')).toHaveAttribute('src', /embed\/e2ePowerApps1/);
    await page.getByRole('tab', { name: 'CRM' }).click();
    await expect(page.locator('iframe')).toHaveCount(0);

    // Close Demo closes it without a tab switch.
    await panel.getByRole('button', { name: 'Watch Demo' }).click();
    await expect(panel.locator('iframe')).toHaveCount(1);
    await panel.getByRole('button', { name: 'Close Demo' }).click();
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('a tab without a recording offers a live demo in the meeting dialog', async ({ page }) => {
    await openPage(page, '/features');
    await page.getByRole('tab', { name: 'Power Pages' }).click();
    await page.getByRole('tabpanel').getByRole('button', { name: 'Watch Demo' }).click();
    await page.getByRole('tabpanel').getByRole('button', { name: 'Book a live demo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule a Meeting' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('data-source', 'demo_request');
  });

  test('the hero’s live demo opens the meeting dialog (source features); Escape returns focus', async ({
    page,
  }) => {
    await openPage(page, '/features');
    const opener = page.getByRole('main').getByRole('button', { name: 'Book a live demo' }).first();
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Schedule a Meeting' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('data-source', 'features');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    // Contact Sales goes to the contact page.
    const contactSales = page.getByRole('main').getByRole('link', { name: 'Contact Sales' });
    await expect(contactSales.first()).toHaveAttribute('href', '/contact');
    await expect(contactSales.last()).toHaveAttribute('href', '/contact');
  });
});

test.describe('pricing page', () => {
  const card = (page: Page, plan: string) => page.locator(`article[data-plan="${plan}"]`);

  test('the monthly/yearly toggle switches prices and shows each plan’s yearly saving', async ({
    page,
  }) => {
    const problems = await trackPageProblems(page);
    await openPage(page, '/pricing');
    const monthly = page.getByRole('radio', { name: 'Monthly' });
    const yearly = page.getByRole('radio', { name: /^Yearly/ });
    await expect(page.getByRole('group', { name: 'Billing period' })).toContainText('Save 20%');
    await expect(monthly).toBeChecked();
    await expect(card(page, 'basic')).toContainText('$199 - $299 /month');
    await expect(card(page, 'professional')).toContainText('$499 - $999 /month');
    await expect(card(page, 'enterprise')).toContainText('$1,499 - $2,499 /month');
    await expect(card(page, 'basic')).not.toContainText('Save $');

    await yearly.check();
    await expect(yearly).toBeChecked();
    await expect(card(page, 'basic')).toContainText('$1,990 - $2,990 /year');
    await expect(card(page, 'professional')).toContainText('$4,990 - $9,990 /year');
    await expect(card(page, 'enterprise')).toContainText('$14,990 - $24,990 /year');
    // 12 × monthly max − yearly max
    await expect(card(page, 'basic')).toContainText('Save $598 a year');
    await expect(card(page, 'professional')).toContainText('Save $1,998 a year');
    await expect(card(page, 'enterprise')).toContainText('Save $4,998 a year');

    // Keyboard: the radios move with the arrow keys.
    await yearly.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(monthly).toBeChecked();
    await expect(card(page, 'basic')).toContainText('$199 - $299 /month');
    await page.keyboard.press('ArrowRight');
    await expect(yearly).toBeChecked();
    expect(problems).toEqual([]);
  });

  test('a card or its Get Started selects the plan; Change Selection clears it', async ({
    page,
  }) => {
    await openPage(page, '/pricing');
    const panel = page.getByTestId('selection-panel');
    await expect(panel).toHaveCount(0);
    await expect(page.getByText('Selected', { exact: true })).toHaveCount(0);

    // A click anywhere on the card.
    await card(page, 'basic').getByRole('heading', { name: 'Basic', exact: true }).click();
    await expect(card(page, 'basic')).toContainText('Selected');
    await expect(panel).toContainText('You selected the Basic plan');
    await expect(panel).toContainText('$199 - $299 /month');

    // Get Started, from the keyboard.
    const getProfessional = page.getByRole('button', { name: 'Get Started with Professional' });
    await getProfessional.focus();
    await page.keyboard.press('Enter');
    await expect(card(page, 'professional')).toContainText('Selected');
    await expect(card(page, 'basic')).not.toContainText('Selected');
    await expect(page.getByText('Selected', { exact: true })).toHaveCount(1);
    await expect(panel).toContainText('You selected the Professional plan');
    // The panel is a live region, and follows the billing period.
    await expect(page.locator('[aria-live="polite"]').filter({ has: panel })).toHaveCount(1);
    await page.getByRole('radio', { name: /^Yearly/ }).check();
    await expect(panel).toContainText('$4,990 - $9,990 /year');
    await expect(panel).toContainText('You save $1,998 a year');

    await panel.getByRole('button', { name: 'Change Selection' }).click();
    await expect(panel).toHaveCount(0);
    await expect(page.getByText('Selected', { exact: true })).toHaveCount(0);
    await expect(getProfessional).toBeFocused();
  });

  test('Contact Sales opens the message dialog (source pricing) naming plan and period', async ({
    page,
  }) => {
    const problems = await trackPageProblems(page);
    await openPage(page, '/pricing');
    await page.getByRole('radio', { name: /^Yearly/ }).check();
    await page.getByRole('button', { name: 'Get Started with Enterprise' }).click();
    const contactSales = page
      .getByTestId('selection-panel')
      .getByRole('button', { name: 'Contact Sales' });
    await contactSales.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('data-source', 'pricing');
    await expect(dialog).toHaveAccessibleName('Contact Sales: Enterprise plan');
    await expect(dialog).toHaveAccessibleDescription(
      /Enterprise plan, billed yearly: \$14,990 - \$24,990 \/year/,
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(contactSales).toBeFocused();
    expect(problems).toEqual([]);
  });

  test('add-ons and enterprise pricing open the lead dialogs with source pricing', async ({
    page,
  }) => {
    await openPage(page, '/pricing');
    const addSupport = page.getByRole('button', {
      name: 'Add to my plan for Premium Support Hours',
    });
    await addSupport.click();
    const message = page.getByRole('dialog', { name: 'Add Premium Support Hours' });
    await expect(message).toHaveAttribute('data-source', 'pricing');
    await expect(message).toHaveAccessibleDescription(/\$100\/month/);
    await page.keyboard.press('Escape');
    await expect(message).toBeHidden();
    await expect(addSupport).toBeFocused();

    const schedule = page
      .getByRole('main')
      .getByRole('button', { name: 'Schedule a Consultation' });
    await schedule.click();
    const meeting = page.getByRole('dialog', { name: 'Schedule a Meeting' });
    await expect(meeting).toHaveAttribute('data-source', 'pricing');
    await page.keyboard.press('Escape');
    await expect(meeting).toBeHidden();
    await expect(schedule).toBeFocused();
    await expect(page.getByRole('link', { name: 'Request Custom Pricing' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Contact Sales' }),
    ).toHaveAttribute('href', '/contact');
  });

  test('the FAQ opens one answer at a time and closes it on a second click', async ({ page }) => {
    await openPage(page, '/pricing');
    const faq = page.locator('#faq');
    const first = faq.getByRole('button', { name: pricingFaq[0]!.question });
    const second = faq.getByRole('button', { name: pricingFaq[1]!.question });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByText(pricingFaq[0]!.answer)).toBeVisible();
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByText(pricingFaq[0]!.answer)).toBeHidden();
    await expect(faq.getByText('30-day money-back guarantee')).toBeVisible();
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('services page', () => {
  test('tabs show duration, starting price and the landing page of each service', async ({
    page,
  }) => {
    const problems = await trackPageProblems(page);
    await openPage(page, '/services');
    const tabs = page.getByRole('tablist', { name: 'Services' }).getByRole('tab');
    await expect(tabs).toHaveText(['Dynamics 365', 'Power Platform', 'Consulting', 'Training']);
    const panel = page.getByRole('tabpanel');

    const expectOffering = async (index: number) => {
      const offering = serviceOfferings[index]!;
      await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
      await expect(panel.getByRole('heading', { level: 3 })).toHaveText(offering.title);
      await expect(panel).toContainText(offering.duration);
      await expect(panel).toContainText(`From ${offering.startingPrice}`);
      await expect(panel.getByRole('link', { name: offering.landing.label })).toHaveAttribute(
        'href',
        offering.landing.path,
      );
      await expect(panel.getByRole('link', { name: 'Request a quote' })).toHaveAttribute(
        'href',
        '/contact',
      );
    };

    await expectOffering(0);
    await tabs.nth(0).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expectOffering(1);
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowLeft'); // wraps to the last tab
    await expect(tabs.nth(3)).toBeFocused();
    await expectOffering(3);
    await tabs.nth(2).click();
    await expectOffering(2);

    // The landing link navigates in place.
    await panel.getByRole('link', { name: serviceOfferings[2]!.landing.label }).click();
    await expect(page).toHaveURL(/\/consulting-services$/);
    expect(problems).toEqual([]);
  });

  test('process, testimonials and the ways to get in touch', async ({ page }) => {
    await openPage(page, '/services');
    await expect(page.locator('#process ol > li')).toHaveCount(4);
    await expect(page.locator('#testimonials figure')).toHaveCount(3);
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Contact Us' }).last(),
    ).toHaveAttribute('href', '/contact');
    const opener = page.getByRole('main').getByRole('button', { name: 'Schedule a Meeting' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Schedule a Meeting' });
    await expect(dialog).toHaveAttribute('data-source', 'services');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

const pages = ['/features', '/pricing', '/services'];

test.describe('accessibility', () => {
  for (const path of pages)
    test(`${path} has no serious axe violations, no sideways scrolling and no console problems at 1280 and 375 px`, async ({
      page,
    }) => {
      const problems = await trackPageProblems(page);
      await expectAccessibleAtBothWidths(page, path);
      expect(problems).toEqual([]);
    });
});

test.describe('accessibility at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the comparison table scrolls inside its own focusable region', async ({ page }) => {
    await openPage(page, '/pricing');
    const region = page.getByRole('region', { name: /^Plan comparison/ });
    await expect(region).toHaveAttribute('tabindex', '0');
    const sizes = await region.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(sizes[0]).toBeGreaterThan(sizes[1]!);
    // Keyboard users reach it with Tab (and then scroll it with the arrow keys).
    await region.focus();
    await expect(region).toBeFocused();
  });

  test('the video and demo stay usable on a phone', async ({ page }) => {
    await stubYouTube(page);
    await openPage(page, '/features');
    await page.getByRole('button', { name: 'Watch Demo' }).click();
    await expect(page.locator('iframe')).toBeInViewport();
  });
});
