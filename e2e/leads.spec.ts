import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessiblePage, horizontalOverflow, seriousViolations } from './support/a11y.ts';
import { signInWithStorage, staffAccount, staffGet } from './support/accounts.ts';
import { afterTimers, pageNow } from './support/clock.ts';
import { CONTACT_NOTICE, MEETING_NOTICE } from '../src/shared/consent-notices.ts';
import {
  expectConsentNotice,
  trackPageProblems,
  uniqueEmail,
  openPage,
} from './support/helpers.ts';
import { linkTo, waitForMail } from './support/mail.ts';

test.describe('contact form', () => {
  test('lists every problem, clears them on edit, then shows the reference of the stored message', async ({
    page,
  }, testInfo) => {
    const problems = await trackPageProblems(page);
    await openPage(page, '/contact');
    const form = page.locator('#contact-form');
    await form.getByRole('textbox', { name: 'Email' }).fill('not-an-address');
    await form.getByRole('textbox', { name: 'Message' }).fill('Too short');
    await form.getByRole('button', { name: 'Send Message' }).click();

    const summary = form.getByRole('alert');
    await expect(summary.getByRole('listitem')).toHaveText([
      'First name is required',
      'Last name is required',
      'Please enter a valid email address',
      'Message must be at least 10 characters long',
    ]);
    await expect(form.getByRole('textbox', { name: 'First name' })).toBeFocused();
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(form.getByText('9/5000')).toBeVisible();

    await form.getByRole('textbox', { name: 'First name' }).fill('Grace');
    await expect(summary).toHaveCount(0);

    const email = uniqueEmail(testInfo, 'contact');
    await form.getByRole('textbox', { name: 'Last name' }).fill('Hopper');
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByRole('combobox', { name: 'Service interest' }).selectOption({
      label: 'Dynamics 365 Implementation',
    });
    await form.getByRole('combobox', { name: 'Message to' }).selectOption({ label: 'Sales Team' });
    await form
      .getByRole('textbox', { name: 'Message' })
      .fill('We would like to move our sales team onto Dynamics 365.');
    await expect(form.getByText('55/5000')).toBeVisible();
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(form.getByRole('heading', { name: 'Message Sent Successfully!' })).toBeFocused();
    await expect(form).toContainText('Estimated Response Time24 hours');
    const reference = (await form.locator('dt:text-is("Reference ID") + dd').textContent()) ?? '';
    expect(reference).toMatch(/^[0-9a-f-]{36}$/);

    // The visitor's acknowledgement carries the same reference.
    const mail = await waitForMail(email, { subjectIncludes: 'We received your message' });
    expect(mail.text).toContain(reference);

    await form.getByRole('button', { name: 'Send Another Message' }).click();
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('');
    expect(problems).toEqual([]);
  });

  test('the success view clears itself after 10 seconds', async ({ page }, testInfo) => {
    await page.clock.install();
    await openPage(page, '/contact');
    const form = page.locator('#contact-form');
    await form.getByRole('textbox', { name: 'First name' }).fill('Ada');
    await form.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
    await form.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail(testInfo, 'timer'));
    await form.getByRole('textbox', { name: 'Message' }).fill('A question about training.');
    // Paused: the page's time moves only when the test moves it, however slow the machine.
    await page.clock.pauseAt((await pageNow(page)) + 1_000);
    await form.getByRole('button', { name: 'Send Message' }).click();
    const success = form.getByRole('heading', { name: 'Message Sent Successfully!' });
    await expect(success).toBeVisible();
    await page.clock.runFor(9_500);
    await expect(success).toBeVisible();
    await page.clock.runFor(1_000);
    await expect(success).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeVisible();
  });

  test('shows its own message when the post never reaches the action, keeping the text', async ({
    page,
  }) => {
    await openPage(page, '/contact');
    await page.route('**/contact.data*', (route) => route.fulfill({ status: 503, body: 'down' }));
    const form = page.locator('#contact-form');
    await form.getByRole('textbox', { name: 'First name' }).fill('Ada');
    await form.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
    await form.getByRole('textbox', { name: 'Email' }).fill('ada@example.org');
    await form.getByRole('textbox', { name: 'Message' }).fill('A question about training.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('alert')).toContainText(
      'Failed to submit contact form. Please try again.',
    );
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
  });
});

