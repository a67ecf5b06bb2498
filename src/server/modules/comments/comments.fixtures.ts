import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { CommentView } from '../../../shared/comments.ts';
import { blogAuthor, postForm } from '../../test/blog-author.ts';
import type { TestApp } from '../../test/test-app.ts';

/** Steps the comment tests share: a staff author, posts to comment on, and the calls. */
export async function commentFixtures(t: TestApp) {
  const author = await blogAuthor(t);
  const staff = { authorization: `Bearer ${author.token}` };

  /** A new published post (or another status); answers its id and slug. */
  async function post(fields: Record<string, string> = {}) {
    const slug = `comment-test-${randomUUID().slice(0, 8)}`;
    await author.create(postForm(slug, { title: `Comments test ${slug}`, ...fields }));
    const edit = await t.app.inject({ url: `/api/enhanced-blog/edit/${slug}`, headers: staff });
    return { id: (edit.json() as { blog: { id: string } }).blog.id, slug };
  }

  const valid = (fields: Record<string, unknown> = {}) => ({
    content: 'Great overview, thanks for sharing.',
    authorName: 'Priya Shah',
    authorEmail: `reader-${randomUUID().slice(0, 8)}@example.org`,
    ...fields,
  });

  const send = (
    contentId: string,
    payload: unknown,
    options: { headers?: Record<string, string>; contentType?: string; ip?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/comments/${options.contentType ?? 'blog'}/${contentId}`,
      payload: payload as Record<string, unknown>,
      ...(options.headers ? { headers: options.headers } : {}),
      ...(options.ip ? { remoteAddress: options.ip } : {}),
    });

  /** Posts a comment that must be stored; answers its id and status. */
  async function comment(
    contentId: string,
    fields: Record<string, unknown> = {},
    headers?: Record<string, string>,
  ) {
    const response = await send(contentId, valid(fields), headers ? { headers } : {});
    expect(response.statusCode, response.body).toBe(201);
    const data = response.json().data as {
      comment: CommentView;
      status: string;
      published: boolean;
    };
    return {
      id: data.comment.id,
      status: data.status,
      published: data.published,
      body: response.json(),
    };
  }

  const list = (contentId: string, query = '', headers?: Record<string, string>) =>
    t.app.inject({
      url: `/api/comments/blog/${contentId}${query}`,
      ...(headers ? { headers } : {}),
    });

  async function approve(id: string) {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/comments/${id}/status`,
      headers: staff,
      payload: { status: 'approved' },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  /** A comment that is published: posted, then approved by staff when it was held. */
  async function published(contentId: string, fields: Record<string, unknown> = {}) {
    const made = await comment(contentId, fields);
    if (!made.published) await approve(made.id);
    return made.id;
  }

  return { author, staff, post, valid, send, comment, list, approve, published };
}
