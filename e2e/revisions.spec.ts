import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { stockImageAddress } from '../src/shared/blog.ts';
import { DRAFT_INTENT_FIELD } from '../src/shared/draft-intent.ts';
import { REVISION_LIMITS, REVISION_MESSAGES } from '../src/shared/revisions.ts';
import type { Role } from '../src/shared/roles.ts';
import { expectAccessiblePage, narrowToPhone } from './support/a11y.ts';
import {
  accountEmail,
  bearer,
  giveRole,
  registerByApi,
  setSessionCookie,
  verifyByEmail,
  type E2eAccount,
} from './support/accounts.ts';
import { createByApi } from './support/blog.ts';
import { pageNow } from './support/clock.ts';
import { openPage } from './support/helpers.ts';

/**
 * Revisions and autosave (issue 37), as writers meet them: the working copy
 * kept on the server as they type (readers see nothing of it), through a
 * cut connection, on another device; two people saving the same post; and
 * the history screen's comparison and Restore. The autosave's 3-second wait
 * and the 30-second "still open" post run on Playwright's clock.
 */

/** Titles unique to the test and retry, told apart by their last words. */
function titles(testInfo: TestInfo, label: string) {
  const base = `E2E ${label} ${testInfo.workerIndex}${testInfo.retry} ${Date.now().toString(36)}`;
  return (words: string) => `${base} ${words}`;
}

/**
 * A verified staff member with a name of their own (the screens name the
 * others editing): an author unless `role` says otherwise.
 */
async function staffNamed(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
  label: string,
  [firstName, lastName]: [string, string],
  role: Role | 'default' = 'default',
): Promise<E2eAccount & { name: string }> {
  const account = await registerByApi(request, accountEmail(testInfo, label, true), {
    firstName,
    lastName,
  });
  await verifyByEmail(page, account.email);
  if (role !== 'default') await giveRole(page, request, account.user.id, role);
  return { ...account, name: `${firstName} ${lastName}` };
}

/** A field's part of a comparison: its heading and the two sides. */
const fieldCompared = (page: Page, label: string) =>
  page.locator(`xpath=//section[h3[normalize-space()="${label}"]]`);

/** The edit screen's line saying where the working copy stands. */
const autosaveStatus = (page: Page) => page.locator('p[data-autosave]');
const titleField = (page: Page) => page.getByRole('textbox', { name: 'Title', exact: true });
const SAVED = /^Saved \d{1,2}:\d{2}$/;

/** Lets the autosave's wait pass at once (the page must be on Playwright's clock). */
const autosaveNow = (page: Page) => page.clock.fastForward(REVISION_LIMITS.autosaveDelayMs);

/**
 * Stops the page's clock where it is (a moment on, as it must be a time to
 * come): from then on only the test moves it.
 */
const pauseClock = (page: Page) =>
  expect(async () => page.clock.pauseAt((await pageNow(page)) + 50)).toPass();

/**
 * Holds the page's autosaves to its edit screen until the returned function
 * is called, so that "Saving…" stays on screen long enough to be read.
 */
async function holdAutosaves(page: Page, editPath: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith(editPath),
    async (route) => {
      const body = route.request().postData() ?? '';
      if (body.includes(`name="${DRAFT_INTENT_FIELD}"\r\n\r\nautosave`)) await held;
      await route.fallback();
    },
  );
  return release;
}

interface ServerCopy {
  draft: { values: { title: string } };
  baseVersion: number | null;
  savedAt: string;
}

