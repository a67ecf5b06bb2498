import { BookOpen } from 'lucide-react';
import { findGuide, type DocsGroup } from '../content/docs.ts';
import { GuideLink } from './guide-text.tsx';

/** The hero's panel of the most-read guides (`ids`, looked up in `groups`). */
export function PopularGuides({
  ids,
  groups,
  onReveal,
}: {
  ids: readonly string[];
  groups: readonly DocsGroup[];
  onReveal: (id: string) => void;
}) {
  const guides = ids.flatMap((id) => findGuide(id, groups) ?? []);
  return (
    <nav
      aria-labelledby="popular-guides-heading"
      className="rounded-(--radius-card) border border-white/20 bg-brand-900/40 p-5 sm:p-6"
    >
      <h2 id="popular-guides-heading" className="text-lg text-white">
        Popular guides
      </h2>
      <ul className="mt-3 grid gap-1">
        {guides.map((guide) => (
          <li key={guide.id}>
            <GuideLink
              id={guide.id}
              onReveal={onReveal}
              className="-mx-2 flex gap-3 rounded-lg p-2 text-white transition-colors hover:bg-white/10 focus-visible:outline-white"
            >
              <BookOpen aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-200" />
              <span>
                <span className="block font-semibold">{guide.title}</span>
                <span className="hidden text-sm text-brand-100 sm:block">{guide.summary}</span>
              </span>
            </GuideLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
