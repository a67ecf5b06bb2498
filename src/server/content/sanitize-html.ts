import sanitizeHtml from 'sanitize-html';
import { blogImage, isBlogImage } from '../../shared/blog.ts';

/**
 * What authored HTML (a post's or a case study's body) may hold, and nothing else: headings (h1 becomes h2, the
 * page has its own h1), paragraphs, lists, links, emphasis, code, quotes,
 * tables, and images from our own uploads or stock set. No script, style or
 * iframe, no event handler attributes, no `javascript:` or `data:` URLs.
 * External links get `rel="noopener noreferrer"` and open in a new tab;
 * images get their widths as `srcset`, their size and lazy loading.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'code',
    'pre',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'img',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    code: ['class'],
    ol: ['start'],
  },
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Text inside dropped script/style/textarea elements goes with them.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const href = attribs['href'] ?? '';
      const external = /^https?:\/\//i.test(href);
      const { target: _target, rel: _rel, ...rest } = attribs;
      return {
        tagName,
        attribs: external ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest,
      };
    },
    img: (tagName, attribs) => {
      const src = attribs['src'] ?? '';
      if (!isBlogImage(src)) return { tagName, attribs: {} };
      const image = blogImage(src);
      return {
        tagName,
        attribs: {
          src: image.src,
          srcset: image.srcSet,
          sizes: '(min-width: 768px) 720px, 100vw',
          width: String(image.width),
          height: String(image.height),
          alt: attribs['alt'] ?? '',
          loading: 'lazy',
          decoding: 'async',
          ...(attribs['title'] ? { title: attribs['title'] } : {}),
        },
      };
    },
  },
  // An image that is not ours is dropped whole (its transform left it without a source).
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs['src'],
};

export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