test.describe('Schedule a Meeting dialog', () => {
  // Reading the stored request back signs staff in (argon2): slow on a busy machine.
  test.slow();

  for (const { path, opener, source } of [
    { path: '/', opener: 'Get Free Consultation', source: 'homepage' },
    { path: '/contact', opener: 'Schedule a Call', source: 'contact_page' },
    {
      path: '/consulting-services',
      opener: 'Schedule Consultation',
      source: 'consulting-services',
    },
  ]) {
    test(`from ${path}: stores the request (source ${source}), shows success, then closes`, async ({
      page,
      request,
    }, testInfo) => {
      const staff = await staffAccount(page, request, testInfo);
      await openPage(page, path);
      await page.getByRole('main').getByRole('button', { name: opener }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Schedule a Meeting' });
      await expect(dialog).toHaveAttribute('data-source', source);
      for (const legend of [
        'Contact Information',
        'Meeting Details',
        'Scheduling Preferences',
        'Service Interests',
      ]) {
        await expect(dialog.getByRole('group', { name: legend })).toBeVisible();
      }
      await expectConsentNotice(dialog.locator('form'), MEETING_NOTICE);

      await dialog.getByRole('button', { name: 'Schedule Meeting' }).click();
      await expect(dialog.getByText('Subject is required')).toBeVisible();

      const subject = `Dynamics 365 demo ${testInfo.workerIndex}-${Date.now()}`;
      await dialog.getByRole('textbox', { name: 'First name' }).fill('Ada');
      await dialog.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
      await dialog.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail(testInfo, 'meeting'));
      await dialog.getByRole('combobox', { name: 'Meeting type' }).selectOption('demo');
      await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
      const date = dialog.getByLabel('Preferred date');
      const min = (await date.getAttribute('min')) ?? '';
      expect(min > new Date(Date.now() - 36 * 3600_000).toISOString().slice(0, 10)).toBe(true);
      await date.fill(min);
      await dialog
        .getByRole('combobox', { name: 'Preferred time' })
        .selectOption({ label: '2:30 PM' });
      await dialog.getByRole('checkbox', { name: 'Power Platform' }).check();

      await page.clock.install();
      await dialog.getByRole('button', { name: 'Schedule Meeting' }).click();
      await expect(
        dialog.getByRole('heading', { name: 'Meeting Scheduled Successfully!' }),
      ).toBeVisible();
      await page.clock.runFor(3_100);
      await expect(dialog).toBeHidden();

      const { meetings } = await staffGet<{
        meetings: Array<{
          subject: string;
          source: string;
          preferredTime: string;
          serviceInterests: string[];
        }>;
      }>(request, staff, `/api/meetings?search=${encodeURIComponent(subject)}`);
      expect(meetings).toEqual([
        expect.objectContaining({
          subject,
          source,
          preferredTime: '14:30',
          serviceInterests: ['powerplatform'],
        }),
      ]);
    });
  }

  test('a failure shows the red panel until the dialog is opened again', async ({ page }) => {
    await openPage(page, '/contact');
    await page.route('**/contact.data*', (route) =>
      route.fulfill({
        status: 429,
        json: { success: false, message: 'Too many requests. Please try again in 15 minutes.' },
      }),
    );
    const opener = page.getByRole('main').getByRole('button', { name: 'Schedule a Call' }).first();
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Schedule a Meeting' });
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Ada');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('ada@example.org');
    await dialog.getByRole('textbox', { name: 'Subject' }).fill('A talk');
    await dialog.getByRole('button', { name: 'Schedule Meeting' }).click();
    const panel = dialog.getByRole('alert');
    await expect(panel.getByRole('heading', { name: 'Error Scheduling Meeting' })).toBeVisible();
    await expect(panel).toContainText('Too many requests. Please try again in 15 minutes.');
    await expect(dialog.getByRole('button', { name: 'Schedule Meeting' })).toHaveCount(0);

    await page.keyboard.press('Escape');
    await opener.click();
    await expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Schedule Meeting' })).toBeEnabled();
  });
});

