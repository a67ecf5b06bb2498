import {
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import sharp from 'sharp';
import { BLOG_MESSAGES, slugify } from '../src/shared/blog-authoring.ts';
import { stockImageAddress } from '../src/shared/blog.ts';
import { expectAccessiblePage, horizontalOverflow, seriousViolations } from './support/a11y.ts';
import {
  accountEmail,
  bearer,
  PASSWORD,
  registerByApi,
  setSessionCookie,
  signInWithStorage,
  staffAccount,
} from './support/accounts.ts';
import { createByApi } from './support/blog.ts';
import { afterTimers, pageNow } from './support/clock.ts';
import { trackPageProblems, waitForHydration, openPage } from './support/helpers.ts';

/**
 * Staff authoring in a browser: the create and edit screens with the
 * rich-text editor, images, the live preview and the SEO panel; saving a
 * draft, publishing, scheduling, editing and deleting from the dashboard;
 * the unsaved-changes prompt, an expired session, the staff-only guard, and
 * axe at desktop and phone widths. The 2-second redirects run on
 * Playwright's clock.
 */

const png = (background: string) =>
  sharp({ create: { width: 320, height: 180, channels: 3, background } })
    .png()
    .toBuffer();

/** A unique title per test and retry. */
const uniqueTitle = (testInfo: TestInfo, label: string) =>
  `E2E ${label} ${testInfo.workerIndex}${testInfo.retry} ${Date.now().toString(36)}`;

/** The editor once its code has arrived (a plain text box stands in until then). */
async function editorOf(page: Page) {
  await expect(page.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
  const editor = page.locator('.ProseMirror');
  await expect(editor).toHaveAttribute('role', 'textbox');
  return editor;
}

/**
 * The text ProseMirror holds as selected. The browser moves the caret first and
 * ProseMirror takes it from the selectionchange event a moment later, so a key
 * pressed in between (Enter, a toolbar button) acts on the old selection.
 */
function selectedText(editor: Locator): Promise<string> {
  return editor.evaluate((node) => {
    type Selection = { from: number; to: number };
    type Doc = { textBetween: (from: number, to: number) => string };
    const { state } = (node as unknown as { editor: { state: { doc: Doc; selection: Selection } } })
      .editor;
    return state.doc.textBetween(state.selection.from, state.selection.to);
  });
}

/**
 * Waits until ProseMirror's caret is where the browser's is. Typing moves the
 * browser's caret at once and ProseMirror catches up from a selectionchange
 * event; a toolbar button pressed before that (Bold off) is undone when the
 * late event resets the selection, and the next words come out bold.
 */
async function settleCaret(editor: Locator): Promise<void> {
  await expect
    .poll(() =>
      editor.evaluate((node) => {
        type View = {
          state: { selection: { head: number } };
          posAtDOM: (node: Node, offset: number) => number;
        };
        const { view } = (node as unknown as { editor: { view: View } }).editor;
        const caret = document.getSelection();
        if (!caret?.focusNode) return false;
        try {
          return view.state.selection.head === view.posAtDOM(caret.focusNode, caret.focusOffset);
        } catch {
          return false;
        }
      }),
    )
    .toBe(true);
}

/** Picks one of the six stock images (the radio itself is visually hidden inside its card). */
async function chooseStock(page: Page, label: string) {
  await page.locator('label').filter({ hasText: label }).click();
  await expect(page.getByRole('radio', { name: label })).toBeChecked();
}

/**
 * A staff member, signed in, on the create screen (on Playwright's clock)
 * with every required field filled in and nothing saved yet.
 */
async function writeNewPost(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
  post: { label: string; category: string; body: string; stock: string; authorBio: string },
) {
  const staff = await staffAccount(page, request, testInfo, 'author');
  await signInWithStorage(page, staff);
  await page.clock.install();
  await openPage(page, '/create-blog');
  const title = uniqueTitle(testInfo, post.label);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByLabel('Category').selectOption(post.category);
  await (await editorOf(page)).click();
  await page.keyboard.type(post.body);
  await chooseStock(page, post.stock);
  await page.getByLabel('Author bio').fill(post.authorBio);
  return { staff, title };
}

/** The dashboard row of a post. */
const row = (page: Page, title: string) =>
  page
    .getByRole('region', { name: 'Your blog posts' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.describe('writing a post', () => {
  // Each test signs staff in (argon2) and loads the editor: slow on a busy two-core machine.
  test.slow();

  test('a staff member writes, previews, saves a draft, publishes, edits and deletes a post', async ({
    page,
    request,
  }, testInfo) => {
    // The whole authoring story, from an empty form to a deleted post, in one test.
    test.setTimeout(300_000);
    const problems = await trackPageProblems(page);
    const staff = await staffAccount(page, request, testInfo, 'author');
    await signInWithStorage(page, staff);
    await page.clock.install();
    await openPage(page, '/create-blog');
    await expect(page.getByRole('heading', { name: 'Create New Blog Post' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');

    // Title: the slug and the meta title follow it.
    const title = uniqueTitle(testInfo, 'Flows');
    const slug = slugify(title);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await expect(page.getByLabel('Slug')).toHaveValue(slug);
    await expect(page.getByLabel('Meta title')).toHaveValue(title);
    await expect(page.getByLabel('Author name')).toHaveValue('Erin Example');
    await page.getByLabel('Category').selectOption('power-automate');
    await page.getByLabel('Read time (minutes)').fill('6');

    // The body: a heading, bold text and a link, written with the toolbar.
    const editor = await editorOf(page);
    await editor.click();
    const heading2 = page.getByRole('button', { name: 'Heading 2' });
    await heading2.click();
    await expect(heading2).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type('Why flows fail');
    await page.keyboard.press('Enter');
    await expect(heading2).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.type('Some ');
    const bold = page.getByRole('button', { name: 'Bold' });
    await settleCaret(editor);
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type('bold words');
    await settleCaret(editor);
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.type(' and a link');
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Shift+ArrowLeft');
    await expect.poll(() => selectedText(editor)).toBe('link');
    await page.getByRole('button', { name: 'Link' }).click();
    const linkDialog = page.getByRole('dialog', { name: 'Add a link' });
    await linkDialog.getByLabel('Link address').fill('https://learn.microsoft.com/');
    await linkDialog.getByRole('button', { name: 'Apply link' }).click();
    await expect(editor.getByRole('link', { name: 'link' })).toHaveAttribute(
      'href',
      'https://learn.microsoft.com/',
    );
    // The closing dialog hands focus back to the editor; keys pressed before that go elsewhere.
    await expect(editor).toBeFocused();
    await expect(editor.locator('h2')).toHaveText('Why flows fail');
    await expect(editor.locator('strong')).toHaveText('bold words');
    // The excerpt is filled from the content's text.
    await expect(page.getByLabel('Excerpt')).toHaveValue(
      'Why flows fail Some bold words and a link',
    );

    // An image in the body, uploaded through the API, with its alt text.
    await page.keyboard.press('End');
    await expect.poll(() => selectedText(editor)).toBe('');
    await page.keyboard.press('Enter');
    await page.getByRole('toolbar').getByRole('button', { name: 'Insert image' }).click();
    const imageDialog = page.getByRole('dialog', { name: 'Insert an image' });
    await imageDialog.getByLabel('Image file').setInputFiles({
      name: 'chart.png',
      mimeType: 'image/png',
      buffer: await png('#0ea5e9'),
    });
    await imageDialog.getByLabel('Alt text').fill('A chart of flow runs');
    await imageDialog.getByRole('button', { name: 'Insert image' }).click();
    await expect(imageDialog).toBeHidden();
    const bodyImage = editor.locator('img[alt="A chart of flow runs"]');
    await expect(bodyImage).toHaveAttribute('srcset', /\/uploads\/blogs\/.+ 480w/);
    await expect(bodyImage).toHaveAttribute('width', /\d+/);

    // The HTML source: edited as text, parsed back into the editor. An image
    // without alt text is warned about, and the warning does not block anything.
    const seo = page.getByRole('region', { name: 'SEO check' });
    await expect(seo).toContainText('The page has no featured image');
    await page.getByRole('button', { name: 'Edit HTML source' }).click();
    const source = page.getByRole('textbox', { name: 'Content HTML source' });
    await expect(source).toHaveValue(/<strong>bold words<\/strong>/);
    await source.fill(
      `${await source.inputValue()}<p><img src="${stockImageAddress('crm-sales')}"></p>`,
    );
    await page.getByRole('button', { name: 'Edit HTML source' }).click();
    await expect(editor.locator('img')).toHaveCount(2);
    await expect(seo).toContainText('1 image in the content has no alt text.');

    // Featured image: a file that is not an image is refused, then a PNG is chosen.
    const upload = page.getByLabel('Upload Featured Image');
    await upload.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('x'),
    });
    await expect(page.getByText(BLOG_MESSAGES.imageNotImage)).toBeVisible();
    await upload.setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: await png('#1d4ed8'),
    });
    await expect(page.getByRole('img', { name: 'Featured image preview' })).toBeVisible();
    await expect(page.getByText(BLOG_MESSAGES.imageNotImage)).toBeHidden();
    await expect(page.getByLabel('Change Image')).toBeAttached();
    await expect(seo).not.toContainText('The page has no featured image');

    // Tags and keywords: Enter or the plus button; trimmed and once.
    await page.getByRole('textbox', { name: 'Tags' }).fill('Automation');
    await page.getByRole('textbox', { name: 'Tags' }).press('Enter');
    await page.getByRole('textbox', { name: 'Tags' }).fill('  automation ');
    await page.getByRole('button', { name: 'Add tag' }).click();
    await page.getByRole('textbox', { name: 'Tags' }).fill('Flows');
    await page.getByRole('textbox', { name: 'Tags' }).press('Enter');
    const tags = page.getByRole('list', { name: 'Tags' }).first();
    await expect(tags.getByRole('listitem')).toHaveText(['Automation', 'Flows']);
    await page.getByRole('button', { name: 'Remove tag Flows' }).click();
    await expect(tags.getByRole('listitem')).toHaveText(['Automation']);
    await page.getByRole('textbox', { name: 'SEO keywords' }).fill('power automate');
    await page.getByRole('textbox', { name: 'SEO keywords' }).press('Enter');
    await page.getByLabel('Author bio').fill('Erin writes about automation.');

    // The live preview follows the form.
    await page.getByRole('button', { name: 'Show Preview' }).click();
    const preview = page.getByRole('region', { name: 'Live Preview' });
    await expect(preview).toContainText(title);
    await expect(preview).toContainText('By Erin Example');
    await expect(preview).toContainText('6 min read');
    await expect(preview).toContainText('Power Automate');
    await expect(preview).toContainText('Why flows fail Some bold words and a link...');
    await expect(page.getByRole('button', { name: 'Hide Preview' })).toBeVisible();

    // Save Draft: busy while the call runs, then the success message and /blog after 2 s.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/create-blog.data*', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Save Draft' }).click();
    const saving = page.getByRole('button', { name: 'Saving...' });
    await expect(saving).toHaveAttribute('aria-busy', 'true');
    await expect(saving).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeDisabled();
    release();
    await expect(page.getByText(BLOG_MESSAGES.created)).toBeVisible();
    await afterTimers(page, () => expect(page).toHaveURL(/\/blog$/));

    // The dashboard: the draft, counted, with a Publish action.
    await openPage(page, '/dashboard');
    const draft = row(page, title);
    await expect(draft).toContainText('Draft');
    await expect(page.locator('[data-stat="blogs"]')).toHaveText('1');
    await expect(draft.getByRole('link', { name: /^View/ })).toHaveCount(0);
    await draft.getByRole('button', { name: /^Publish/ }).click();
    await expect(draft).toContainText('Published');
    await expect(draft).toContainText('0 views');

    // Published: the post's page, the list, the sitemap and the feed have it.
    await draft.getByRole('link', { name: /^View/ }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Why flows fail' })).toBeVisible();
    await expect(page.locator('strong', { hasText: 'bold words' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'link', exact: true })).toHaveAttribute(
      'href',
      'https://learn.microsoft.com/',
    );
    await expect(page.getByRole('img', { name: 'A chart of flow runs' })).toBeVisible();
    await openPage(page, '/blog');
    await expect(page.getByText(title).first()).toBeVisible();
    expect(await (await page.request.get('/sitemap.xml')).text()).toContain(`/blog/${slug}`);
    expect(await (await page.request.get('/rss.xml')).text()).toContain(title);

    // Edit: a new title moves the derived slug; the old address answers 301.
    await openPage(page, '/dashboard');
    await row(page, title).getByRole('link', { name: /^Edit/ }).click();
    await expect(page.getByRole('heading', { name: 'Edit Blog Post' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(page.getByRole('img', { name: 'Featured image preview' })).toBeVisible();
    const newTitle = `${title} revised`;
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(newTitle);
    await expect(page.getByLabel('Slug')).toHaveValue(`${slug}-revised`);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText(BLOG_MESSAGES.updated)).toBeVisible();
    await afterTimers(page, () => expect(page).toHaveURL(/\/dashboard$/));
    const movedApi = await page.request.get(`/api/enhanced-blog/${slug}`, { maxRedirects: 0 });
    expect(movedApi.status()).toBe(301);
    expect(movedApi.headers()['location']).toMatch(new RegExp(`/${slug}-revised$`));
    const moved = await page.request.get(`/blog/${slug}`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers()['location']).toMatch(new RegExp(`/blog/${slug}-revised$`));

    // Delete, after the confirmation.
    const revised = row(page, newTitle);
    await revised.getByRole('button', { name: /^Delete/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete blog post' });
    await expect(confirm).toContainText(BLOG_MESSAGES.deleteConfirm);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(revised).toHaveCount(0);
    await expect(page.locator('[data-stat="blogs"]')).toHaveText('0');
    expect((await page.request.get(`/api/enhanced-blog/${slug}-revised`)).status()).toBe(404);
    expect(problems).toEqual([]);
  });

  test('scheduling asks for a future time and shows on the dashboard as scheduled', async ({
    page,
    request,
  }, testInfo) => {
    const { title } = await writeNewPost(page, request, testInfo, {
      label: 'Scheduled',
      category: 'power-pages',
      body: 'A post that goes live later.',
      stock: 'Data & Analytics',
      authorBio: 'Plans ahead.',
    });

    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    const publishOn = page.getByLabel('Publish on');
    await page.getByRole('button', { name: 'Schedule post' }).click();
    await expect(page.getByText(BLOG_MESSAGES.scheduleRequired)).toBeVisible();
    await expect(publishOn).toBeFocused();
    const local = (ms: number) =>
      page.evaluate((at) => {
        const d = new Date(at);
        const pad = (n: number) => String(n).padStart(2, '0');
        return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
      }, ms);
    const now = await pageNow(page);
    await publishOn.fill(await local(now - 60 * 60 * 1000));
    await expect(page.getByText(BLOG_MESSAGES.scheduleRequired)).toBeHidden();
    await page.getByRole('button', { name: 'Schedule post' }).click();
    await expect(page.getByText(BLOG_MESSAGES.scheduleInPast)).toBeVisible();
    await publishOn.fill(await local(now + 3 * 24 * 60 * 60 * 1000));
    await page.getByRole('button', { name: 'Schedule post' }).click();
    await expect(page.getByText(BLOG_MESSAGES.created)).toBeVisible();
    await afterTimers(page, () => expect(page).toHaveURL(/\/blog$/));

    await openPage(page, '/dashboard');
    const scheduled = row(page, title);
    await expect(scheduled).toContainText('Scheduled');
    await expect(scheduled).toContainText('Publishes');
    await expect(scheduled.getByRole('button', { name: /^Publish/ })).toHaveCount(0);
    expect((await page.request.get(`/api/enhanced-blog/${slugify(title)}`)).status()).toBe(404);
  });
});

test.describe('keeping work safe', () => {
  // Each test signs staff in (argon2) and loads the editor: slow on a busy two-core machine.
  test.slow();

  test('errors sit under their fields and clear on edit; leaving with changes asks first', async ({
    page,
    request,
  }, testInfo) => {
    const staff = await staffAccount(page, request, testInfo, 'author');
    await signInWithStorage(page, staff);
    await openPage(page, '/create-blog');
    await editorOf(page);

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await expect(title).toBeFocused();
    await expect(title).toHaveAccessibleDescription(BLOG_MESSAGES.titleRequired);
    for (const message of [
      BLOG_MESSAGES.slugRequired,
      BLOG_MESSAGES.categoryRequired,
      BLOG_MESSAGES.excerptRequired,
      BLOG_MESSAGES.contentRequired,
      BLOG_MESSAGES.featuredImageRequired,
      BLOG_MESSAGES.authorBioRequired,
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByLabel('Read time (minutes)').fill('0');
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(page.getByText(BLOG_MESSAGES.readTimeMin)).toBeVisible();

    const text = uniqueTitle(testInfo, 'Unsaved');
    await title.fill(text);
    await expect(page.getByText(BLOG_MESSAGES.titleRequired)).toBeHidden();
    await expect(page.getByText(BLOG_MESSAGES.slugRequired)).toBeHidden();
    await expect(page.getByText(BLOG_MESSAGES.categoryRequired)).toBeVisible();

    // Inside the app: the dialog; Stay keeps everything.
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    const prompt = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(prompt).toBeHidden();
    await expect(page).toHaveURL(/\/create-blog$/);
    await expect(title).toHaveValue(text);

    // A reload asks the browser's own question, and the draft comes back.
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.accept();
      }),
    );
    await page.reload();
    expect(await asked).toBe('beforeunload');
    await waitForHydration(page);
    await expect(page.getByText(/Your unsaved changes from .+ were restored\./)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(text);

    // Leaving without saving keeps the writer's working copy (on the server): the screen
    // offers it again, and Discard them drops it for good.
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await prompt.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(async () => {
      await openPage(page, '/create-blog');
      await expect(page.getByText(/Your unsaved changes from .+ were restored\./)).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 30_000 });
    await editorOf(page);
    const again = page.getByRole('textbox', { name: 'Title', exact: true });
    await expect(again).toHaveValue(text);
    await page.getByRole('button', { name: 'Discard them' }).click();
    await expect(again).toHaveValue('');
    await expect(async () => {
      await openPage(page, '/create-blog');
      await expect(page.getByText(/were restored/)).toHaveCount(0, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await editorOf(page);
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('');
  });

  test('an expired session keeps the draft, and the save works again after signing in', async ({
    page,
    request,
  }, testInfo) => {
    const { staff, title } = await writeNewPost(page, request, testInfo, {
      label: 'Expired',
      category: 'canvas-apps',
      body: 'Written while the session ran out.',
      stock: 'CRM & Sales',
      authorBio: 'Keeps drafts.',
    });

    // The session ends on the server (signed out elsewhere).
    const logout = await request.post('/api/auth/logout', {
      headers: bearer(staff),
    });
    expect(logout.ok()).toBe(true);
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: BLOG_MESSAGES.authRequired }),
    ).toBeVisible();
    const signIn = page.getByRole('link', { name: 'Sign in again (opens in a new tab)' });
    await expect(signIn).toHaveAttribute('target', '_blank');
    await expect(signIn).toHaveAttribute('href', '/login');
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);

    // Signing in (in another tab, which sets the same cookie), then the same button.
    const login = await request.post('/api/auth/login', {
      data: { email: staff.email, password: PASSWORD },
    });
    const { data } = (await login.json()) as { data: { token: string } };
    await setSessionCookie(page, data.token);
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(page.getByText(BLOG_MESSAGES.created)).toBeVisible();
    await afterTimers(page, () => expect(page).toHaveURL(/\/blog$/));
  });
});

test.describe('who may write', () => {
  // Each test signs staff in (argon2) and loads the editor: slow on a busy two-core machine.
  test.slow();

  test('a signed-in user without the company domain is turned away', async ({
    page,
    request,
  }, testInfo) => {
    const visitor = await registerByApi(request, accountEmail(testInfo, 'reader'));
    await signInWithStorage(page, visitor);
    await openPage(page, '/create-blog');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(
      page.getByText('Only Example Consulting team members can create blogs.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(
      page.getByRole('heading', { name: 'Content Management Restricted' }),
    ).toBeVisible();

    await openPage(page, '/edit-blog/anything');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  });

  test('without a session the authoring screens send to the sign-in page', async ({ page }) => {
    await openPage(page, '/create-blog');
    await expect(page).toHaveURL(/\/login$/);
    await openPage(page, '/edit-blog/anything');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('accessibility of the authoring screens', () => {
  // Each test signs staff in (argon2) and loads the editor: slow on a busy two-core machine.
  test.slow();

  for (const width of [1280, 375]) {
    test(`create and edit pass axe at ${width} px without sideways scrolling`, async ({
      page,
      request,
    }, testInfo) => {
      const staff = await staffAccount(page, request, testInfo, 'author');
      const post = await createByApi(request, staff, uniqueTitle(testInfo, `Axe ${width}`));
      await page.setViewportSize({ width, height: 900 });
      await signInWithStorage(page, staff);

      await openPage(page, '/create-blog');
      await editorOf(page);
      await expectAccessiblePage(page);
      // With every error showing and the preview open.
      await page.getByRole('button', { name: 'Show Preview' }).click();
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(page.getByText(BLOG_MESSAGES.titleRequired)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      await openPage(page, `/edit-blog/${post.slug}`);
      await editorOf(page);
      await expect(page.getByRole('textbox', { name: 'Title', exact: true })).not.toHaveValue('');
      await page.getByRole('button', { name: 'Show Preview' }).click();
      await page.getByText('Structured data (JSON-LD)').click();
      await expectAccessiblePage(page);

      await openPage(page, '/dashboard');
      await expect(
        page.getByRole('region', { name: 'Your blog posts' }).getByRole('listitem'),
      ).toHaveCount(1);
      await expectAccessiblePage(page);
    });
  }

  test('the edit screen says when a post cannot be loaded', async ({ page, request }, testInfo) => {
    const staff = await staffAccount(page, request, testInfo, 'author');
    await signInWithStorage(page, staff);
    await openPage(page, '/edit-blog/no-such-post');
    await expect(page.getByText(BLOG_MESSAGES.loadEditFailed)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });
});
