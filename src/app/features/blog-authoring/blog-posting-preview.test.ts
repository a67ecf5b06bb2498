import { describe, expect, it } from 'vitest';
import { blogPostingJsonLd } from './blog-posting-preview.ts';

describe('the BlogPosting JSON-LD', () => {
  const input = {
    site: { baseUrl: 'https://www.example.com', companyName: 'Example Consulting' },
    title: 'Title',
    metaDescription: '',
    excerpt: 'Excerpt',
    slug: 'my-post',
    category: 'power-pages',
    keywords: ['portals'],
    tags: ['Pages'],
    authorName: 'Ada Lovelace',
    authorBio: '',
    readTime: '4',
    content: '<p>one two three</p>',
    imageAddress: '/images/blog/stock/crm-sales-960.webp',
    publishedAt: '2030-01-01T00:00:00.000Z',
    modifiedAt: undefined,
  };

  it('describes the post with absolute addresses, as its page will carry it', () => {
    const data = blogPostingJsonLd(input);
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Title',
      description: 'Excerpt',
      url: 'https://www.example.com/blog/my-post',
      image: ['https://www.example.com/images/blog/stock/crm-sales-960.webp'],
      author: { '@type': 'Person', name: 'Ada Lovelace' },
      publisher: { '@id': 'https://www.example.com/#organization', name: 'Example Consulting' },
      articleSection: 'Power Pages',
      keywords: 'portals',
      wordCount: 3,
      timeRequired: 'PT4M',
      datePublished: '2030-01-01T00:00:00.000Z',
    });
    expect(data).not.toHaveProperty('dateModified');
  });

  it('falls back to the tags for keywords and leaves out an image not stored yet', () => {
    const data = blogPostingJsonLd({ ...input, keywords: [], imageAddress: undefined });
    expect(data['keywords']).toBe('Pages');
    expect(data).not.toHaveProperty('image');
  });
});
