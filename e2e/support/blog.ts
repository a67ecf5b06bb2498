import { expect, type APIRequestContext } from '@playwright/test';
import { slugify } from '../../src/shared/blog-authoring.ts';
import { stockImageAddress } from '../../src/shared/blog.ts';
import { bearer, type E2eAccount } from './accounts.ts';

/** A post made through the authoring API, for the screens that start from one. */
export async function createByApi(
  request: APIRequestContext,
  staff: E2eAccount,
  title: string,
  status: 'draft' | 'published' = 'published',
) {
  const response = await request.post('/api/enhanced-blog/create', {
    headers: bearer(staff),
    multipart: {
      title,
      slug: slugify(title),
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
      status,
      featuredImage: stockImageAddress('crm-sales'),
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { blog: { id: string; slug: string } }).blog;
}