test.describe('pricing and support message dialogs', () => {
  for (const { path, open: openDialog, source } of [
    {
      path: '/pricing',
      source: 'pricing',
      open: (page: Page) =>
        page.getByRole('button', { name: 'Add to my plan for Premium Support Hours' }).click(),
    },
    {
      path: '/support',
      source: 'support',
      open: (page: Page) =>
        page.getByRole('main').getByRole('button', { name: 'Contact Support' }).first().click(),
    },
  ]) {
    test(`${path} sends a contact message with source ${source}`, async ({
      page,
      request,
    }, testInfo) => {
      const staff = await staffAccount(page, request, testInfo);
      await openPage(page, path);
      await openDialog(page);
      const dialog = page.getByRole('dialog');
      await expect(dialog).toHaveAttribute('data-source', source);
      await expectConsentNotice(dialog.locator('form'), CONTACT_NOTICE);
      const email = uniqueEmail(testInfo, source);
      await dialog.getByRole('textbox', { name: 'First name' }).fill('Alan');
      await dialog.getByRole('textbox', { name: 'Last name' }).fill('Turing');
      await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
      await dialog.getByRole('textbox', { name: 'Message' }).fill(`A question from ${path}.`);
      await dialog.getByRole('button', { name: 'Send Message' }).click();
      await expect(
        dialog.getByRole('heading', { name: 'Message Sent Successfully!' }),
      ).toBeVisible();

      const { messages } = await staffGet<{
        messages: Array<{ email: string; source: string; messageTo: string }>;
      }>(request, staff, `/api/contact/messages/recent?source=${source}&limit=50`);
      expect(messages.find((message) => message.email === email)).toMatchObject({
        source,
        messageTo: source === 'support' ? 'support_team' : 'sales_team',
      });
    });
  }
});

test.describe('newsletter double opt-in through the e-mailed links', () => {
  test('confirm, then unsubscribe, each with a button press', async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'optin');
    const subscribed = await request.post('/api/newsletter/subscribe', { data: { email } });
    expect(subscribed.ok()).toBe(true);
    const mail = await waitForMail(email, { subjectIncludes: 'Confirm your subscription' });

    // Opening the link changes nothing: a mail scanner may have opened it.
    await openPage(page, linkTo(mail, '/newsletter/confirm'));
    const status = async () =>
      (
        (await (await request.get(`/api/newsletter/status/${email}`)).json()) as {
          data: { status: string };
        }
      ).data.status;
    expect(await status()).toBe('pending');
    await expect(page.getByRole('main')).toContainText(email);
    await expectAccessiblePage(page);
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Your subscription is confirmed. Thank you for subscribing!',
    );
    expect(await status()).toBe('active');

    await openPage(page, linkTo(mail, '/unsubscribe'));
    expect(await status()).toBe('active');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'You have been unsubscribed from our newsletter.',
    );
    expect(await status()).toBe('unsubscribed');
  });

  test('a tampered link is refused', async ({ page }) => {
    await openPage(page, '/unsubscribe?email=someone%40example.org&token=forged');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'This link is not valid or has expired. Please use the link from your latest email.',
    );
  });
});

