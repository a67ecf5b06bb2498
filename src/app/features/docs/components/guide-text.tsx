import { Fragment, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { textParts } from '../content/docs.ts';

const linkClasses =
  'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 [overflow-wrap:anywhere]';

/** Guide text with its [label](href) links: site pages through the router, others as plain links. */
export function GuideText({ text }: { text: string }) {
  return textParts(text).map((part, index) => {
    if (typeof part === 'string') return <Fragment key={index}>{part}</Fragment>;
    return part.href.startsWith('/') ? (
      <Link key={index} to={part.href} className={linkClasses}>
        {part.label}
      </Link>
    ) : (
      <a key={index} href={part.href} className={linkClasses}>
        {part.label}
      </a>
    );
  });
}

/**
 * An in-page link to a guide. Without JavaScript it is a plain jump; once
 * hydrated it first clears a filter that hides the guide.
 */
export function GuideLink({
  id,
  onReveal,
  className,
  children,
}: {
  id: string;
  onReveal: (id: string) => void;
  className?: string;
  children: ReactNode;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    onReveal(id);
  };
  return (
    <a href={`#${id}`} onClick={onClick} className={className}>
      {children}
    </a>
  );
}
