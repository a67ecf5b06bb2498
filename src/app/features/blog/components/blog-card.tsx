import { CalendarDays, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { blogImage, categoryName, type BlogSummary } from '../../../../shared/blog.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDate, plural, readTimeLabel } from '../blog-format.ts';
import { postPath } from '../blog-query.ts';
import { blogPostCopy } from '../content/post-copy.ts';

type CardLayout = 'grid' | 'lead' | 'row';

/** What the browser picks a width from: the card's rendered width per layout. */
const SIZES: Record<CardLayout, string> = {
  grid: '(min-width: 1280px) 384px, (min-width: 768px) 50vw, 100vw',
  lead: '(min-width: 1280px) 720px, (min-width: 1024px) 58vw, 100vw',
  row: '(min-width: 1024px) 176px, (min-width: 640px) 240px, 100vw',
};

interface BlogCardProps {
  post: BlogSummary;
  layout?: CardLayout;
  /** Heading level in the page outline. */
  headingLevel?: 'h2' | 'h3';
  /** Above the fold: load the image at once and first. */
  priority?: boolean;
}

/** A post in a list; the whole card opens /blog/{slug} (one link, on the title). */
export function BlogCard({
  post,
  layout = 'grid',
  headingLevel: Heading = 'h3',
  priority = false,
}: BlogCardProps) {
  const image = blogImage(post.featuredImage);
  return (
    <article
      className={cn(
        'group relative flex w-full overflow-hidden rounded-(--radius-card) border border-line bg-white shadow-(--shadow-card) transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-lg',
        'flex-col',
        layout === 'row' && 'sm:flex-row',
      )}
    >
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={SIZES[layout]}
        width={image.width}
        height={image.height}
        alt=""
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        {...(priority ? { fetchPriority: 'high' as const } : {})}
        className={cn(
          'aspect-video w-full bg-surface object-cover',
          layout === 'row' && 'sm:w-60 sm:shrink-0 lg:w-44',
        )}
      />
      <div className={cn('flex flex-1 flex-col', layout === 'row' ? 'p-4' : 'p-5 sm:p-6')}>
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {post.categoryName || categoryName(post.category)}
        </p>
        <Heading
          className={cn(
            'mt-2 leading-snug',
            layout === 'lead' ? 'text-2xl sm:text-3xl' : layout === 'row' ? 'text-base' : 'text-lg',
          )}
        >
          <Link
            to={postPath(post.slug)}
            className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700"
          >
            {post.title}
          </Link>
        </Heading>
        {layout !== 'row' ? (
          <p className={cn('mt-2 text-muted', layout === 'lead' ? 'text-lg' : 'line-clamp-3')}>
            {post.excerpt}
          </p>
        ) : null}
        <p className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-4 text-sm text-muted">
          <span>{post.authorName || blogPostCopy.defaultAuthor}</span>
          {post.publishedAt ? (
            <span className="inline-flex items-center gap-1">
              <CalendarDays aria-hidden="true" className="size-4" />
              <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
            </span>
          ) : null}
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            {readTimeLabel(post.readTime)}
          </span>
          {post.commentCount > 0 ? <span>{plural(post.commentCount, 'comment')}</span> : null}
        </p>
      </div>
    </article>
  );
}

/** A responsive grid of cards. */
export function BlogGrid({
  posts,
  headingLevel,
}: {
  posts: readonly BlogSummary[];
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {posts.map((post) => (
        <li key={post.id} className="flex">
          <BlogCard post={post} {...(headingLevel ? { headingLevel } : {})} />
        </li>
      ))}
    </ul>
  );
}
