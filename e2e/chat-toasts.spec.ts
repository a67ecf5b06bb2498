import { mkdir, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  expectAccessiblePage,
  horizontalOverflow,
  narrowToPhone,
  withoutHover,
} from './support/a11y.ts';
import { afterTimers, pageNow } from './support/clock.ts';
import { CHAT_NOTICE, MEETING_NOTICE } from '../src/shared/consent-notices.ts';
import {
  expectConsentNotice,
  trackPageProblems,
  openPage,
  uniqueEmail,
} from './support/helpers.ts';

/**
 * The chat widget (floating button, lazily loaded panel, canned answers,
 * forms, uploads, languages) and the toast system it reports a failed load
 * through. The chat's delays run on Playwright's clock: tests move the
 * page's time on instead of waiting for it, and the timing test checks the
 * delays themselves on a paused clock.
 */
const CHAT_CHUNK = /\/assets\/chat-panel-[\w-]+\.js$/;
// The labels end in an aria-hidden "*" for required fields; "Time" must not match "Timezone".
const DATE = /^Date\b/;
const TIME = /^Time\b(?!zone)/;
const QUICK_REPLIES = [
  'Pricing',
  'Services',
  'Support plans',
  'Timelines',
  'Book an appointment',
  'Get a quote',
];

/** The chat's timers on Playwright's clock, so tests move time on instead of waiting. */
async function chatClock(page: Page) {
  await page.clock.install();
}

function chat(page: Page) {
  const panel = page.getByRole('dialog', { name: 'Chat with us' });
  const log = panel.getByRole('log', { name: 'Chat messages' });
  return {
    launcher: page.getByRole('button', { name: 'Open chat' }),
    panel,
    log,
    /** The text appears in the conversation (moving the clock on for the reply's delay). */
    says: (text: string | RegExp) =>
      afterTimers(page, () => expect(log).toContainText(text, { timeout: 250 })),
    quickReplies: panel.getByRole('group', { name: 'Quick replies' }).getByRole('button'),
    input: panel.getByRole('textbox', { name: 'Type your message' }),
    typing: panel.getByText('Assistant is typing'),
    formButton: (name: 'Files' | 'Appointment' | 'Quote') =>
      panel.getByRole('group', { name: 'Chat forms' }).getByRole('button', { name, exact: true }),
  };
}

/** Opens the chat on the home page and waits for the welcome message. */
async function openChat(page: Page) {
  await openPage(page, '/');
  const c = chat(page);
  await c.launcher.click();
  await expect(c.panel).toBeVisible();
  await afterTimers(page, () => expect(c.quickReplies).toHaveCount(6, { timeout: 250 }));
  return c;
}

test.describe('chat loading', () => {
  test('the first HTML has the launcher and the toast regions but not the chat code', async ({
    request,
  }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<button[^>]*aria-label="Open chat"[^>]*aria-expanded="false"/);
    expect(html).toContain('role="alert"');
    expect(html).toMatch(/role="status" aria-live="polite"/);
    const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(preloads.length).toBeGreaterThan(0);
    expect(preloads.filter((href) => href?.includes('chat-panel'))).toEqual([]);
    expect(html).not.toContain('chat-panel');
  });

  test('the chat chunk is fetched when the visitor reaches for the launcher, not with the page', async ({
    page,
  }) => {
    const problems = await trackPageProblems(page);
    const requested: string[] = [];
    page.on('request', (request) => {
      if (CHAT_CHUNK.test(request.url())) requested.push(request.url());
    });
    await chatClock(page);
    await openPage(page, '/');
    // Well past any idle time or timer a page could warm code in.
    await page.clock.runFor(10_000);
    expect(requested, 'nothing fetched before the visitor goes for the chat').toEqual([]);
    const chunkResponse = page.waitForResponse(CHAT_CHUNK);
    await chat(page).launcher.hover();
    await chunkResponse;
    expect(problems).toEqual([]);
  });

  test('a click before the chunk has arrived opens the panel, which fills in when it lands', async ({
    page,
  }) => {
    await chatClock(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(CHAT_CHUNK, async (route) => {
      await held;
      await route.continue();
    });
    await openPage(page, '/');
    const c = chat(page);
    await c.launcher.click();
    await expect(c.panel).toBeVisible();
    await expect(c.panel.getByRole('status').getByText('Loading chat…')).toBeVisible();
    await expect(c.launcher).toHaveAttribute('aria-expanded', 'true');
    release();
    await afterTimers(page, () => expect(c.quickReplies).toHaveCount(6, { timeout: 250 }));
    await expect(c.panel.getByText('Loading chat…')).toHaveCount(0);
  });

  test('a chunk that fails to load closes the panel and reports it in an error toast', async ({
    page,
  }) => {
    await page.route(CHAT_CHUNK, (route) => route.abort());
    await page.clock.install();
    await openPage(page, '/');
    const c = chat(page);
    await c.launcher.click();
    const toast = page.getByRole('alert').locator('[data-toast="error"]');
    await expect(toast).toContainText('The chat could not be loaded.');
    await expect(c.panel).toBeHidden();
    await expect(c.launcher).toHaveAttribute('aria-expanded', 'false');
    await expect(c.launcher).toBeFocused();

    // Hovering pauses the 5-second auto-dismiss; leaving resumes it.
    await toast.hover();
    await page.clock.runFor(6_000);
    await expect(toast).toBeVisible();
    await page.mouse.move(5, 400);
    await afterTimers(page, () => expect(toast).toBeHidden({ timeout: 250 }), 1_000);

    // The close button dismisses one at once.
    await c.launcher.click();
    await expect(toast).toBeVisible();
    await toast.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(toast).toHaveCount(0);
  });
});

