import { ArrowRight, RotateCw } from 'lucide-react';
import { data, Link } from 'react-router';
import type { Route } from './+types/case-study-list.ts';
import { BLOG_LIMITS } from '../../../../shared/blog.ts';
import { CASE_STUDY_INDUSTRIES, industryName } from '../../../../shared/case-studies.ts';
import { CtaBand } from '../../../components/sections/cta-band.tsx';
import { PageHero } from '../../../components/sections/page-hero.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { FilterChips, ListPager, ListSearchForm } from '../../../components/ui/list-navigation.tsx';
import { siteContext } from '../../../lib/request-context.ts';
import { plural } from '../../blog/public.ts';
import { loadCaseStudyList } from '../case-study-data.ts';
import {
  caseStudiesHref,
  isNarrowed,
  readCaseStudyFilters,
  type CaseStudyFilters,
} from '../case-study-query.ts';
import { caseStudyListMeta } from '../case-study-seo.ts';
import { CaseStudyGrid } from '../components/case-study-card.tsx';
import { caseStudyListCopy } from '../content/list-copy.ts';
import { caseStudyPageCopy } from '../content/page-copy.ts';

const copy = caseStudyListCopy;

export async function loader({ url, context }: Route.LoaderArgs) {
  const page = await loadCaseStudyList(context, readCaseStudyFilters(url.searchParams));
  // The head (JSON-LD included) is built here, so its code never ships to the browser.
  const head = caseStudyListMeta(
    context.get(siteContext),
    page.filters,
    page.ok ? page.caseStudies : [],
  );
  // A failure is the page's own screen (with Try Again); 503 keeps it out of caches.
  return page.ok ? { ...page, head } : data({ ...page, head }, { status: 503 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.head ?? [];
}

export default function CaseStudyList({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} description={copy.description} />
      <div className="container-page py-10 sm:py-12">
        {loaderData.ok ? (
          <ListBody {...loaderData} />
        ) : (
          <div className="mx-auto max-w-xl py-8 text-center">
            <Alert tone="error" className="justify-center text-base">
              {loaderData.message}
            </Alert>
            <Button className="mt-6" onClick={() => window.location.reload()}>
              <RotateCw aria-hidden="true" className="size-4" />
              {copy.tryAgain}
            </Button>
          </div>
        )}
      </div>
      <CtaBand
        title={caseStudyPageCopy.ctaTitle}
        description={caseStudyPageCopy.ctaText}
        actions={
          <ButtonLink to="/contact" size="lg" variant="inverse">
            {caseStudyPageCopy.ctaButton}
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
        }
      />
    </>
  );
}

type ListData = Extract<Route.ComponentProps['loaderData'], { ok: true }>;

function industryChips(filters: CaseStudyFilters, counts: Record<string, number>) {
  const all = { id: 'all', name: copy.allIndustries } as const;
  return [all, ...CASE_STUDY_INDUSTRIES].map((chip) => {
    const industry = chip.id === all.id ? undefined : chip.id;
    return {
      id: chip.id,
      name: chip.name,
      href: caseStudiesHref({ ...filters, industry, page: 1 }),
      current: filters.industry === industry,
      count: counts[chip.id] ?? 0,
    };
  });
}

function ListBody({ filters, caseStudies, total, pages, counts }: ListData) {
  const narrowed = isNarrowed(filters);
  const heading = filters.search
    ? `Results for “${filters.search}”`
    : filters.industry
      ? `${industryName(filters.industry)} case studies`
      : copy.resultsTitle;
  return (
    <>
      <div className="space-y-5">
        <ListSearchForm
          action="/case-studies"
          value={filters.search}
          hrefFor={(search) => caseStudiesHref({ ...filters, search, page: 1 })}
          kept={{ industry: filters.industry }}
          copy={{
            label: copy.searchLabel,
            placeholder: copy.searchPlaceholder,
            button: copy.searchButton,
          }}
          maxLength={BLOG_LIMITS.search}
        />
        <FilterChips label={copy.industriesLabel} chips={industryChips(filters, counts)} />
      </div>
      <section aria-labelledby="case-study-results" className="mt-12">
        <h2 id="case-study-results" className="text-2xl sm:text-3xl">
          {heading}
        </h2>
        <p className="mt-1 text-muted" aria-live="polite">
          {plural(total, 'case study', 'case studies')}
        </p>
        {narrowed ? (
          <p className="mt-3">
            <Link
              to="/case-studies"
              preventScrollReset
              className="text-sm font-semibold text-brand-700 underline underline-offset-4"
            >
              {copy.clearFilters}
            </Link>
          </p>
        ) : null}
        <div className="mt-6">
          {caseStudies.length > 0 ? (
            <CaseStudyGrid items={caseStudies} leadsPage />
          ) : (
            <div className="rounded-(--radius-card) border border-dashed border-line p-10 text-center">
              <p className="text-lg font-semibold">
                {total > 0 ? copy.pastLastPage : narrowed ? copy.noResults : copy.none}
              </p>
              {total === 0 && narrowed ? (
                <p className="mt-2 text-muted">{copy.noResultsHint}</p>
              ) : null}
            </div>
          )}
        </div>
        <ListPager
          current={filters.page}
          pages={pages}
          hrefFor={(page) => caseStudiesHref({ ...filters, page })}
          copy={{ label: copy.paginationLabel, previous: copy.previousPage, next: copy.nextPage }}
        />
      </section>
    </>
  );
}