test.describe('chat leads in the staff lead inbox', () => {
  // Several password hashes (argon2, memory-hard) and e-mailed links in one story: on a
  // busy two-core machine that takes longer than one default test budget.
  test.slow();

  test('the quote and the appointment become records staff see and can act on', async ({
    page,
    request,
  }, testInfo) => {
    const staff = await staffAccount(page, request, testInfo);
    // The chat's replies come after its own delays: the test moves the page's clock on.
    await page.clock.install();
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Open chat' }).click();
    const chat = page.getByRole('dialog', { name: 'Chat with us' });
    const name = `Katherine Johnson ${testInfo.workerIndex}${Date.now()}`;
    const email = uniqueEmail(testInfo, 'chat');

    const forms = chat.getByRole('group', { name: 'Chat forms' });
    await forms.getByRole('button', { name: 'Quote', exact: true }).click();
    const quote = chat.getByRole('form', { name: 'Quote request' });
    await quote.getByRole('textbox', { name: 'Name' }).fill(name);
    await quote.getByRole('textbox', { name: 'Email' }).fill(email);
    await quote.getByRole('combobox', { name: 'Interest' }).selectOption('Training Programs');
    await quote.getByRole('combobox', { name: 'Budget' }).selectOption('Under $10,000');
    await quote.getByRole('button', { name: 'Request quote' }).click();
    await afterTimers(page, () =>
      expect(chat.getByRole('log')).toContainText('We have received your quote request', {
        timeout: 250,
      }),
    );

    await forms.getByRole('button', { name: 'Appointment', exact: true }).click();
    const appointment = chat.getByRole('form', { name: 'Appointment request' });
    await appointment.getByLabel(/^Date\b/).fill('2099-03-02');
    await appointment.getByLabel(/^Time\b(?!zone)/).fill('10:30');
    await appointment.getByRole('combobox', { name: 'Type' }).selectOption('Demo');
    await appointment.getByRole('button', { name: 'Request appointment' }).click();
    await afterTimers(page, () =>
      expect(chat.getByRole('log')).toContainText(`calendar invitation to ${email}`, {
        timeout: 250,
      }),
    );

    await signInWithStorage(page, staff);
    await openPage(page, '/dashboard/leads');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Lead inbox', level: 1 })).toBeVisible();
    const message = main.getByRole('listitem').filter({ hasText: email }).first();
    await expect(message).toContainText(name);
    await expect(message).toContainText('from chat');
    await expect(message).toContainText('Budget: Under $10,000');
    const meeting = main
      .getByRole('listitem')
      .filter({ hasText: 'Demo (chat)' })
      .filter({ hasText: email });
    await expect(meeting).toContainText(/Monday,? 2 March 2099 at 10:30 AM \(UTC\)/);

    // A status change posts the row's form through the route's action; the lists read again.
    await message.getByRole('combobox', { name: 'Status' }).selectOption('contacted');
    const update = message.getByRole('button', { name: /^Update the status/ });
    await update.click();
    await expect(message.getByText('Status: contacted', { exact: true })).toBeVisible();
    await expect(update).toBeEnabled();
    await expect(
      page.getByText(`Message from ${name.split(' ')[0]} marked contacted.`),
    ).toBeAttached();
    // The page stayed where it was: a fetcher post, not a navigation.
    await expect(page).toHaveURL(/\/dashboard\/leads$/);

    await meeting.getByRole('combobox', { name: 'Status' }).selectOption('confirmed');
    await meeting.getByRole('button', { name: /^Update the status/ }).click();
    await expect(meeting.getByText('Status: confirmed', { exact: true })).toBeVisible();
    const { meetings } = await staffGet<{ meetings: Array<{ email: string; status: string }> }>(
      request,
      staff,
      `/api/meetings?search=${encodeURIComponent(email)}`,
    );
    expect(meetings).toEqual([expect.objectContaining({ status: 'confirmed' })]);
    await expectAccessiblePage(page);
  });
});

/** Stores a contact message through the API, as the contact form does; its reference. */
async function sendMessage(request: APIRequestContext, fields: Record<string, string>) {
  const sent = await request.post('/api/contact/submit', {
    data: {
      serviceInterest: 'consulting_services',
      messageTo: 'sales_team',
      ...fields,
    },
  });
  expect(sent.ok()).toBe(true);
  return ((await sent.json()) as { data: { id: string } }).data.id;
}

