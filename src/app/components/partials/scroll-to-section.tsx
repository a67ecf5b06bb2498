import type { MouseEvent, ReactNode } from 'react';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '../ui/button.tsx';

/**
 * Scrolls to a section (smoothly unless the visitor prefers reduced motion)
 * and moves focus to its heading, so keyboard and screen-reader users land
 * where sighted users are taken.
 */
export function scrollToSection(id: string): void {
  const section = document.getElementById(id);
  if (!section) return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  section.scrollIntoView({ behavior: reduce ? 'instant' : 'smooth', block: 'start' });
  const heading =
    document.getElementById(`${id}-heading`) ?? section.querySelector<HTMLElement>('h2') ?? section;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/**
 * A button-styled in-page link: without JavaScript it is a plain jump to the
 * anchor; once hydrated it scrolls smoothly and focuses the section heading.
 */
export function ScrollToSectionLink({
  targetId,
  children,
  variant = 'inverse',
  size = 'lg',
  className,
}: {
  targetId: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Replaces the button styling (e.g. an outlined button on a dark band). */
  className?: string;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
    event.preventDefault();
    scrollToSection(targetId);
  };
  return (
    <a
      href={`#${targetId}`}
      onClick={onClick}
      className={className ?? buttonClasses(variant, size)}
    >
      {children}
    </a>
  );
}
