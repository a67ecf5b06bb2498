import { expect } from 'vitest';
import { stockImageAddress, type BlogEditable } from '../../shared/blog.ts';
import { seedAccounts } from '../db/seed-accounts.ts';
import { multipart, type MultipartFile } from './multipart.ts';
import type { TestApp } from './test-app.ts';

/** A complete, published post's authoring form (every field as text), with `fields` over it. */
export function postForm(slug: string, fields: Record<string, string> = {}) {
  return {
    title: `Test post ${slug}`,
    slug,
    excerpt: 'A post written by a test.',
    content: '<p>Body</p>',
    category: 'power-automate',
    readTime: '3',
    tags: '[]',
    keywords: '[]',
    authorName: 'Staff Writer',
    authorBio: 'Writes.',
    status: 'published',
    featuredImage: stockImageAddress('crm-sales'),
    ...fields,
  };
}

/**
 * The seeded staff account, signed in, writing posts through the authoring
 * API as the create screen does (every field as text, multipart).
 */
export async function blogAuthor(t: TestApp) {
  const [staff] = await seedAccounts(t.app.auth, t.config.site.emailDomain);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: staff!.email, password: staff!.password },
  });
  const token = (login.json() as { data: { token: string } }).data.token;
  return {
    token,
    /** Creates a post; fails the test unless the server answers 201. */
    async create(fields: Record<string, string>, ...files: MultipartFile[]): Promise<BlogEditable> {
      const form = multipart(fields, ...files);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/enhanced-blog/create',
        headers: { ...form.headers, authorization: `Bearer ${token}` },
        payload: form.payload,
      });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { blog: BlogEditable }).blog;
    },
  };
}
