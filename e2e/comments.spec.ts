import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { COMMENT_MESSAGES } from '../src/shared/comment-messages.ts';
import { moderationCopy } from '../src/app/features/comments/content/moderation-copy.ts';
import { expectAccessiblePage } from './support/a11y.ts';
import { signInWithStorage, staffAccount, staffGet, type E2eAccount } from './support/accounts.ts';
import { createByApi } from './support/blog.ts';
import { openPage, trackPageProblems, uniqueEmail } from './support/helpers.ts';

/**
 * Comments as visitors and staff meet them: a first comment waits for
 * moderation, staff approve it in the queue, it shows under the post, replies
 * nest and fold, markup stays text, a like counts once, the form works without
 * JavaScript, and the post and the queue pass axe at desktop and phone widths.
 */

const uniqueTitle = (testInfo: TestInfo, label: string) =>
  `E2E comments ${label} ${testInfo.workerIndex}${testInfo.retry} ${Date.now().toString(36)}`;

/** Waits until the comments section (hydrated after the page) handles clicks itself. */
async function waitForComments(page: Page) {
  await page.waitForFunction(() => {
    const section = document.querySelector('#comments');
    return section !== null && Object.keys(section).some((key) => key.startsWith('__reactFiber$'));
  });
}

async function writeComment(
  page: Page,
  form: ReturnType<Page['getByRole']>,
  fields: { content: string; name: string; email: string },
) {
  await form.getByRole('textbox', { name: 'Comment', exact: true }).fill(fields.content);
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(fields.name);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(fields.email);
}

async function staffPage(browser: Browser, staff: E2eAccount) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithStorage(page, staff);
  return page;
}

