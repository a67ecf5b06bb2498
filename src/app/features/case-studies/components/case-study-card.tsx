import { Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { blogImage } from '../../../../shared/blog.ts';
import type { CaseStudySummary } from '../../../../shared/case-studies.ts';
import { caseStudyPath } from '../case-study-query.ts';

/** What the browser picks a width from: the card's rendered width in the grid. */
const SIZES = '(min-width: 1280px) 384px, (min-width: 768px) 50vw, 100vw';

/** A case study in a list: the whole card opens it (one link, on the title). */
export function CaseStudyCard({
  item,
  priority = false,
}: {
  item: CaseStudySummary;
  /** Above the fold: load the image at once and first. */
  priority?: boolean;
}) {
  const image = blogImage(item.featuredImage);
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-(--radius-card) border border-line bg-white shadow-(--shadow-card) transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-lg">
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={SIZES}
        width={image.width}
        height={image.height}
        alt=""
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        {...(priority ? { fetchPriority: 'high' as const } : {})}
        className="aspect-video w-full bg-surface object-cover"
      />
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="inline-flex items-center gap-1.5 font-semibold text-ink">
            <Building2 aria-hidden="true" className="size-4 text-brand-700" />
            {item.clientName}
          </span>
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
            {item.industryName}
          </span>
        </p>
        <h3 className="mt-3 text-lg leading-snug font-semibold">
          <Link
            to={caseStudyPath(item.slug)}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {item.title}
          </Link>
        </h3>
        {item.excerpt ? <p className="mt-2 line-clamp-3 text-muted">{item.excerpt}</p> : null}
        {item.headlineMetric ? (
          <p className="mt-auto pt-5">
            <span className="block text-3xl font-bold text-brand-700">
              {item.headlineMetric.value}
            </span>
            <span className="text-sm text-muted">{item.headlineMetric.label}</span>
          </p>
        ) : null}
      </div>
    </article>
  );
}

export function CaseStudyGrid({
  items,
  leadsPage = false,
}: {
  items: readonly CaseStudySummary[];
  /** The grid opens the page (the list): its first image loads at once and first. */
  leadsPage?: boolean;
}) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {items.map((item, index) => (
        <li key={item.id} className="flex">
          <CaseStudyCard item={item} priority={leadsPage && index === 0} />
        </li>
      ))}
    </ul>
  );
}
