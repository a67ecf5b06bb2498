import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cachedPageOf, deserializePage, serializePage, withoutNonce } from './cached-page.ts';
import { chooseEncoding, isCachedPath, matchesEtag } from './page-cache.ts';

const sha = (text: string) => createHash('sha256').update(text).digest('base64');

describe('withoutNonce', () => {
  it('takes the response nonce out and hashes each inline script, not JSON-LD or external ones', () => {
    const nonce = 'AbC+/dEf==';
    const html =
      `<script nonce="${nonce}">one()</script><script nonce="${nonce}" type="module">import "/a.js";</script>` +
      `<script type="application/ld+json">{"a":1}</script><script src="/b.js" nonce="${nonce}"></script>` +
      `<p>nonce="${nonce}" in text stays</p>`;
    const page = withoutNonce(html, nonce);
    expect(page.html).not.toContain(` nonce="${nonce}"`);
    expect(page.html).toContain(`<p>nonce="${nonce}" in text stays</p>`);
    expect(page.hashes).toEqual([sha('one()'), sha('import "/a.js";')]);
  });
});

describe('a cached page', () => {
  it('survives the trip through Redis bytes unchanged', async () => {
    const page = await cachedPageOf('<html><script nonce="n1">x()</script></html>', 'n1', {
      'content-type': 'text/html; charset=utf-8',
    });
    expect(page.scriptHashes).toEqual([sha('x()')]);
    const back = deserializePage(serializePage(page));
    expect(back).toEqual(page);
    expect(deserializePage(Buffer.from('not a page'))).toBeUndefined();
    expect(deserializePage(serializePage(page).subarray(0, 20))).toBeUndefined();
  });
});

describe('chooseEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['*', 'br'],
    ['deflate', undefined],
  ])('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('matchesEtag', () => {
  it('compares weakly and knows lists and *', () => {
    expect(matchesEtag('"a"', '"a"')).toBe(true);
    expect(matchesEtag('W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('"b", "a"', '"a"')).toBe(true);
    expect(matchesEtag('*', '"a"')).toBe(true);
    expect(matchesEtag('"b"', '"a"')).toBe(false);
    expect(matchesEtag(undefined, '"a"')).toBe(false);
  });
});

describe('isCachedPath', () => {
  it('holds the public pages, the blog and the case studies, and nothing personal', () => {
    for (const path of [
      '/',
      '/pricing',
      '/dynamics-365',
      '/blog',
      '/blog/a-post',
      '/case-studies/x',
    ]) {
      expect(isCachedPath(path), path).toBe(true);
    }
    for (const path of [
      '/login',
      '/dashboard',
      '/profile',
      '/service-catalog',
      '/blog/a/b',
      '/unsubscribe',
    ]) {
      expect(isCachedPath(path), path).toBe(false);
    }
  });
});

describe('the policies of rendered and cached pages', () => {
  it('differ only in how inline scripts are allowed, and both take the bucket’s image origin', async () => {
    const { contentSecurityPolicy, hashedContentSecurityPolicy } =
      await import('./security-headers.ts');
    const options = { dev: false, imageOrigins: ['https://cdn.example.net'] };
    const rendered = contentSecurityPolicy(options)('n0nce');
    const cached = hashedContentSecurityPolicy(options)(['abc=']);
    expect(rendered).toContain("script-src 'self' 'nonce-n0nce';");
    expect(cached).toContain("script-src 'self' 'sha256-abc=';");
    expect(cached.replace(/script-src[^;]*/, '')).toBe(rendered.replace(/script-src[^;]*/, ''));
    expect(cached).toMatch(/img-src [^;]*https:\/\/cdn\.example\.net/);
  });
});
