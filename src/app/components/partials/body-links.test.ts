import { describe, expect, it } from 'vitest';
import { inAppBlogPath, markExternalLinks, opensInNewTab } from './body-links.ts';

const origin = 'https://example.com';

describe('links in a post body', () => {
  it('keeps links to posts in the app, /blogs/ made /blog/', () => {
    expect(inAppBlogPath('/blog/a-post', origin)).toBe('/blog/a-post');
    expect(inAppBlogPath('/blogs/a-post?x=1#part', origin)).toBe('/blog/a-post?x=1#part');
    expect(inAppBlogPath('https://example.com/blogs/a-post', origin)).toBe('/blog/a-post');
    expect(inAppBlogPath('https://other.example/blog/a-post', origin)).toBeNull();
    expect(inAppBlogPath('/blog', origin)).toBeNull();
    expect(inAppBlogPath('/blogroll/x', origin)).toBeNull();
    expect(inAppBlogPath('/contact', origin)).toBeNull();
  });

  it('opens other web links in a new tab, but not anchors, mail or phone links', () => {
    expect(opensInNewTab('https://learn.microsoft.com/', origin)).toBe(true);
    expect(opensInNewTab('/contact', origin)).toBe(true);
    expect(opensInNewTab('/blog/a-post', origin)).toBe(false);
    expect(opensInNewTab('https://example.com/blog/a-post', origin)).toBe(false);
    expect(opensInNewTab('#section', origin)).toBe(false);
    expect(opensInNewTab('mailto:hello@example.com', origin)).toBe(false);
    expect(opensInNewTab('tel:+100', origin)).toBe(false);
  });

  it('marks the links that leave the blog, replacing any target or rel', () => {
    const html =
      '<p><a href="/blog/next">next</a> <a href="https://learn.microsoft.com/a?b=1&amp;c=2" target="_self" rel="nofollow">docs</a> <a href=\'/contact\'>us</a> <a href="#top">top</a></p>';
    expect(markExternalLinks(html, origin)).toBe(
      '<p><a href="/blog/next">next</a> <a href="https://learn.microsoft.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">docs</a> <a href=\'/contact\' target="_blank" rel="noopener noreferrer">us</a> <a href="#top">top</a></p>',
    );
  });

  it('leaves text that only looks like a link alone', () => {
    const html = '<p>Use &lt;a href="x"&gt; tags</p><abbr title="a">A</abbr>';
    expect(markExternalLinks(html, origin)).toBe(html);
  });
});
