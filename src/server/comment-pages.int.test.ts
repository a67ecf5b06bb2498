import { beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_MESSAGES } from '../shared/comment-messages.ts';
import { commentFixtures } from './modules/comments/comments.fixtures.ts';
import { element, jsonLd, textOf } from './test/html.ts';
import { usePagesApp } from './test/pages-app.ts';

/**
 * A post's comments in its first HTML (search engines and visitors without
 * JavaScript read them there), the form a link opens rendered by the server,
 * and a comment posted to the page's action as a plain form.
 */
const site = usePagesApp();
let f: Awaited<ReturnType<typeof commentFixtures>>;
beforeAll(async () => {
  f = await commentFixtures(site.testApp);
});

describe('comments in the post’s first HTML', () => {
  it('holds the approved comments as escaped text, their count in the JSON-LD, and no address', async () => {
    const { id, slug } = await f.post();
    const email = 'hidden-address@example.org';
    const root = await f.published(id, {
      content: '<script>alert(1)</script> <b>bold</b> https://example.org',
      authorName: 'Rosa <i>Reader</i>',
      authorEmail: email,
    });
    await f.published(id, { parentId: root, content: 'A nested reply' });
    await f.comment(id, { content: 'Still waiting for staff' });

    const { html, status } = await site.get(`/blog/${slug}`);
    expect(status).toBe(200);
    const section = element(html, 'id="comments"');
    expect(textOf(section)).toContain('<script>alert(1)</script> <b>bold</b> https://example.org');
    expect(section).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(section).not.toContain('<b>bold</b>');
    expect(section).not.toContain('href="https://example.org"');
    expect(textOf(section)).toContain('A nested reply');
    expect(textOf(section)).not.toContain('Still waiting for staff');
    expect(html).not.toContain(email);
    expect(section).toContain('Comments');
    expect(textOf(section)).toContain('2 comments');
    // The section is inline, not streamed after the shell for a script to reveal.
    expect(html).not.toContain('id="S:0"');
    const posting = jsonLd(html).find((item) => item['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({ commentCount: 2 });
  });

  it('renders the form a link opens (?comment=new) and takes a plain form post', async () => {
    const { slug } = await f.post();
    const { html } = await site.get(`/blog/${slug}?comment=new`);
    const form = element(html, 'id="comment-form"');
    expect(form).toContain('method="post"');
    expect(form).toContain('name="content"');
    expect(form).toContain('name="authorEmail"');

    const body = new URLSearchParams({
      intent: 'comment',
      content: 'Sent as a plain form',
      authorName: 'Plain Poster',
      authorEmail: 'plain-poster@example.org',
      website: '',
    });
    const posted = await site.testApp.app.inject({
      method: 'POST',
      url: `/blog/${slug}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body.toString(),
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.body).toContain(COMMENT_MESSAGES.held);
    const refused = await site.testApp.app.inject({
      method: 'POST',
      url: `/blog/${slug}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ intent: 'comment', content: '' }).toString(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(COMMENT_MESSAGES.contentRequired);
    expect(refused.body).toContain('id="comment-form"');
  });

  it('counts a like posted before JavaScript through the page’s one like form', async () => {
    const { id, slug } = await f.post();
    const first = await f.published(id, { content: 'Worth a like' });
    await f.published(id, { content: 'Another one' });
    const { html } = await site.get(`/blog/${slug}`);
    // One form for every like button on the page; each button names its comment.
    expect(html.match(/<form[^>]*id="comment-likes"/g)).toHaveLength(1);
    expect(html.match(/form="comment-likes"/g)).toHaveLength(2);
    const button = new RegExp(`<button[^>]*form="comment-likes" value="${first}"[^>]*>`).exec(html);
    expect(button?.[0]).toContain('name="commentId"');
    expect(element(html, 'id="comment-likes"')).toContain('name="intent" value="like"');

    const posted = await site.testApp.app.inject({
      method: 'POST',
      url: `/blog/${slug}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ intent: 'like', commentId: first }).toString(),
    });
    expect(posted.statusCode).toBe(200);
    const listed = await f.list(id);
    const liked = listed.json().data.comments.find((c: { id: string }) => c.id === first);
    expect(liked.likeCount).toBe(1);
  });
});
