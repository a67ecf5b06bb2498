import { describe, expect, it } from 'vitest';
import { isPublicPagePath } from '../../../shared/public-pages.ts';
import { clip, deviceOf, isCountedView, pagePathOf, viewFactsOf } from './analytics.counting.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';
const SITE = new Set(['www.example.com']);
const request = (url: string, headers: Record<string, string> = {}, status = 200) => ({
  method: 'GET',
  url,
  status,
  headers: { 'user-agent': BROWSER, host: 'www.example.com', ...headers },
});
const counted = (url: string, headers?: Record<string, string>, status?: number) =>
  isCountedView(request(url, headers, status), isPublicPagePath, SITE);

describe('the page a request shows', () => {
  it("reads React Router's data requests as their page", () => {
    expect(pagePathOf('/blog.data?_routes=x')).toEqual({ path: '/blog', data: true });
    expect(pagePathOf('/_.data')).toEqual({ path: '/', data: true });
    expect(pagePathOf('/blog/_.data')).toEqual({ path: '/blog', data: true });
    expect(pagePathOf('/about/?utm_source=x')).toEqual({ path: '/about', data: false });
  });
});

describe('the counting rules', () => {
  it('counts public pages answered 200 or 304, nothing else', () => {
    expect(counted('/')).toBe(true);
    expect(counted('/blog/a-post')).toBe(true);
    expect(counted('/pricing', {}, 304)).toBe(true);
    expect(counted('/pricing', {}, 404)).toBe(false);
    expect(counted('/dashboard')).toBe(false);
    expect(counted('/assets/entry.js')).toBe(false);
    expect(counted('/api/enhanced-blog')).toBe(false);
  });

  it('a navigation between pages counts; the same page read again does not', () => {
    const from = (referer: string) => ({ referer: `https://www.example.com${referer}` });
    expect(counted('/pricing.data', from('/'))).toBe(true);
    expect(counted('/pricing.data?_routes=root', from('/pricing'))).toBe(false);
    expect(counted('/blog.data?page=2', from('/blog'))).toBe(true);
    expect(counted('/blog.data', { referer: 'https://elsewhere.example.org/blog' })).toBe(false);
  });

  it('leaves out bots, Do Not Track, Global Privacy Control and prefetches', () => {
    expect(counted('/', { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0)' })).toBe(false);
    expect(counted('/', { dnt: '1' })).toBe(false);
    expect(counted('/', { 'sec-gpc': '1' })).toBe(false);
    expect(counted('/', { 'sec-purpose': 'prefetch;prerender' })).toBe(false);
    expect(counted('/', { dnt: '0' })).toBe(true);
  });
});

describe('what a view keeps', () => {
  it("takes the site's own referrers as none, and keeps other hosts without www", () => {
    const facts = (referer: string) =>
      viewFactsOf(request('/about', { referer }), SITE).referrerHost;
    expect(facts('https://www.example.com/pricing')).toBeNull();
    expect(facts('https://www.Partner.example.org/x')).toBe('partner.example.org');
    expect(facts('javascript:alert(1)')).toBeNull();
  });

  it('classes devices', () => {
    expect(deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148')).toBe(
      'phone',
    );
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe('phone');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; SM-X910) Safari/537.36')).toBe('tablet');
    expect(deviceOf('Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X)')).toBe('tablet');
    expect(deviceOf(BROWSER)).toBe('desktop');
  });

  it('cuts values to their limit and drops control characters', () => {
    expect(clip('a\u0000b\nc', 10)).toBe('abc');
    expect(clip('   ', 10)).toBeNull();
    expect(clip('x'.repeat(20), 5)).toBe('xxxxx');
  });
});
