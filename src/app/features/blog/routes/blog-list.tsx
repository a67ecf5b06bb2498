import { ArrowRight, Database, RotateCw } from 'lucide-react';
import { Suspense } from 'react';
import { data, Link } from 'react-router';
import type { Route } from './+types/blog-list.ts';
import { categoryName, type BlogSummary } from '../../../../shared/blog.ts';
import { CtaBand } from '../../../components/sections/cta-band.tsx';
import { PageHero } from '../../../components/sections/page-hero.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { lazyHydrated } from '../../../lib/hydration/lazy-hydrated.ts';
import { siteContext } from '../../../lib/request-context.ts';
import { loadListPage } from '../blog-data.ts';
import { plural } from '../blog-format.ts';
import { isFiltered, listHref, readListFilters, type BlogListFilters } from '../blog-query.ts';
import { listMeta } from '../blog-seo.ts';
import { BlogCard, BlogGrid } from '../components/blog-card.tsx';
import { CategoryChips, SearchForm, SortForm } from '../components/blog-filters.tsx';
import { Pager } from '../components/pager.tsx';
import { blogListCopy as copy } from '../content/list-copy.ts';

/**
 * The newsletter offer below the list: its code is not part of the page's
 * first load; it hydrates when the code arrives, as on a post (see
 * lazyHydrated). One element for good, so no update reaches it before then.
 */
const BlogNewsletter = lazyHydrated(() =>
  import('../components/blog-newsletter.tsx').then((module) => ({
    default: module.BlogNewsletter,
  })),
);
const newsletter = (
  <Suspense>
    <BlogNewsletter className="mt-16" />
  </Suspense>
);

export async function loader({ url, context }: Route.LoaderArgs) {
  // `url` is the page's address (a client-side navigation's data request
  // has its own path), so the filters come from it.
  const page = await loadListPage(context, readListFilters(url.searchParams));
  // The head (JSON-LD included) is built here, on the server, so the code
  // that builds it never ships to the browser.
  const head = listMeta(context.get(siteContext), page.filters, page.ok ? page.blogs : []);
  // A failure is the page's own error screen (with Try Again), not the
  // site's error page; 503 keeps it out of caches and search results.
  return page.ok ? { ...page, head } : data({ ...page, head }, { status: 503 });
}

// Client-side navigations reuse a list seen in the last 5 minutes (page-cache.ts,
// loaded on the first one). Not `hydrate`: the first render is the server's.
export const clientLoader = (args: Route.ClientLoaderArgs) =>
  import('../page-cache.ts').then((cache) => cache.listPage(args));

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.head ?? [];
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        title={copy.title}
        description={copy.description}
        actions={
          loaderData.ok ? (
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-white ring-1 ring-white/30">
              <span aria-hidden="true" className="size-2.5 rounded-full bg-emerald-300" />
              <Database aria-hidden="true" className="size-4" />
              <span>
                <strong>{copy.liveBadge}</strong>: {copy.liveBadgeDetail}
              </span>
            </p>
          ) : undefined
        }
      />
      <div className="container-page py-10 sm:py-12">
        {loaderData.ok ? <ListBody {...loaderData} /> : <ListError message={loaderData.message} />}
        {newsletter}
      </div>
      <CtaBand
        title={copy.ctaTitle}
        description={copy.ctaDescription}
        actions={
          <ButtonLink to="/contact" size="lg" variant="inverse">
            {copy.ctaButton}
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
        }
      />
    </>
  );
}

function ListError({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-xl py-8 text-center">
      <Alert tone="error" className="justify-center text-base">
        {message}
      </Alert>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        <RotateCw aria-hidden="true" className="size-4" />
        {copy.tryAgain}
      </Button>
    </div>
  );
}

type ListData = Extract<Route.ComponentProps['loaderData'], { ok: true }>;

function ListBody({ filters, blogs, total, pages, counts, featured, dynamics }: ListData) {
  const filtered = isFiltered(filters);
  return (
    <>
      <div className="space-y-5">
        <SearchForm filters={filters} />
        <CategoryChips filters={filters} counts={counts} />
      </div>
      {!filtered && featured.length > 0 ? <Featured posts={featured} /> : null}
      {!filtered && dynamics.length > 0 ? <DynamicsSection posts={dynamics} /> : null}
      <section aria-labelledby="latest-posts" className="mt-14">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="latest-posts" className="text-2xl sm:text-3xl">
              {resultsTitle(filters)}
            </h2>
            <p className="mt-1 text-muted" aria-live="polite">
              {plural(total, 'article')}
            </p>
          </div>
          <SortForm filters={filters} />
        </div>
        {filtered ? (
          <p className="mt-3">
            <Link
              to={listHref({ sort: filters.sort })}
              preventScrollReset
              className="text-sm font-semibold text-brand-700 underline underline-offset-4"
            >
              {copy.clearFilters}
            </Link>
          </p>
        ) : null}
        <div className="mt-6">
          {blogs.length > 0 ? (
            <BlogGrid posts={blogs} />
          ) : (
            <div className="rounded-(--radius-card) border border-dashed border-line p-10 text-center">
              {total > 0 ? (
                // An address past the last page of a list that has posts.
                <p className="text-lg font-semibold">{copy.pastLastPage}</p>
              ) : (
                <>
                  <p className="text-lg font-semibold">
                    {filtered ? copy.noResults : copy.noPosts}
                  </p>
                  {filtered ? <p className="mt-2 text-muted">{copy.noResultsHint}</p> : null}
                </>
              )}
            </div>
          )}
        </div>
        <Pager filters={filters} pages={pages} />
      </section>
    </>
  );
}

function resultsTitle(filters: BlogListFilters) {
  if (filters.search) return `Results for “${filters.search}”`;
  if (filters.category) return `${categoryName(filters.category)} articles`;
  return copy.latestTitle;
}

/** The first featured post large, the others beside it. */
function Featured({ posts }: { posts: BlogSummary[] }) {
  const [lead, ...rest] = posts;
  return (
    <section aria-labelledby="featured-posts" className="mt-12">
      <h2 id="featured-posts" className="text-2xl sm:text-3xl">
        {copy.featuredTitle}
      </h2>
      <div className="mt-6 grid gap-6 lg:grid-cols-5">
        {lead ? (
          <div className="flex lg:col-span-3">
            <BlogCard post={lead} layout="lead" priority />
          </div>
        ) : null}
        {rest.length > 0 ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:col-span-2 lg:grid-cols-1">
            {rest.map((post) => (
              <li key={post.id} className="flex">
                <BlogCard post={post} layout="row" />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

function DynamicsSection({ posts }: { posts: BlogSummary[] }) {
  return (
    <section aria-labelledby="dynamics-posts" className="mt-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="dynamics-posts" className="text-2xl sm:text-3xl">
            {copy.dynamicsTitle}
          </h2>
          <p className="mt-1 text-muted">{copy.dynamicsDescription}</p>
        </div>
        <ButtonLink
          to={listHref({ category: 'dynamics-365' })}
          variant="outline"
          aria-label={`${copy.viewAll} Dynamics 365 articles`}
        >
          {copy.viewAll}
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      </div>
      <div className="mt-6">
        <BlogGrid posts={posts} />
      </div>
    </section>
  );
}