test('a visitor comments, staff approve it, replies nest and fold, markup stays text, a like counts once', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.slow();
  const problems = await trackPageProblems(page);
  const staff = await staffAccount(page, request, testInfo);
  const post = await createByApi(request, staff, uniqueTitle(testInfo, 'flow'));
  const email = uniqueEmail(testInfo, 'commenter');
  const typed = 'I tried <b>this</b> & <script>alert(1)</script> — see https://example.org';

  await page.clock.install();
  await openPage(page, `/blog/${post.slug}`);
  await waitForComments(page);
  await page.getByRole('link', { name: 'Add Comment' }).click();
  // The form opens in place (its code loads now), without leaving the page.
  const form = page.getByRole('form', { name: 'Leave a comment' });
  await expect(form).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  await form.getByRole('button', { name: 'Post Comment' }).click();
  await expect(form.getByText(COMMENT_MESSAGES.contentRequired).first()).toBeVisible();
  await writeComment(page, form, { content: typed, name: 'Priya Visitor', email });
  await form.getByRole('button', { name: 'Post Comment' }).click();
  await expect(page.getByText(COMMENT_MESSAGES.held)).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page.locator('#comments').getByText('Priya Visitor')).toHaveCount(0);

  // Staff approve it in the moderation queue.
  const moderator = await staffPage(browser, staff);
  await openPage(moderator, '/dashboard/comments');
  const item = moderator.getByRole('listitem').filter({ hasText: typed });
  await expect(item).toBeVisible();
  await expect(item.getByText(email)).toBeVisible();
  await item.getByRole('button', { name: 'Approve the comment by Priya Visitor' }).click();
  await expect(item).toBeHidden();

  // Now it shows on the post, as plain text.
  await openPage(page, `/blog/${post.slug}`);
  const comment = page.locator('#comments li').filter({ hasText: 'Priya Visitor' }).first();
  await expect(comment.getByText(typed)).toBeVisible();
  await expect(comment.locator('article b, article script')).toHaveCount(0);
  await expect(comment.locator('article p a')).toHaveCount(0);
  await waitForComments(page);

  // A reply from the same (now approved) address is published at once and nests under it.
  await comment.getByRole('link', { name: 'Reply to Priya Visitor' }).click();
  const replyForm = page.getByRole('form', { name: 'Reply to Priya Visitor' });
  await writeComment(page, replyForm, {
    content: 'Answering myself',
    name: 'Priya Visitor',
    email,
  });
  await replyForm.getByRole('button', { name: 'Post Reply' }).click();
  await expect(page.getByText(COMMENT_MESSAGES.replyPosted)).toBeVisible();
  const replies = comment.locator('details');
  await expect(replies.getByText('Answering myself')).toBeVisible();
  // The success message goes after 3 seconds.
  await page.clock.runFor(3100);
  await expect(page.getByText(COMMENT_MESSAGES.replyPosted)).toBeHidden();

  // Replies fold and unfold.
  await replies.getByText('Hide 1 reply').click();
  await expect(replies.getByText('Answering myself')).toBeHidden();
  await replies.getByText('Show 1 reply').click();
  await expect(replies.getByText('Answering myself')).toBeVisible();

  // A like counts once per visitor: pressing again takes it back.
  const like = comment
    .locator(':scope > article')
    .getByRole('button', { name: 'Like the comment by Priya Visitor' });
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like.getByTestId('comment-like-count')).toHaveText('1');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like.getByTestId('comment-like-count')).toHaveText('0');
  expect(problems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a comment is posted by the browser itself and stored for moderation', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    // Verifying the staff address takes a page that runs JavaScript.
    const helper = await (await browser.newContext({ javaScriptEnabled: true })).newPage();
    const staff = await staffAccount(helper, request, testInfo, 'nojs');
    const post = await createByApi(request, staff, uniqueTitle(testInfo, 'nojs'));
    await page.goto(`/blog/${post.slug}`);
    await page.getByRole('link', { name: 'Add Comment' }).click();
    const form = page.getByRole('form', { name: 'Leave a comment' });
    await writeComment(page, form, {
      content: 'Posted without JavaScript',
      name: 'Noor Plain',
      email: uniqueEmail(testInfo, 'nojs'),
    });
    await form.getByRole('button', { name: 'Post Comment' }).click();
    await expect(page.getByText(COMMENT_MESSAGES.held)).toBeVisible();
    const queue = await staffGet<{ comments: Array<{ content: string }> }>(
      request,
      staff,
      '/api/comments/moderation',
    );
    expect(queue.comments.map((c) => c.content)).toContain('Posted without JavaScript');
  });

  test('comment approve: staff approve in the queue by a plain form post', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    const helper = await (await browser.newContext({ javaScriptEnabled: true })).newPage();
    const staff = await staffAccount(helper, request, testInfo, 'nojs-approve');
    const post = await createByApi(request, staff, uniqueTitle(testInfo, 'nojs approve'));
    const content = `Approve me plainly ${uniqueTitle(testInfo, 'approve')}`;
    await request.post(`/api/comments/blog/${post.id}`, {
      data: { content, authorName: 'Pat Plain', authorEmail: uniqueEmail(testInfo, 'pat') },
    });

    await signInWithStorage(page, staff);
    await page.goto('/dashboard/comments?status=pending');
    const item = page.getByRole('listitem').filter({ hasText: content });
    await item.getByRole('button', { name: 'Approve the comment by Pat Plain' }).click();
    // The browser posted the form itself; the answer is the queue without it, and the outcome.
    await expect(page).toHaveURL('/dashboard/comments?status=pending');
    await expect(
      page.getByRole('status').filter({ hasText: COMMENT_MESSAGES.batchDone(1) }),
    ).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: content })).toHaveCount(0);
    await page.goto(`/blog/${post.slug}`);
    await expect(page.locator('#comments').getByText(content)).toBeVisible();
  });
});

