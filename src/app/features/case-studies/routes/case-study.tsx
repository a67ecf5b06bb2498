import { ArrowLeft, ArrowRight, CalendarDays, Eye } from 'lucide-react';
import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/case-study.ts';
import type { CaseStudySummary } from '../../../../shared/case-studies.ts';
import { UnavailableScreen } from '../../../components/sections/unavailable-screen.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { siteContext } from '../../../lib/request-context.ts';
import { seo } from '../../../lib/seo.ts';
import { useSite } from '../../../lib/site.ts';
import proseStylesheet from '../../../components/partials/blog-prose.css?url';
import { PostBody } from '../../../components/partials/post-body.tsx';
import { formatDate, HeroImage, plural, SuggestedPosts } from '../../blog/public.ts';
import {
  commentsAction,
  loadCommentsPage,
  useCommentsSlot,
  type CommentOutcome,
} from '../../comments/public.ts';
import { loadCaseStudyPage } from '../case-study-data.ts';
import { caseStudiesHref } from '../case-study-query.ts';
import { caseStudyMeta } from '../case-study-seo.ts';
import { SuggestedCaseStudies } from '../components/suggested-case-studies.tsx';
import {
  ClientFacts,
  MetricFigures,
  StorySection,
  Testimonials,
} from '../components/case-study-story.tsx';
import { caseStudyPageCopy } from '../content/page-copy.ts';

const copy = caseStudyPageCopy;

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: proseStylesheet, precedence: 'default' },
];

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const [page, comments] = await Promise.all([
    loadCaseStudyPage(context, params.slug),
    loadCommentsPage(context, 'case-study', params.slug, url),
  ]);
  if (page.kind === 'moved') throw redirect(page.location, 301);
  const site = context.get(siteContext);
  if (page.kind === 'case-study') {
    return { ...page, comments, head: caseStudyMeta(site, page.caseStudy) };
  }
  // Not found (404) or not loaded (503): the page's own screen, kept out of search results.
  const head = seo(site, {
    title: page.message,
    description: copy.notFoundText,
    canonical: url.pathname,
    noIndex: true,
  });
  return data({ ...page, head }, { status: page.kind === 'missing' ? 404 : 503 });
}

/** The comment form and the comments' like buttons post here (see commentsAction). */
export const action = commentsAction('case-study');

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.head ?? [];
}

export default function CaseStudyPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === 'case-study')
    return <CaseStudyView {...loaderData} outcome={actionData} />;
  return (
    <Unavailable
      missing={loaderData.kind === 'missing'}
      message={loaderData.message}
      suggestions={loaderData.suggestions}
    />
  );
}

type PageData = Extract<Route.ComponentProps['loaderData'], { kind: 'case-study' }>;

function CaseStudyView({
  caseStudy: item,
  related,
  relatedPosts,
  comments,
  outcome,
}: PageData & { outcome?: CommentOutcome | undefined }) {
  const site = useSite();
  const commentsSection = useCommentsSlot({
    type: 'case-study',
    contentId: item.id,
    open: item.commentsOpen,
    page: comments,
    outcome,
  });
  return (
    <div className="container-page py-8 sm:py-12">
      <nav aria-label="Breadcrumb" className="mx-auto max-w-4xl text-sm">
        <Link
          to="/case-studies"
          className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {copy.backToList}
        </Link>
      </nav>
      <article className="mt-6">
        <header className="mx-auto max-w-4xl">
          <Link
            to={caseStudiesHref({ industry: item.clientIndustry })}
            className="inline-flex rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
          >
            {item.industryName}
          </Link>
          <h1 className="mt-4 text-3xl leading-tight sm:text-4xl lg:text-5xl">{item.title}</h1>
          {item.excerpt ? (
            <p className="mt-4 text-lg text-muted sm:text-xl">{item.excerpt}</p>
          ) : null}
          <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted">
            {item.publishedAt ? (
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays aria-hidden="true" className="size-4" />
                <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
              </span>
            ) : null}
            <span className="inline-flex items-center gap-1.5">
              <Eye aria-hidden="true" className="size-4" />
              {plural(item.views, 'view')}
            </span>
          </div>
        </header>
        <HeroImage address={item.featuredImage} />
        <div className="mx-auto mt-10 max-w-4xl">
          <ClientFacts item={item} />
          <div className="max-w-3xl">
            <StorySection id="challenge-heading" title={copy.challenge} text={item.challenge} />
            <StorySection id="solution-heading" title={copy.solution} text={item.solution} />
            <StorySection id="results-heading" title={copy.results} text={item.results} />
          </div>
          <MetricFigures metrics={item.metrics} />
          <Testimonials items={item.testimonials} />
          {item.content ? (
            <section aria-labelledby="story-heading" className="mt-12 max-w-3xl">
              <h2 id="story-heading" className="text-2xl sm:text-3xl">
                {copy.bodyTitle}
              </h2>
              <div className="mt-6">
                <PostBody html={item.content} origin={site.baseUrl} />
              </div>
            </section>
          ) : null}
        </div>
      </article>
      <aside
        aria-labelledby="cta-heading"
        className="mx-auto mt-12 max-w-4xl rounded-(--radius-card) bg-brand-50 p-6 ring-1 ring-brand-200 sm:p-8"
      >
        <h2 id="cta-heading" className="text-2xl">
          {copy.ctaTitle}
        </h2>
        <p className="mt-2 text-slate-700">{copy.ctaText}</p>
        <ButtonLink to="/contact" className="mt-5">
          {copy.ctaButton}
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      </aside>
      <div className="mx-auto mt-12 max-w-3xl">{commentsSection}</div>
      <SuggestedCaseStudies
        id="related-case-studies"
        title={copy.relatedTitle}
        items={related}
        className="mx-auto mt-16 max-w-7xl"
      />
      <div className="mx-auto mt-16 max-w-7xl">
        <SuggestedPosts id="related-posts" title={copy.relatedPostsTitle} posts={relatedPosts} />
      </div>
    </div>
  );
}

/** A case study that does not exist (404) or failed to load: back to the list, or read another. */
function Unavailable({
  missing,
  message,
  suggestions,
}: {
  missing: boolean;
  message: string;
  suggestions: readonly CaseStudySummary[];
}) {
  return (
    <UnavailableScreen
      missing={missing}
      message={message}
      text={missing ? copy.notFoundText : copy.failedText}
      retry={{ label: copy.retry }}
      back={{ to: '/case-studies', label: copy.backToList }}
      actions={
        <ButtonLink to="/contact" variant="outline">
          {copy.ctaButton}
        </ButtonLink>
      }
    >
      <SuggestedCaseStudies
        id="suggested-case-studies"
        title={copy.suggestedTitle}
        items={suggestions}
      />
    </UnavailableScreen>
  );
}