test.describe('chat panel', () => {
  test('opens from the launcher, closes with Escape and the close button, returning focus', async ({
    page,
  }) => {
    const problems = await trackPageProblems(page);
    await chatClock(page);
    const c = await openChat(page);
    await expect(c.launcher).toHaveAttribute('aria-expanded', 'true');
    await expect
      .poll(() => c.panel.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);

    await page.keyboard.press('Escape');
    await expect(c.panel).toBeHidden();
    await expect(c.launcher).toBeFocused();
    await expect(c.launcher).toHaveAttribute('aria-expanded', 'false');

    await c.launcher.click();
    await expect(c.panel).toBeVisible();
    await c.panel.getByRole('button', { name: 'Close chat' }).click();
    await expect(c.panel).toBeHidden();
    await expect(c.launcher).toBeFocused();

    // The conversation survives closing: one welcome, not two.
    await c.launcher.click();
    await expect(c.log.getByText(/virtual assistant/)).toHaveCount(1);

    // Escape from a field inside the panel closes it too.
    await c.input.fill('draft');
    await c.input.press('Escape');
    await expect(c.panel).toBeHidden();
    await expect(c.launcher).toBeFocused();
    expect(problems).toEqual([]);
  });

  test("opens when the page dispatches 'chat:open'", async ({ page }) => {
    await chatClock(page);
    await openPage(page, '/');
    const c = chat(page);
    // The launcher listens from its effect, which runs just after the page has
    // hydrated (what openPage waits for); an event sent before then is not
    // heard, as on a real page, so it is sent until the panel answers. Opening
    // is not a toggle: a second event leaves it open.
    await expect(async () => {
      await page.evaluate(() => window.dispatchEvent(new CustomEvent('chat:open')));
      await expect(c.panel).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await expect(c.launcher).toHaveAttribute('aria-expanded', 'true');
    await afterTimers(page, () => expect(c.quickReplies).toHaveCount(6, { timeout: 250 }));
  });

  test('welcome after 500 ms, then a quick reply answered after 2 s, the last 1.5 s with the typing indicator', async ({
    page,
  }) => {
    const problems = await trackPageProblems(page);
    await page.clock.install();
    await openPage(page, '/');
    const c = chat(page);
    // Time stands still from here; the test moves it on.
    await page.clock.pauseAt((await pageNow(page)) + 1_000);
    await c.launcher.click();
    await expect(c.panel).toBeVisible();
    // The conversation's code is fetched on the click; its timers start once it is there.
    await expect(c.panel.getByText('Loading chat…')).toHaveCount(0);
    await page.clock.runFor(450);
    await expect(c.quickReplies).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(c.quickReplies).toHaveText(QUICK_REPLIES);
    await expect(c.log).toContainText('How can I help?');

    await c.quickReplies.getByText('Pricing', { exact: true }).click();
    // The chosen quick replies give way to the visitor's message.
    await expect(c.quickReplies).toHaveCount(0);
    await page.clock.runFor(450);
    await expect(c.typing).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(c.typing).toBeVisible();
    await page.clock.runFor(1_400);
    await expect(c.log).not.toContainText('$25,000 to $100,000+');
    await page.clock.runFor(100);
    await expect(c.log).toContainText('Dynamics 365 implementation: $25,000 to $100,000+');
    await expect(c.typing).toHaveCount(0);
    for (const figure of [
      'Power Platform: $15,000 to $50,000+',
      'Custom development: $20,000 to $75,000+',
      'Consulting: $150 to $300 per hour',
      'Training: $2,000 to $10,000',
    ]) {
      await expect(c.log).toContainText(figure);
    }
    // The answer offers the next steps.
    await expect(c.quickReplies).toHaveText(['Get a quote', 'Book an appointment', 'Timelines']);
    expect(problems).toEqual([]);
  });

  test('Enter sends a message and the keywords pick the canned answer', async ({ page }) => {
    await chatClock(page);
    const c = await openChat(page);
    await c.input.fill('What support plans do you offer?');
    await c.input.press('Enter');
    await expect(c.input).toHaveValue('');
    await c.says('What support plans do you offer?');
    await c.says('Basic: $500/month');
    await c.says('Professional: $1,200/month');
    await c.says('Enterprise: $2,500/month');

    await c.input.fill('How long does a project take?');
    await c.input.press('Enter');
    await c.says('Quick start: 2-4 weeks');
    await c.says('Complex projects: 16-24 weeks');

    // An empty message sends nothing, and nothing answers it.
    const count = await c.log.locator('p time').count();
    await c.input.press('Enter');
    await page.clock.runFor(3_000);
    await expect(c.log.locator('p time')).toHaveCount(count);

    await c.input.fill('Tell me about the weather on Mars');
    await c.input.press('Enter');
    await c.says("I'm not sure I have the answer to that");
    await expect(c.quickReplies.getByText('Get a quote', { exact: true })).toBeVisible();
  });

  test('the language picker lists eight languages; es translates the quick replies, de falls back to English', async ({
    page,
  }) => {
    await chatClock(page);
    const c = await openChat(page);
    const picker = c.panel.getByRole('combobox', { name: 'Language' });
    await expect(picker.locator('option')).toHaveText([
      'English',
      'Español',
      'Français',
      'Deutsch',
      'हिन्दी',
      '中文',
      '日本語',
      'العربية',
    ]);

    await picker.selectOption('es');
    await c.says('Idioma cambiado a español.');
    await expect(c.quickReplies.first()).toHaveText('Precios');
    await expect(c.quickReplies).toHaveCount(6);
    await expect(c.panel.getByRole('group', { name: 'Quick replies' })).toHaveAttribute(
      'lang',
      'es',
    );

    await picker.selectOption('fr');
    await afterTimers(page, () =>
      expect(c.quickReplies.first()).toHaveText('Tarifs', { timeout: 250 }),
    );

    await picker.selectOption('de');
    await c.says('Language set to Deutsch.');
    await expect(c.quickReplies).toHaveText(QUICK_REPLIES);

    // A translated quick reply still gets the canned answer.
    await picker.selectOption('es');
    await c.quickReplies.getByText('Plazos', { exact: true }).click();
    await c.says('Standard implementation: 8-12 weeks');
  });

  test('exactly one sub-panel replaces the message input at a time', async ({ page }) => {
    await chatClock(page);
    const c = await openChat(page);
    const quoteForm = c.panel.getByRole('form', { name: 'Quote request' });
    const appointmentForm = c.panel.getByRole('form', { name: 'Appointment request' });
    const upload = c.panel.getByRole('region', { name: 'Share files' });

    await c.formButton('Quote').click();
    await expect(quoteForm).toBeVisible();
    await expectConsentNotice(quoteForm, CHAT_NOTICE);
    await expect(c.input).toHaveCount(0);
    await expect(c.formButton('Quote')).toHaveAttribute('aria-expanded', 'true');
    await expect(c.panel.getByRole('textbox', { name: 'Name' })).toBeFocused();

    await c.formButton('Appointment').click();
    await expect(appointmentForm).toBeVisible();
    await expectConsentNotice(appointmentForm, MEETING_NOTICE);
    await expect(quoteForm).toHaveCount(0);
    await expect(c.formButton('Quote')).toHaveAttribute('aria-expanded', 'false');

    await c.formButton('Files').click();
    await expect(upload).toBeVisible();
    await expectConsentNotice(upload.getByRole('form', { name: 'Send files' }), CHAT_NOTICE);
    await expect(appointmentForm).toHaveCount(0);

    // Its close button brings the input back, with focus.
    await upload.getByRole('button', { name: 'Close share files' }).click();
    await expect(upload).toHaveCount(0);
    await expect(c.input).toBeFocused();

    // Asking for a quote in words opens the quote form.
    await c.input.fill('Can I get a quote?');
    await c.input.press('Enter');
    await c.says('Tell us about your project in the form below.');
    await expect(quoteForm).toBeVisible();
  });

  test('quote form: the required-fields message, then success; the form closes and resets', async ({
    page,
  }) => {
    const problems = await trackPageProblems(page);
    await chatClock(page);
    const c = await openChat(page);
    await c.quickReplies.getByText('Get a quote', { exact: true }).click();
    const form = c.panel.getByRole('form', { name: 'Quote request' });
    await expect(form).toBeVisible();

    await expect(form.getByRole('combobox', { name: 'Interest' }).locator('option')).toHaveText([
      'Select a service',
      'Dynamics 365 Implementation',
      'Power Platform Development',
      'Custom Development',
      'Consulting Services',
      'Training Programs',
      'Integration Services',
      'Support & Maintenance',
    ]);
    await expect(form.getByRole('combobox', { name: 'Budget' }).locator('option')).toHaveText([
      'Select a range',
      'Under $10,000',
      '$10,000 - $25,000',
      '$25,000 - $50,000',
      '$50,000 - $100,000',
      'Over $100,000',
    ]);
    await expect(form.getByRole('combobox', { name: 'Timeline' }).locator('option')).toHaveText([
      'Select a timeline',
      'Immediate',
      '1-3 months',
      '3-6 months',
      '6+ months',
    ]);

    await form.getByRole('textbox', { name: 'Company' }).fill('Contoso');
    await form.getByRole('button', { name: 'Request quote' }).click();
    await c.says('Please provide at least your name and email address.');
    const name = form.getByRole('textbox', { name: 'Name' });
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(form).toBeVisible();

    await name.fill('Ada Lovelace');
    await form.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await form
      .getByRole('combobox', { name: 'Interest' })
      .selectOption('Power Platform Development');
    await form.getByRole('combobox', { name: 'Budget' }).selectOption('$25,000 - $50,000');
    await form.getByRole('textbox', { name: 'Team size' }).fill('25');
    await form.getByRole('textbox', { name: 'Requirements' }).fill('A field inspection app.');
    await form.getByRole('button', { name: 'Request quote' }).click();

    await expect(form).toHaveCount(0);
    await expect(c.input).toBeFocused();
    await c.says("I'd like a quote for Power Platform Development.");
    await c.says(
      'Thank you, Ada Lovelace! We have received your quote request. Our team will review your requirements and send your quote to ada@example.com within 24 hours.',
    );

    await c.formButton('Quote').click();
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(form.getByRole('textbox', { name: 'Company' })).toHaveValue('');
    await expect(form.getByRole('combobox', { name: 'Interest' })).toHaveValue('');
    expect(problems).toEqual([]);
  });

  test('appointment form: the required-fields message, then success; the form closes and resets', async ({
    page,
  }) => {
    await chatClock(page);
    const c = await openChat(page);
    await c.formButton('Appointment').click();
    const form = c.panel.getByRole('form', { name: 'Appointment request' });
    const timezone = form.getByRole('combobox', { name: 'Timezone' });
    await expect(timezone).toHaveValue('UTC');
    await expect(timezone.locator('option')).toHaveText([
      'UTC',
      'EST',
      'PST',
      'CET',
      'IST',
      'JST',
      'AEST',
    ]);
    await expect(form.getByRole('combobox', { name: 'Type' }).locator('option')).toHaveText([
      'Select a type',
      'Consultation',
      'Demo',
      'Technical Review',
      'Project Planning',
      'Training Session',
    ]);

    await form.getByLabel(TIME).fill('10:30');
    await form.getByRole('button', { name: 'Request appointment' }).click();
    await c.says('Please provide the date, time, and type of appointment.');
    await expect(form.getByLabel(DATE)).toBeFocused();
    await expect(form.getByLabel(DATE)).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel(DATE).fill('2099-03-02');
    await form.getByRole('combobox', { name: 'Type' }).selectOption('Technical Review');
    await timezone.selectOption('CET');
    await form.getByRole('textbox', { name: 'Notes' }).fill('Our CRM data model');
    await form.getByRole('button', { name: 'Request appointment' }).click();

    await expect(form).toHaveCount(0);
    await c.says("I'd like to book a Technical Review on Monday 2 March 2099 at 10:30 (CET).");
    await c.says(
      'Thank you! Your Technical Review request for Monday 2 March 2099 at 10:30 (CET) has been received.',
    );

    await c.formButton('Appointment').click();
    await expect(form.getByLabel(DATE)).toHaveValue('');
    await expect(form.getByLabel(TIME)).toHaveValue('');
    await expect(timezone).toHaveValue('UTC');
  });

  test('a failed submission gets the apology reply and stores nothing', async ({ page }) => {
    await chatClock(page);
    // The chat posts to /contact's action, which answers 500 (or is unreachable): nothing was stored.
    await page.route('**/contact.data*', (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'Something went wrong' } }),
    );
    const c = await openChat(page);
    await c.formButton('Quote').click();
    const form = c.panel.getByRole('form', { name: 'Quote request' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Ada');
    await form.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await form.getByRole('button', { name: 'Request quote' }).click();
    await c.says(
      'I apologize, but there was an issue processing your request. Please try again or contact us directly.',
    );
    await expect(c.log).not.toContainText('We have received your quote request');

    await c.formButton('Appointment').click();
    const appointment = c.panel.getByRole('form', { name: 'Appointment request' });
    await appointment.getByLabel(DATE).fill('2099-03-02');
    await appointment.getByLabel(TIME).fill('09:00');
    await appointment.getByRole('combobox', { name: 'Type' }).selectOption('Demo');
    await appointment.getByRole('button', { name: 'Request appointment' }).click();
    await afterTimers(page, () =>
      expect(
        c.log.getByText('I apologize, but there was an issue processing your request.'),
      ).toHaveCount(2, { timeout: 250 }),
    );
  });

  test('upload refuses a .exe and an 11 MB file, naming each and the reason', async ({
    page,
  }, testInfo) => {
    await chatClock(page);
    const c = await openChat(page);
    await c.formButton('Files').click();
    const upload = c.panel.getByRole('region', { name: 'Share files' });
    const input = upload.getByLabel('Choose files');
    await expect(input).toHaveAttribute('accept', '.pdf,.doc,.docx,.png,.jpg,.jpeg,.zip');
    await expect(input).toHaveAttribute('multiple', '');

    await input.setInputFiles({
      name: 'setup.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    });
    await expect(upload.getByRole('alert')).toContainText(
      'This file was not added: setup.exe (this file type is not accepted).',
    );
    await expect(upload.getByRole('button', { name: 'Send files' })).toBeDisabled();

    // The right type but over the limit: refused for its size; the small one is kept.
    // An 11 MB file on disk (sparse, so instant to create); a path is handed to
    // the local browser as is, where an 11 MB buffer would be copied through the protocol.
    const huge = testInfo.outputPath('huge-archive.zip');
    await mkdir(path.dirname(huge), { recursive: true });
    await writeFile(huge, '');
    await truncate(huge, 11 * 1024 * 1024);
    const brief = testInfo.outputPath('brief.pdf');
    await writeFile(brief, '%PDF-1.4');
    await input.setInputFiles([huge, brief]);
    await expect(upload.getByRole('alert')).toContainText(
      'This file was not added: huge-archive.zip (11 MB, larger than 10 MB).',
    );
    await expect(
      upload.getByRole('list', { name: 'Files to send' }).getByRole('listitem'),
    ).toHaveText([/brief\.pdf/]);
    await expect(upload.getByRole('button', { name: 'Send file' })).toBeEnabled();
  });

  test('accepted files can be removed, then are sent as a file message', async ({
    page,
  }, testInfo) => {
    await chatClock(page);
    const c = await openChat(page);
    await c.formButton('Files').click();
    const upload = c.panel.getByRole('region', { name: 'Share files' });
    const input = upload.getByLabel('Choose files');
    // Files the server recognises by their first bytes (a PDF header, a PNG signature).
    await input.setInputFiles([
      { name: 'brief.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') },
      {
        name: 'wireframe.png',
        mimeType: 'image/png',
        buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
      },
      { name: 'notes.docx', mimeType: 'application/octet-stream', buffer: Buffer.from('docx') },
    ]);
    const list = upload.getByRole('list', { name: 'Files to send' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(upload.getByRole('alert')).toHaveCount(0);
    await upload.getByRole('button', { name: 'Remove notes.docx' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    const email = uniqueEmail(testInfo, 'chat-files');
    await upload.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
    await upload.getByRole('textbox', { name: 'Email' }).fill(email);
    await upload.getByRole('button', { name: 'Send 2 files' }).click();

    await expect(upload).toHaveCount(0);
    await expect(c.input).toBeFocused();
    const shared = c.log.getByRole('list', { name: 'Shared files' });
    await expect(shared.getByRole('listitem')).toHaveText(['brief.pdf', 'wireframe.png']);
    await c.says(
      `Thank you! I've received brief.pdf, wireframe.png. Our team will review them within 24 hours and get back to you at ${email}.`,
    );

    // The panel starts empty next time.
    await c.formButton('Files').click();
    await expect(upload.getByRole('list', { name: 'Files to send' })).toHaveCount(0);
  });
});

test.describe('chat layout and accessibility', () => {
  test('the open panel is 600 px high inside the window, then a full-height sheet, and passes axe at 1280 and 375 px', async ({
    page,
  }) => {
    test.slow(); // axe over the whole page with the panel open takes long on a busy machine
    const problems = await trackPageProblems(page);
    await chatClock(page);
    const c = await openChat(page);
    const box = await c.panel.boundingBox();
    expect(box?.height).toBe(600);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1280);
    expect(box?.y).toBeGreaterThanOrEqual(0);
    await expectAccessiblePage(page);

    await narrowToPhone(page);
    expect(await c.panel.boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 812 });
    await expectAccessiblePage(page);
    await c.panel.getByRole('button', { name: 'Close chat' }).click();
    await expect(c.launcher).toBeFocused();
    expect(problems).toEqual([]);
  });

  test('the sub-panels pass axe (the quote form, then the appointment form) and fit the phone sheet, at 1280 and 375 px', async ({
    page,
  }) => {
    test.slow(); // axe over the whole page with the panel open takes long on a busy machine
    await chatClock(page);
    const c = await openChat(page);
    await c.formButton('Quote').click();
    await expectAccessiblePage(page);

    await narrowToPhone(page);
    // The quote form is still open; then the others in turn.
    for (const form of ['Quote', 'Appointment', 'Files'] as const) {
      if (form !== 'Quote') await c.formButton(form).click();
      await expect(c.formButton(form)).toHaveAttribute('aria-expanded', 'true');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      // Nothing inside the sheet is wider than the sheet (it clips, so the page would not show it).
      const sideways = await c.panel.evaluate((panel) =>
        [panel, ...panel.querySelectorAll('section, form, [role="log"]')].map(
          (node) => node.scrollWidth - node.clientWidth,
        ),
      );
      expect(Math.max(...sideways)).toBeLessThanOrEqual(0);
    }
    await c.formButton('Appointment').click();
    await withoutHover(page); // the clicks left the pointer on a button
    await expectAccessiblePage(page);
  });

  test('the launcher never covers the newsletter button at 1280 px', async ({ page }) => {
    await page.goto('/blog');
    const launcher = await page.getByRole('button', { name: 'Open chat' }).boundingBox();
    const newsletter = await page
      .getByRole('button', { name: 'Newsletter', exact: true })
      .boundingBox();
    expect(launcher).not.toBeNull();
    expect(newsletter).not.toBeNull();
    expect(overlaps(launcher!, newsletter!)).toBe(false);
  });
});

test.describe('chat layout at 375 x 812', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('the launcher and the newsletter button do not overlap at 320 and 375 px', async ({
    page,
  }) => {
    for (const width of [375, 320]) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto('/blog');
      const launcher = await page.getByRole('button', { name: 'Open chat' }).boundingBox();
      const newsletter = await page
        .getByRole('button', { name: 'Newsletter', exact: true })
        .boundingBox();
      expect(launcher).not.toBeNull();
      expect(newsletter).not.toBeNull();
      expect(overlaps(launcher!, newsletter!)).toBe(false);
      expect(launcher!.x + launcher!.width).toBeLessThanOrEqual(width);
    }
  });
});

function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
