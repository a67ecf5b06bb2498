import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { inAppBlogPath, markExternalLinks } from './body-links.ts';

/**
 * A post's or a case study's HTML body (sanitized by the server when it was
 * stored), styled by blog-prose.css; the newsletter's composer previews with
 * it too. Links to posts navigate inside the app; the others were given a
 * new tab while rendering (body-links.ts).
 */
export function PostBody({ html, origin }: { html: string; origin: string | undefined }) {
  const navigate = useNavigate();
  const marked = useMemo(() => ({ __html: markExternalLinks(html, origin) }), [html, origin]);

  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
    const path = inAppBlogPath(anchor.getAttribute('href') ?? '', window.location.origin);
    if (!path) return;
    event.preventDefault();
    void navigate(path);
  }

  return (
    // The clicks handled here are those of the links inside, which are
    // focusable and keyboard-operable themselves (Enter fires click).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className="blog-prose" onClick={onClick} dangerouslySetInnerHTML={marked} />
  );
}
