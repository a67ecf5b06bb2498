import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_NOTICE,
  COMMENT_NOTICE,
  CONTACT_NOTICE,
  NEWSLETTER_NOTICE,
  PRIVACY_POLICY_LINK_TEXT,
  PRIVACY_POLICY_PATH,
  REPLY_NOTIFICATIONS_NOTICE,
  type ConsentNotice,
} from '../shared/consent-notices.ts';
import { commentFixtures } from './modules/comments/comments.fixtures.ts';
import { attribute, element, elements, textOf } from './test/html.ts';
import { usePagesApp } from './test/pages-app.ts';

/**
 * The notice under the submit button of every form that collects personal
 * data, as the server renders it (a visitor without JavaScript sees it too):
 * the notice's text from shared/consent-notices.ts, then a link to the
 * privacy policy, inside the form and after its submit button. The forms
 * that only open in the browser (the meeting and message dialogs, the chat,
 * the catalogue) are checked in their browser tests.
 */
const site = usePagesApp();
let f: Awaited<ReturnType<typeof commentFixtures>>;
beforeAll(async () => {
  f = await commentFixtures(site.testApp);
});

/** The forms of a page that show this notice: each must show it once, after its submit button. */
function expectNotice(html: string, notice: ConsentNotice, forms = 1) {
  const marker = `data-consent="${notice.purpose}"`;
  const showing = elements(html, 'form').filter((form) => form.includes(marker));
  expect(showing, `forms with the ${notice.purpose} notice`).toHaveLength(forms);
  for (const form of showing) {
    const paragraph = element(form, marker);
    expect(form.split(marker)).toHaveLength(2);
    expect(paragraph.startsWith('<p ')).toBe(true);
    expect(textOf(paragraph)).toBe(`${notice.text} ${PRIVACY_POLICY_LINK_TEXT}`);
    const link = /<a\b[^>]*>/.exec(paragraph)?.[0];
    expect(attribute(link, 'href')).toBe(PRIVACY_POLICY_PATH);
    expect(attribute(link, 'class')).toMatch(/\bunderline\b/);
    const lastSubmit = form.lastIndexOf('type="submit"');
    expect(lastSubmit).toBeGreaterThan(-1);
    expect(form.indexOf(marker)).toBeGreaterThan(lastSubmit);
  }
}

describe('the consent notice under each form', () => {
  it('/contact: the contact notice replaces the old privacy line', async () => {
    const html = await site.html('/contact');
    expectNotice(html, CONTACT_NOTICE);
    expect(html).not.toContain('We respect your privacy');
  });

  it('/register: the account notice under the button, on every step', async () => {
    expectNotice(await site.html('/register'), ACCOUNT_NOTICE);
  });

  it('the newsletter sign-ups: the home page’s card, the blog and the sign-up page', async () => {
    expectNotice(await site.html('/'), NEWSLETTER_NOTICE);
    expectNotice(await site.html('/blog'), NEWSLETTER_NOTICE);
    expectNotice(await site.html('/newsletter/subscribe'), NEWSLETTER_NOTICE);
  });

  it('a post: the newsletter sign-up, and the comment form with the reply-notifications hint', async () => {
    const { slug } = await f.post();
    expectNotice(await site.html(`/blog/${slug}`), NEWSLETTER_NOTICE);

    const html = await site.html(`/blog/${slug}?comment=new`);
    expectNotice(html, NEWSLETTER_NOTICE);
    expectNotice(html, COMMENT_NOTICE);
    expect(html).not.toContain('only to publish and moderate your comment');
    // The box that asks for reply notifications says what they use, through its description.
    const form = element(html, 'id="comment-form"');
    const box = /<input\b[^>]*name="notifyReplies"[^>]*>/.exec(form)?.[0];
    const hint = element(form, `id="${attribute(box, 'aria-describedby')}"`);
    expect(attribute(hint, 'data-consent')).toBe(REPLY_NOTIFICATIONS_NOTICE.purpose);
    expect(textOf(hint)).toContain(REPLY_NOTIFICATIONS_NOTICE.text);
  });

  it('no notice on forms that collect nothing new (sign-in, password reset, search)', async () => {
    for (const path of ['/login', '/forgot-password', '/docs']) {
      expect(await site.html(path), path).not.toContain('data-consent=');
    }
  });
});
