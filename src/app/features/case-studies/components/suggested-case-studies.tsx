import type { CaseStudySummary } from '../../../../shared/case-studies.ts';
import { CaseStudyGrid } from './case-study-card.tsx';

/**
 * A titled grid of case studies: the related ones below a case study, or the
 * ones a missing case study offers instead. The cards' titles are h3s, so the
 * section's h2 keeps the page's outline from skipping a level.
 */
export function SuggestedCaseStudies({
  id,
  title,
  items,
  className,
}: {
  id: string;
  title: string;
  items: readonly CaseStudySummary[];
  className?: string;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl sm:text-3xl">
        {title}
      </h2>
      <div className="mt-6">
        <CaseStudyGrid items={items} />
      </div>
    </section>
  );
}
