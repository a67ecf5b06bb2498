import { describe, expect, it } from 'vitest';
import {
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
