import { CircleCheck, TriangleAlert } from 'lucide-react';
import { BLOG_LIMITS } from '../../../../shared/blog.ts';
import { cn } from '../../../lib/cn.ts';
import { useSite } from '../../../lib/site.ts';
import { featuredAddress, type AuthoredValues, type FeaturedChoice } from '../form-state.ts';
import { AUTHORING_COPY } from '../content/authoring-copy.ts';
import { searchSnippet, seoWarnings } from '../seo-preview.ts';

const COPY = AUTHORING_COPY.seo;

function Counter({ label, length, max }: { label: string; length: number; max: number }) {
  const over = length > max;
  return (
    <p className={cn('flex justify-between gap-2 text-sm', over ? 'text-amber-800' : 'text-muted')}>
      <span>{label}</span>
      <span className={cn('tabular-nums', over && 'font-semibold')}>
        {length} / {max}
        {over ? <span> ({COPY.tooLong})</span> : null}
      </span>
    </p>
  );
}

/**
 * How the page will look to search engines: the result snippet, length
 * counters, warnings that never block publishing, and the JSON-LD
 * (`structuredData` builds it from the site and the stored image address).
 */
export function SeoPanel({
  values,
  choice,
  section,
  structuredData,
  placeholderTitle = AUTHORING_COPY.preview.title,
}: {
  values: AuthoredValues;
  choice: FeaturedChoice;
  /** The list the page lives under (`blog`, `case-studies`). */
  section: string;
  structuredData: (
    site: ReturnType<typeof useSite>,
    imageAddress: string | undefined,
  ) => Record<string, unknown>;
  /** The snippet's title before one is typed. */
  placeholderTitle?: string;
}) {
  const site = useSite();
  const snippet = searchSnippet({ baseUrl: site.baseUrl, section, ...values });
  const image = choice.kind === 'upload' ? undefined : featuredAddress(choice);
  const warnings = seoWarnings({
    metaTitle: values.metaTitle || values.title,
    metaDescription: values.metaDescription || values.excerpt,
    content: values.content,
    hasFeaturedImage: choice.kind !== 'none',
  });
  const jsonLd = structuredData(site, image);
  const problems = [
    warnings.imagesWithoutAlt > 0 ? COPY.imagesWithoutAlt(warnings.imagesWithoutAlt) : '',
    warnings.noFeaturedImage ? COPY.noFeaturedImage : '',
  ].filter(Boolean);

  return (
    <section
      aria-labelledby="seo-panel-heading"
      className="grid grid-cols-[minmax(0,1fr)] gap-4 rounded-(--radius-card) border border-line bg-white p-4 shadow-(--shadow-card)"
    >
      <h2 id="seo-panel-heading" className="text-base font-semibold">
        {COPY.heading}
      </h2>
      <div>
        <h3 className="mb-2 text-sm font-medium text-muted">{COPY.searchPreview}</h3>
        <div className="rounded-lg border border-line p-3" data-testid="search-preview">
          <p className="truncate text-xs text-slate-700">{snippet.breadcrumb}</p>
          <p className="mt-1 text-lg leading-snug break-words text-[#1a0dab]">
            {snippet.title || placeholderTitle}
          </p>
          <p className="mt-1 text-sm break-words text-slate-700">{snippet.description}</p>
        </div>
      </div>
      <div className="grid gap-1">
        <Counter
          label={COPY.metaTitleCount}
          length={warnings.metaTitleLength}
          max={BLOG_LIMITS.metaTitleAdvice}
        />
        <Counter
          label={COPY.metaDescriptionCount}
          length={warnings.metaDescriptionLength}
          max={BLOG_LIMITS.metaDescriptionAdvice}
        />
      </div>
      {problems.length > 0 ? (
        <ul className="grid gap-2 text-sm text-amber-900">
          {problems.map((problem) => (
            <li key={problem} className="flex gap-2">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
              {problem}
            </li>
          ))}
        </ul>
      ) : (
        <p className="flex gap-2 text-sm text-success-700">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {COPY.allGood}
        </p>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">{COPY.jsonLd}</summary>
        {/* A scrollable block keyboard users can reach and scroll. */}
        <pre
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="mt-2 max-h-80 overflow-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100"
        >
          {JSON.stringify(jsonLd, null, 2)}
        </pre>
      </details>
    </section>
  );
}
