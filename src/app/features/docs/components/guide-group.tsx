import { ArrowUp } from 'lucide-react';
import type { DocsGroup } from '../content/docs.ts';
import { cn } from '../../../lib/cn.ts';
import { GuideArticle } from './guide-article.tsx';
import { GroupIcon } from './group-icon.tsx';

/**
 * One topic band: its h2 and introduction (beside the guides on wide
 * screens, where it stays in view while reading) and its guides.
 */
export function GuideGroup({
  group,
  allGroups,
  total,
  filtered,
  tone,
  onReveal,
}: {
  group: DocsGroup;
  /** Every topic before filtering, where related guides are looked up. */
  allGroups: readonly DocsGroup[];
  /** Guides in the topic before filtering. */
  total: number;
  filtered: boolean;
  tone: 'white' | 'muted';
  onReveal: (id: string) => void;
}) {
  const { id, title, description, guides } = group;
  const count = filtered
    ? `${guides.length} of ${total} guides`
    : `${total} ${total === 1 ? 'guide' : 'guides'}`;
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn('section', tone === 'muted' ? 'bg-surface' : 'bg-white')}
    >
      <div className="container-page grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-12">
        <header className="lg:sticky lg:top-28 lg:self-start">
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-600 text-white">
            <GroupIcon id={id} aria-hidden="true" className="size-6" />
          </span>
          <p className="eyebrow mt-4">{count}</p>
          <h2 id={`${id}-heading`} className="mt-2 text-2xl sm:text-3xl">
            {title}
          </h2>
          <p className="mt-3 text-lg text-muted">{description}</p>
          <a
            href="#contents"
            className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            <ArrowUp aria-hidden="true" className="size-4" />
            Back to contents
          </a>
        </header>
        <div className="grid min-w-0 gap-6">
          {guides.map((guide) => (
            <GuideArticle key={guide.id} guide={guide} allGroups={allGroups} onReveal={onReveal} />
          ))}
        </div>
      </div>
    </section>
  );
}
