import { CalendarDays, Clock, Eye } from 'lucide-react';
import { Suspense, useState } from 'react';
import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/blog-post.ts';
import { BLOG_READING_MESSAGES, categoryName } from '../../../../shared/blog.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { seo } from '../../../lib/seo.ts';
import { useSite } from '../../../lib/site.ts';
import { siteContext } from '../../../lib/request-context.ts';
import { absoluteUrl } from '../../../lib/url.ts';
import { loadPostPage } from '../blog-data.ts';
import {
  commentsAction,
  loadCommentsPage,
  useCommentsSlot,
  type CommentOutcome,
} from '../../comments/public.ts';
import { lazyHydrated } from '../../../lib/hydration/lazy-hydrated.ts';

import { formatDate, plural, readTimeLabel } from '../blog-format.ts';
import proseStylesheet from '../../../components/partials/blog-prose.css?url';
import { listHref, postPath } from '../blog-query.ts';
import { postMeta } from '../blog-seo.ts';
import { AuthorAvatar, AuthorBox } from '../components/author-box.tsx';
import { PostUnavailable } from '../components/post-unavailable.tsx';
import { EngageBox } from '../components/engage-box.tsx';
import { HeroImage } from '../components/hero-image.tsx';
import { PostBody } from '../../../components/partials/post-body.tsx';
import { PostToolbar } from '../components/post-toolbar.tsx';
import { SuggestedPosts } from '../components/suggested-posts.tsx';
import { blogPostCopy as copy } from '../content/post-copy.ts';

/*
 * The newsletter sign-up and the comments section (useCommentsSlot) are
 * below the fold: their code is not part of the post's first load. The server renders them in full;
 * in the browser their HTML stays as it is (links and forms work as plain
 * HTML) until the code has arrived and React hydrates them (see lazyHydrated).
 */
const BlogNewsletter = lazyHydrated(() =>
  import('../components/blog-newsletter.tsx').then((module) => ({
    default: module.BlogNewsletter,
  })),
);
/** One element for good: nothing above it can update it before it has hydrated. */
const newsletter = (
  <Suspense>
    <BlogNewsletter />
  </Suspense>
);

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: proseStylesheet, precedence: 'default' },
];

export async function loader({ params, context, url }: Route.LoaderArgs) {
  // The first page of approved comments is read beside the post (the API takes the slug).
  const [page, comments] = await Promise.all([
    loadPostPage(context, params.slug),
    loadCommentsPage(context, 'blog', params.slug, url),
  ]);
  if (page.kind === 'moved') throw redirect(page.location, 301);
  // The head (JSON-LD included) is built here, on the server, so the code
  // that builds it never ships to the browser.
  const site = context.get(siteContext);
  if (page.kind === 'post') return { ...page, comments, head: postMeta(site, page.post) };
  // Not found (404) or not loaded (503): the page's own screen, with suggestions,
  // kept out of search results. (`url` is the page's address, also for `.data`.)
  const head = seo(site, {
    title:
      page.kind === 'missing' ? BLOG_READING_MESSAGES.notFound : BLOG_READING_MESSAGES.detailFailed,
    description: copy.notFoundText,
    canonical: url.pathname,
    noIndex: true,
  });
  return data({ ...page, head }, { status: page.kind === 'missing' ? 404 : 503 });
}

// Client-side navigations reuse a post seen in the last 5 minutes (page-cache.ts,
// loaded on the first one). Not `hydrate`: the first render is the server's.
export const clientLoader = (args: Route.ClientLoaderArgs) =>
  import('../page-cache.ts').then((cache) => cache.postPage(args));

/** The comment form and the comments' like buttons post here (see commentsAction). */
export const action = commentsAction('blog');

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.head ?? [];
}

type PostData = Extract<Route.ComponentProps['loaderData'], { kind: 'post' }>;

export default function BlogPostPage({ loaderData, params, actionData }: Route.ComponentProps) {
  // A refresh that fails keeps the post on screen with a message; a post
  // that is gone (or another address) shows the not-found screen.
  const [kept, setKept] = useState<PostData | undefined>(
    loaderData.kind === 'post' ? loaderData : undefined,
  );
  if (loaderData.kind === 'post' && kept !== loaderData) setKept(loaderData);
  if (loaderData.kind === 'post') return <PostView {...loaderData} outcome={actionData} />;
  if (loaderData.kind === 'failed' && kept?.post.slug === params.slug) {
    return <PostView {...kept} refreshFailed />;
  }
  return (
    <PostUnavailable
      missing={loaderData.kind === 'missing'}
      message={loaderData.message}
      suggestions={loaderData.suggestions}
    />
  );
}

function PostView({
  post,
  related,
  comments,
  refreshFailed,
  outcome,
}: PostData & { refreshFailed?: boolean; outcome?: CommentOutcome | undefined }) {
  const site = useSite();
  const url = absoluteUrl(site.baseUrl, postPath(post.slug));
  const commentsSection = useCommentsSlot({
    type: 'blog',
    contentId: post.id,
    open: post.commentsOpen,
    page: comments,
    outcome,
  });
  const author = post.authorName || copy.defaultAuthor;
  return (
    <div className="container-page py-8 sm:py-12">
      <div className="mx-auto max-w-3xl">
        <PostToolbar slug={post.slug} url={url} title={post.title} />
        {refreshFailed ? (
          <Alert tone="error" className="mt-4">
            {BLOG_READING_MESSAGES.refreshFailed}
          </Alert>
        ) : null}
      </div>
      <article className="mt-8">
        <header className="mx-auto max-w-3xl">
          <Link
            to={listHref({ category: post.category })}
            className="inline-flex rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
          >
            {post.categoryName || categoryName(post.category)}
          </Link>
          <h1 className="mt-4 text-3xl leading-tight sm:text-4xl lg:text-5xl">{post.title}</h1>
          <p className="mt-4 text-lg text-muted sm:text-xl">{post.excerpt}</p>
          <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-3 text-sm text-muted">
            <span className="inline-flex items-center gap-3 font-semibold text-ink">
              <AuthorAvatar name={author} avatar={post.authorAvatar} />
              {author}
            </span>
            {post.publishedAt ? (
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays aria-hidden="true" className="size-4" />
                <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
              </span>
            ) : null}
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4" />
              {readTimeLabel(post.readTime)}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Eye aria-hidden="true" className="size-4" />
              {plural(post.views, 'view')}
            </span>
          </div>
          {post.tags.length > 0 ? (
            <div className="mt-5">
              <h2 className="sr-only">{copy.tagsLabel}</h2>
              <ul className="flex flex-wrap gap-2">
                {post.tags.map((tag) => (
                  <li
                    key={tag}
                    className="rounded-full bg-surface px-3 py-1 text-sm text-slate-700 ring-1 ring-line"
                  >
                    #{tag}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </header>
        <HeroImage address={post.featuredImage} />
        <div className="mx-auto mt-10 max-w-3xl">
          <PostBody html={post.content} origin={site.baseUrl} />
          <div className="mt-12">
            <AuthorBox name={author} avatar={post.authorAvatar} bio={post.authorBio} />
          </div>
        </div>
      </article>
      <div className="mx-auto mt-8 max-w-3xl space-y-8">
        <EngageBox postId={post.id} likes={post.likes} />
        {newsletter}
        {commentsSection}
      </div>
      <div className="mx-auto mt-16 max-w-7xl">
        <SuggestedPosts id="related-heading" title={copy.relatedTitle} posts={related} />
      </div>
    </div>
  );
}
