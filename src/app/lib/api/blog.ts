import type {
  BlogEditable,
  BlogListAnswer,
  BlogListQuery,
  BlogPost,
  BlogStatus,
  BlogSummary,
} from '../../../shared/blog.ts';
import { browserSend, listSearch, type ApiResult, type Send } from './request.ts';

/**
 * The blog's calls (base /api/enhanced-blog). Its answers carry their data at
 * the top level (`blogs`, `blog`), so each call lifts it into `data`.
 */
const BASE = '/api/enhanced-blog';

/** An answer whose data sits at the top level, with it lifted into `data`. */
export function lift<T>(
  result: ApiResult<unknown>,
  pick: (body: Record<string, unknown>) => unknown,
) {
  const body = (result.body ?? {}) as Record<string, unknown>;
  return { ...result, data: result.ok ? (pick(body) as T) : undefined } as ApiResult<T>;
}

export const blogListSearch = (query: BlogListQuery) => listSearch(query);

/** Published posts, newest first unless sorted otherwise. */
export const listBlogs = async (query: BlogListQuery, send: Send = browserSend) =>
  lift<Omit<BlogListAnswer, 'success'>>(
    await send('GET', `${BASE}${listSearch(query)}`),
    (body) => ({ blogs: body['blogs'], pagination: body['pagination'], counts: body['counts'] }),
  );

/**
 * One published post with its HTML body (counts a view, once a day per
 * visitor) and the posts its page offers next (same category first, then
 * shared tags).
 */
export const getBlog = async (slug: string, send: Send = browserSend) =>
  lift<BlogPost & { related: BlogSummary[] }>(
    await send('GET', `${BASE}/${encodeURIComponent(slug)}`),
    (body) =>
      body['blog'] && {
        ...(body['blog'] as BlogPost),
        related: Array.isArray(body['related']) ? (body['related'] as BlogSummary[]) : [],
      },
  );

/** Toggles this visitor's like; answers whether it is now liked and the new count. */
export const toggleBlogLike = async (id: string, visitorId: string, send: Send = browserSend) =>
  lift<{ liked: boolean; likes: number }>(
    await send('POST', `${BASE}/${encodeURIComponent(id)}/like`, { visitorId }),
    (body) => ({ liked: body['liked'], likes: body['likes'] }),
  );

/** Staff: the fields the edit screen reads. */
export const getBlogForEdit = async (slug: string, send: Send = browserSend) =>
  lift<BlogEditable>(
    await send('GET', `${BASE}/edit/${encodeURIComponent(slug)}`, undefined),
    (body) => body['blog'],
  );

/** Staff: a new post from the authoring form (multipart: every field as text, `image` a file). */
export const createBlog = async (form: FormData, send: Send = browserSend) =>
  lift<BlogEditable>(await send('POST', `${BASE}/create`, form), (body) => body['blog']);

/** Staff: saves the edit form (an `image` file only when a new one was chosen). */
export const updateBlog = async (id: string, form: FormData, send: Send = browserSend) =>
  lift<BlogEditable>(
    await send('PUT', `${BASE}/${encodeURIComponent(id)}`, form),
    (body) => body['blog'],
  );

/** Staff: deletes a post for good. */
export const deleteBlog = (id: string, send: Send = browserSend) =>
  send<never>('DELETE', `${BASE}/${encodeURIComponent(id)}`, undefined);

/** Staff: the caller's own posts, drafts and scheduled ones included. */
export const listMyBlogs = async (send: Send = browserSend) =>
  lift<BlogSummary[]>(await send('GET', `${BASE}/user/blogs`, undefined), (body) => body['blogs']);

/** Staff: opens or closes a post's comments (existing comments stay visible). */
export const setBlogComments = async (
  id: string,
  commentsOpen: boolean,
  send: Send = browserSend,
) =>
  lift<BlogSummary>(
    await send('PATCH', `${BASE}/${encodeURIComponent(id)}/comments`, { commentsOpen }),
    (body) => body['blog'],
  );

/** Staff: publish a draft, return a post to draft, or schedule it. */
export const setBlogStatus = async (
  id: string,
  change: { status: BlogStatus; publishedAt?: string },
  send: Send = browserSend,
) =>
  lift<BlogSummary>(
    await send('PATCH', `${BASE}/${encodeURIComponent(id)}/status`, change),
    (body) => body['blog'],
  );

/** Staff: an image for the body of a post, through the same pipeline as featured images. */
export const uploadBlogImage = async (form: FormData, send: Send = browserSend) =>
  lift<{ url: string; srcSet: string; width: number; height: number }>(
    await send('POST', `${BASE}/images`, form),
    (body) => body['image'],
  );