/** The writer's working copy of a post, as the API keeps it (null: none). */
async function workingCopyOf(
  request: APIRequestContext,
  account: E2eAccount,
  postId: string,
): Promise<ServerCopy | null> {
  const response = await request.get(`/api/drafts/blog/${postId}`, { headers: bearer(account) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { draft: ServerCopy | null }).draft;
}

/** The post's title as the edit API reads it (any status), and its version. */
async function savedPost(request: APIRequestContext, account: E2eAccount, slug: string) {
  const response = await request.get(`/api/enhanced-blog/edit/${slug}`, {
    headers: bearer(account),
  });
  expect(response.status()).toBe(200);
  const { blog } = (await response.json()) as { blog: { title: string; version: number } };
  return blog;
}

/** The title readers are given (the public API's). */
async function publicTitle(request: APIRequestContext, slug: string) {
  const response = await request.get(`/api/enhanced-blog/${slug}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { blog: { title: string } }).blog.title;
}

/** A save of a published post through the API, with a new title (the rest as createByApi's). */
async function saveTitleByApi(
  request: APIRequestContext,
  account: E2eAccount,
  post: { id: string; slug: string },
  title: string,
) {
  const response = await request.put(`/api/enhanced-blog/${post.id}`, {
    headers: bearer(account),
    multipart: {
      title,
      slug: post.slug,
      excerpt: 'An excerpt written for the test.',
      content: '<h2>Section</h2><p>Body of the post.</p>',
      category: 'dynamics-365',
      readTime: '3',
      tags: JSON.stringify(['Testing']),
      keywords: JSON.stringify(['e2e']),
      authorName: 'Erin Example',
      authorBio: 'Writes tests.',
      metaTitle: '',
      metaDescription: '',
      status: 'published',
      featuredImage: stockImageAddress('crm-sales'),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Another browser (a second device, or a second person), signed in with `account`'s session. */
async function otherBrowser(browser: Browser, testInfo: TestInfo, account: E2eAccount) {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: 'en-GB',
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await setSessionCookie(page, account.token);
  return page;
}

test.describe('revisions and autosave', () => {
  // Each test registers and verifies staff (argon2) and loads the editor: slow on two busy cores.
  test.slow();

  test('typing in a post autosaves a working copy on the server; readers still see the saved post', async ({
    page,
    request,
  }, testInfo) => {
    const author = await staffNamed(page, request, testInfo, 'autosave', ['Ash', 'Author']);
    const titled = titles(testInfo, 'Autosave');
    const title = titled('first words');
    const post = await createByApi(request, author, title, 'published');
    const editPath = `/edit-blog/${post.slug}`;
    await setSessionCookie(page, author.token);
    await page.clock.install();
    const release = await holdAutosaves(page, editPath);
    await openPage(page, editPath);
    const status = autosaveStatus(page);
    await expect(status).toHaveAttribute('data-autosave', 'idle');
    await expect(status).toHaveText('');

    const typed = titled('second words');
    await titleField(page).fill(typed);
    await autosaveNow(page);
    await expect(status).toHaveText('Saving…');
    await expect(status).toHaveAttribute('data-autosave', 'saving');
    // Held on its way: the server has nothing yet, and the screen does not claim otherwise.
    expect(await workingCopyOf(request, author, post.id)).toBeNull();
    release();
    await expect(status).toHaveText(SAVED);
    await expect(status).toHaveAttribute('data-autosave', 'saved');

    // The server keeps the typed title as the writer's working copy, over version 1.
    const copy = await workingCopyOf(request, author, post.id);
    expect(copy?.draft.values.title).toBe(typed);
    expect(copy?.baseVersion).toBe(1);
    // The status says the time the server gave.
    const savedAt = await page.evaluate(
      (iso) => new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(new Date(iso)),
      copy!.savedAt,
    );
    await expect(status).toHaveText(`Saved ${savedAt}`);

    // Nothing readers see changed: the post, its version and its page are as saved.
    expect(await savedPost(request, author, post.slug)).toMatchObject({ title, version: 1 });
    expect(await publicTitle(request, post.slug)).toBe(title);
    const reading = await request.get(`/blog/${post.slug}`);
    expect(reading.status()).toBe(200);
    const html = await reading.text();
    expect(html).toContain(title);
    expect(html).not.toContain(typed);
  });

  test('a change made without a connection is saved once the connection is back', async ({
    page,
    request,
  }, testInfo) => {
    const author = await staffNamed(page, request, testInfo, 'offline', ['Olive', 'Offline']);
    const titled = titles(testInfo, 'Offline');
    const title = titled('first words');
    const post = await createByApi(request, author, title, 'draft');
    const editPath = `/edit-blog/${post.slug}`;
    await setSessionCookie(page, author.token);
    await page.clock.install();
    await openPage(page, editPath);
    const status = autosaveStatus(page);
    await expect(titleField(page)).toHaveValue(title);
    // The page's clock stands still from here: no timed retry can send the copy by itself.
    await pauseClock(page);

    await page.context().setOffline(true);
    const typed = titled('typed offline');
    await titleField(page).fill(typed);
    await autosaveNow(page);
    await expect(status).toHaveText('Not saved: retrying');
    await expect(status).toHaveAttribute('data-autosave', 'retrying');
    expect(await workingCopyOf(request, author, post.id)).toBeNull();

    // Back online: the copy goes at once, on the browser's online event (the retry's wait
    // never passes on the stopped clock).
    await page.context().setOffline(false);
    await expect(status).toHaveText(SAVED);
    await expect
      .poll(async () => (await workingCopyOf(request, author, post.id))?.draft.values.title)
      .toBe(typed);
    expect((await savedPost(request, author, post.slug)).title).toBe(title);
  });

  test('opening the post on another device brings the working copy back, and Discard drops it', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    const author = await staffNamed(page, request, testInfo, 'device', ['Dev', 'Ice']);
    const titled = titles(testInfo, 'Device');
    const title = titled('first words');
    const post = await createByApi(request, author, title, 'draft');
    const editPath = `/edit-blog/${post.slug}`;
    await setSessionCookie(page, author.token);
    await page.clock.install();
    await openPage(page, editPath);
    const typed = titled('typed on the laptop');
    await titleField(page).fill(typed);
    await autosaveNow(page);
    await expect(autosaveStatus(page)).toHaveText(SAVED);

    // A second device: nothing in its storage, the server's working copy comes back.
    const phone = await otherBrowser(browser, testInfo, author);
    try {
      await openPage(phone, editPath);
      await expect(titleField(phone)).toHaveValue(typed);
      const notice = phone.getByRole('status').filter({ hasText: 'Your unsaved changes from' });
      await expect(notice).toHaveText(/Your unsaved changes from .+ were restored\./);

      await notice.getByRole('button', { name: 'Discard them' }).click();
      await expect(titleField(phone)).toHaveValue(title);
      await expect(notice).toHaveCount(0);
      // Dropped on the server too: opening it again restores nothing.
      await expect.poll(() => workingCopyOf(request, author, post.id)).toBeNull();
      await openPage(phone, editPath);
      await expect(titleField(phone)).toHaveValue(title);
      await expect(phone.getByText('Your unsaved changes from')).toHaveCount(0);
    } finally {
      await phone.context().close();
    }
    expect((await savedPost(request, author, post.slug)).title).toBe(title);
  });

  test('two people editing a post: each is told of the other, and a save over a newer one asks first', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    const author = await staffNamed(page, request, testInfo, 'writer-a', ['Ada', 'Writer']);
    const editor = await staffNamed(
      page,
      request,
      testInfo,
      'editor-b',
      ['Bea', 'Editor'],
      'editor',
    );
    const titled = titles(testInfo, 'Together');
    const title = titled('first words');
    const post = await createByApi(request, author, title, 'draft');
    const editPath = `/edit-blog/${post.slug}`;
    const presenceAnswer = (target: Page) =>
      target.waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          new URL(response.url()).pathname.startsWith(editPath) &&
          (response.request().postData() ?? '').includes('presence'),
      );

    // A opens the post first; B opens it next and is told A has it open.
    await setSessionCookie(page, author.token);
    await page.clock.install();
    const aPresent = presenceAnswer(page);
    await openPage(page, editPath);
    await aPresent;
    await expect(page.getByText('also has this open')).toHaveCount(0);

    const bPage = await otherBrowser(browser, testInfo, editor);
    try {
      const bPresent = presenceAnswer(bPage);
      await openPage(bPage, editPath);
      await bPresent;
      await expect(
        bPage.getByText(`${author.name} also has this open and may be changing it.`),
      ).toBeVisible();
      // A hears of B with A's next "still open" post, half a minute later.
      await page.clock.fastForward(REVISION_LIMITS.presenceEveryMs);
      await expect(
        page.getByText(`${editor.name} also has this open and may be changing it.`),
      ).toBeVisible();

      // A saves a new title; the post stays a draft.
      const aTitle = titled('saved by A');
      await titleField(page).fill(aTitle);
      await page.getByRole('button', { name: 'Save Draft' }).click();
      await expect
        .poll(async () => (await savedPost(request, author, post.slug)).title)
        .toBe(aTitle);
      expect((await savedPost(request, author, post.slug)).version).toBe(2);

      // B, still on version 1, saves their own title: refused, and told who saved since.
      const bTitle = titled('saved by B');
      await titleField(bPage).fill(bTitle);
      await bPage.getByRole('button', { name: 'Save Draft' }).click();
      const conflict = bPage
        .getByRole('alert')
        .filter({ hasText: /saved this at .+, after you opened it\./ });
      await expect(conflict).toContainText(
        new RegExp(`${author.name} saved this at .+, after you opened it\\.`),
      );
      await expect(conflict).toContainText('Your changes were not saved and are still here.');
      // Said once: no second banner repeating the API's message.
      await expect(bPage.getByText(REVISION_MESSAGES.stale)).toHaveCount(0);
      await expect(titleField(bPage)).toHaveValue(bTitle);
      expect(await savedPost(request, author, post.slug)).toMatchObject({
        title: aTitle,
        version: 2,
      });

      // "See their change" opens the comparison of B's starting version with A's save.
      const see = conflict.getByRole('link', { name: 'See their change (opens in a new tab)' });
      await expect(see).toHaveAttribute('href', `${editPath}/history?fromVersion=1&toVersion=2`);
      await expect(see).toHaveAttribute('target', '_blank');
      const [theirs] = await Promise.all([bPage.context().waitForEvent('page'), see.click()]);
      const titleChange = fieldCompared(theirs, 'Title');
      await expect(titleChange.locator('del')).toContainText('first words');
      await expect(titleChange.locator('ins')).toContainText('saved by A');
      await theirs.close();

      // B saves theirs over A's, knowingly: the post now has B's title (A's stays in the history).
      await conflict.getByRole('button', { name: 'Save mine over theirs' }).click();
      await expect(conflict).toHaveCount(0);
      await expect
        .poll(async () => (await savedPost(request, author, post.slug)).title)
        .toBe(bTitle);
      expect((await savedPost(request, author, post.slug)).version).toBe(3);
    } finally {
      await bPage.context().close();
    }
  });

  test('the history compares two revisions, is accessible, and restores one by keyboard', async ({
    page,
    request,
  }, testInfo) => {
    const author = await staffNamed(page, request, testInfo, 'history', ['Hal', 'Historian']);
    const titled = titles(testInfo, 'History');
    const first = titled('original plan');
    const post = await createByApi(request, author, first, 'published');
    const middle = titled('revised plan');
    await saveTitleByApi(request, author, post, middle);
    const last = titled('final plan');
    await saveTitleByApi(request, author, post, last);
    const listed = await request.get(`/api/enhanced-blog/${post.id}/revisions`, {
      headers: bearer(author),
    });
    const { revisions } = (await listed.json()) as {
      revisions: Array<{ id: string; title: string }>;
    };
    expect(revisions.map((revision) => revision.title)).toEqual([last, middle, first]);

    // Compare the first revision with the last, through the compare form.
    const historyPath = `/edit-blog/${post.slug}/history`;
    await setSessionCookie(page, author.token);
    await openPage(page, historyPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`History of “${last}”`);
    await page.getByLabel('Compare from').selectOption(revisions.at(-1)!.id);
    await page.getByLabel('to', { exact: true }).selectOption(revisions[0]!.id);
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('from') === revisions.at(-1)!.id);

    const titleChange = fieldCompared(page, 'Title');
    const deleted = titleChange.locator('del');
    const inserted = titleChange.locator('ins');
    await expect(deleted).toHaveCount(1);
    await expect(inserted).toHaveCount(1);
    await expect(deleted).toContainText('original');
    await expect(deleted).not.toContainText('final');
    await expect(inserted).toContainText('final');
    await expect(inserted).not.toContainText('original');
    // A screen reader is told which is which; the marks are visually hidden.
    await expect(deleted.locator('.sr-only').first()).toHaveText('Deleted:');
    await expect(inserted.locator('.sr-only').first()).toHaveText('Inserted:');
    // Only the fields that differ are compared: here, the title alone.
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Title']);

    // Accessible at desktop and phone widths, with no sideways scrolling on the phone.
    await expectAccessiblePage(page);
    await narrowToPhone(page);
    await expect(deleted).toBeVisible();
    await expectAccessiblePage(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Keyboard only: Tab to the first revision's Restore and press Enter.
    const firstRevision = page
      .getByRole('region', { name: 'Revisions, newest first' })
      .getByRole('listitem')
      .filter({ hasText: first });
    const restore = firstRevision.getByRole('button', { name: /^Restore this version/ });
    await expect(restore).toHaveCount(1);
    await expect(async () => {
      await page.keyboard.press('Tab');
      expect(await restore.evaluate((button) => button === document.activeElement)).toBe(true);
    }).toPass({ timeout: 30_000, intervals: [0] });
    await page.keyboard.press('Enter');

    await page.waitForURL((url) => url.pathname === `/edit-blog/${post.slug}`);
    await expect(titleField(page)).toHaveValue(first);
    await expect(
      page.getByRole('status').filter({ hasText: /Your unsaved changes from .+ were restored\./ }),
    ).toBeVisible();
    // Readers still see the last save until the restored version is saved.
    expect(await publicTitle(request, post.slug)).toBe(last);
    expect((await savedPost(request, author, post.slug)).title).toBe(last);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect.poll(() => publicTitle(request, post.slug)).toBe(first);
  });
});