test('staff tick several comments and act on them at once; a deletion asks first', async ({
  page,
  request,
}, testInfo) => {
  const problems = await trackPageProblems(page);
  const staff = await staffAccount(page, request, testInfo, 'bulk');
  const post = await createByApi(request, staff, uniqueTitle(testInfo, 'bulk'));
  const contents = ['one', 'two', 'three'].map((n) => `Bulk ${n} ${uniqueTitle(testInfo, n)}`);
  for (const [index, content] of contents.entries()) {
    await request.post(`/api/comments/blog/${post.id}`, {
      data: {
        content,
        authorName: `Bulk Writer ${index}`,
        authorEmail: uniqueEmail(testInfo, `bulk${index}`),
      },
    });
  }
  const [first, second, third] = contents as [string, string, string];

  await signInWithStorage(page, staff);
  await openPage(page, '/dashboard/comments');
  // The filter is a link: the address holds it (and the back button).
  await page
    .getByRole('navigation', { name: moderationCopy.filterLabel })
    .getByRole('link', { name: /^Pending/ })
    .click();
  await expect(page).toHaveURL('/dashboard/comments?status=pending');
  const item = (content: string) => page.getByRole('listitem').filter({ hasText: content });
  await item(first).getByRole('checkbox').check();
  await item(second).getByRole('checkbox').check();
  await expect(page.getByText(moderationCopy.selected(2))).toBeVisible();
  await page
    .getByRole('button', { name: `${moderationCopy.spam} ${moderationCopy.selectedSuffix}` })
    .click();
  await expect(page.getByText(COMMENT_MESSAGES.batchDone(2))).toBeVisible();
  await expect(item(first)).toHaveCount(0);
  await expect(item(second)).toHaveCount(0);
  await expect(page.getByText(moderationCopy.selected(0))).toBeVisible();

  // Delete asks in the browser's dialog: dismissed, nothing happens; accepted, it goes.
  const remove = item(third).getByRole('button', { name: /^Delete the comment by/ });
  page.once('dialog', (dialog) => void dialog.dismiss());
  await remove.click();
  await expect(item(third)).toBeVisible();
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(moderationCopy.confirmDelete(1));
    void dialog.accept();
  });
  await remove.click();
  await expect(item(third)).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL('/dashboard/comments');
  expect(problems).toEqual([]);
});

for (const width of [1280, 375]) {
  test(`a post with comments and the moderation queue pass axe at ${width} px`, async ({
    page,
    request,
    browser,
  }, testInfo) => {
    test.slow();
    const staff = await staffAccount(page, request, testInfo, `axe${width}`);
    const post = await createByApi(request, staff, uniqueTitle(testInfo, `axe ${width}`));
    const headers = { authorization: `Bearer ${staff.token}` };
    const made = await request.post(`/api/comments/blog/${post.id}`, {
      data: {
        content: 'A first thought',
        authorName: 'Ana Reader',
        authorEmail: uniqueEmail(testInfo, 'ana'),
      },
    });
    const { data } = (await made.json()) as { data: { comment: { id: string } } };
    await request.patch(`/api/comments/${data.comment.id}/status`, {
      headers,
      data: { status: 'approved' },
    });
    await request.post(`/api/comments/blog/${post.id}`, {
      headers,
      data: {
        content: 'Thanks, Ana!',
        authorName: 'Erin Example',
        authorEmail: staff.email,
        parentId: data.comment.id,
      },
    });
    const waiting = `Waiting one ${uniqueTitle(testInfo, String(width))}`;
    await request.post(`/api/comments/blog/${post.id}`, {
      data: {
        content: waiting,
        authorName: 'Wes Waiting',
        authorEmail: uniqueEmail(testInfo, 'wes'),
      },
    });

    // Someone not signed in types the staff member's address: held, and flagged in the queue.
    const impostor = `Impostor ${uniqueTitle(testInfo, String(width))}`;
    await request.post(`/api/comments/blog/${post.id}`, {
      data: { content: impostor, authorName: 'Erin Example', authorEmail: staff.email },
    });

    await page.setViewportSize({ width, height: 900 });
    await openPage(page, `/blog/${post.slug}?comment=new#comment-form`);
    await expect(page.getByRole('form', { name: 'Leave a comment' })).toBeVisible();
    await expect(page.locator('#comments').getByText('Thanks, Ana!')).toBeVisible();
    await expectAccessiblePage(page);

    const moderator = await staffPage(browser, staff);
    await moderator.setViewportSize({ width, height: 900 });
    await openPage(moderator, '/dashboard/comments');
    await expect(moderator.getByText(waiting)).toBeVisible();
    await expect(
      moderator
        .getByRole('listitem')
        .filter({ hasText: impostor })
        .getByText(`${moderationCopy.heldBecause} ${moderationCopy.heldFor['staff-address']}`),
    ).toBeVisible();
    await expectAccessiblePage(moderator);
  });
}