test.describe('the lead inbox’s view', () => {
  // A zone other than the server's (UTC), so the times the hydrated page shows differ.
  test.use({ timezoneId: 'Asia/Kolkata' });
  test.slow();

  test('filters and search live in the address; Back returns to the previous view; times are the reader’s', async ({
    page,
    request,
  }, testInfo) => {
    const problems = await trackPageProblems(page);
    const staff = await staffAccount(page, request, testInfo);
    const email = uniqueEmail(testInfo, 'zone');
    await sendMessage(request, {
      firstName: 'Zone',
      lastName: 'Reader',
      email,
      message: 'A message whose time the inbox shows in the reader’s zone.',
    });
    await signInWithStorage(page, staff);
    await openPage(page, '/dashboard/leads?meetingStatus=cancelled');
    const messages = page.getByRole('region', { name: /^Contact messages/ });
    const meetings = page.getByRole('region', { name: /^Meeting requests/ });
    await expect(meetings.getByRole('combobox', { name: 'Filter by status' })).toHaveValue(
      'cancelled',
    );

    // A choice applies at once, keeps the other list's view and scrolls nowhere.
    await messages.getByRole('combobox', { name: 'Filter by status' }).selectOption('closed');
    await expect(page).toHaveURL(/\?meetingStatus=cancelled&messageStatus=closed$/);
    await messages.getByRole('combobox', { name: 'Filter by CRM sync' }).selectOption('skipped');
    await expect(page).toHaveURL(/messageStatus=closed&messageSync=skipped$/);

    await page.goBack();
    await expect(page).toHaveURL(/\?meetingStatus=cancelled&messageStatus=closed$/);
    await expect(messages.getByRole('combobox', { name: 'Filter by CRM sync' })).toHaveValue('');
    await expect(messages.getByRole('combobox', { name: 'Filter by status' })).toHaveValue(
      'closed',
    );

    // The meetings' search is sent with Enter.
    const search = meetings.getByRole('searchbox', { name: 'Search meetings' });
    await search.fill('nobody-by-this-name');
    await search.press('Enter');
    await expect(page).toHaveURL(/meetingSearch=nobody-by-this-name/);
    await expect(meetings.getByText('No meeting requests match these filters.')).toBeVisible();
    await expect(search).toHaveValue('nobody-by-this-name');

    // The server says the time in UTC; the hydrated page in the reader's zone, without a mismatch.
    await openPage(page, '/dashboard/leads');
    const time = messages.getByRole('listitem').filter({ hasText: email }).first().locator('time');
    await expect(time).not.toContainText('UTC');
    expect(problems).toEqual([]);
  });
});

test.describe('the lead inbox without JavaScript', () => {
  test.slow();

  test('lead status: the row’s form posts itself and the page that answers keeps the view', async ({
    browser,
    page,
    request,
  }, testInfo) => {
    const staff = await staffAccount(page, request, testInfo);
    const email = uniqueEmail(testInfo, 'nojs');
    const id = await sendMessage(request, {
      firstName: 'Hedy',
      lastName: 'Lamarr',
      email,
      source: 'support',
      message: 'Please call us about frequency hopping in Dynamics 365.',
    });

    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await signInWithStorage(plain, staff);
    await plain.goto('/dashboard/leads?messageSource=support');
    const row = plain.getByRole('listitem').filter({ hasText: `Ref ${id}` });
    await expect(row.getByText('Status: new', { exact: true })).toBeVisible();
    await row.getByRole('combobox', { name: 'Status' }).selectOption('qualified');
    await row.getByRole('button', { name: /^Update the status/ }).click();

    await expect(plain).toHaveURL(/\/dashboard\/leads\?messageSource=support$/);
    await expect(row.getByText('Status: qualified', { exact: true })).toBeVisible();
    await expect(plain.getByText('Message from Hedy marked qualified.')).toBeAttached();
    const { messages } = await staffGet<{ messages: Array<{ id: string; status: string }> }>(
      request,
      staff,
      '/api/contact/messages/recent?source=support&status=qualified&limit=100',
    );
    expect(messages.map((message) => message.id)).toContain(id);

    // The filters are a GET form: Apply sends them.
    const filters = plain.getByRole('search', { name: 'Filter contact messages' });
    await filters.getByRole('combobox', { name: 'Filter by status' }).selectOption('qualified');
    await filters.getByRole('button', { name: /^Apply/ }).click();
    await expect(plain).toHaveURL(/messageStatus=qualified/);
    await expect(row).toBeVisible();
    await context.close();
  });
});

test.describe('lead forms at phone width', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the contact form with its errors and the meeting dialog pass axe without sideways scrolling', async ({
    page,
  }) => {
    await openPage(page, '/contact');
    const form = page.locator('#contact-form');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('alert')).toBeVisible();
    await expectAccessiblePage(page);

    await page.getByRole('main').getByRole('button', { name: 'Schedule a Call' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Schedule a Meeting' });
    await dialog.getByRole('button', { name: 'Schedule Meeting' }).click();
    await expect(dialog.getByText('First name is required')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});
