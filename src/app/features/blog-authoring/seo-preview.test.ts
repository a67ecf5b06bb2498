import { describe, expect, it } from 'vitest';
import {
  blogPostingJsonLd,
  imagesWithoutAlt,
  previewText,
  searchSnippet,
  seoWarnings,
  truncateForSearch,
} from './seo-preview.ts';

describe('truncateForSearch', () => {
  it('keeps text that fits and cuts longer text at a word with an ellipsis', () => {
    expect(truncateForSearch('  Short   title ', 60)).toBe('Short title');
    const long = 'Dynamics 365 implementation guide for small and medium organisations in 2030';
    const cut = truncateForSearch(long, 60);
    expect(cut.length).toBeLessThanOrEqual(60);
    expect(cut).toBe('Dynamics 365 implementation guide for small and medium…');
  });

  it('cuts inside a word only when no boundary keeps most of the text', () => {
    const cut = truncateForSearch('a'.repeat(100), 60);
    expect(cut).toBe(`${'a'.repeat(59)}…`);
  });
});

describe('the search-result preview', () => {
  it('prefers the meta fields, falls back to title and excerpt, and shows the address', () => {
    const snippet = searchSnippet({
      baseUrl: 'https://www.example.com',
      title: 'Title',
      metaTitle: '',
      metaDescription: '',
      excerpt: 'd'.repeat(200),
      slug: 'my-post',
    });
    expect(snippet.title).toBe('Title');
    expect(snippet.description).toHaveLength(160);
    expect(snippet.description.endsWith('…')).toBe(true);
    expect(snippet.breadcrumb).toBe('www.example.com › blog › my-post');
    expect(snippet.url).toBe('https://www.example.com/blog/my-post');
  });
});

describe('the warnings', () => {
  it('counts body images without alt text, whatever the quoting', () => {
    const html =
      '<p><img src="/a.webp" alt="A chart"><img src="/b.webp"><img alt="" src="/c.webp">' +
      "<img src='/d.webp' alt='  '><img src=/e.webp alt=Logo></p>";
    expect(imagesWithoutAlt(html)).toBe(3);
    expect(imagesWithoutAlt('<p>No images</p>')).toBe(0);
  });

  it('flags meta fields past what search engines show and a missing featured image', () => {
    const warnings = seoWarnings({
      metaTitle: 't'.repeat(61),
      metaDescription: 'd'.repeat(160),
      content: '<img src="/x.webp">',
      hasFeaturedImage: false,
    });
    expect(warnings).toEqual({
      metaTitleLength: 61,
      metaDescriptionLength: 160,
      metaTitleTooLong: true,
      metaDescriptionTooLong: false,
      imagesWithoutAlt: 1,
      noFeaturedImage: true,
    });
  });
});

describe('the live preview text', () => {
  it('shows the first 200 characters of the content text followed by an ellipsis', () => {
    const text = previewText(`<h2>Heading</h2><p>${'x'.repeat(300)}</p>`);
    expect(text).toBe(`Heading ${'x'.repeat(192)}...`);
    expect(previewText('<p></p>')).toBe('');
  });
});

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
