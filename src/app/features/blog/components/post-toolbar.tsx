import { ArrowLeft, Bookmark, RotateCw, Share2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useRevalidator } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { DisclosureMenu } from '../../../components/ui/menu.tsx';
import { cn } from '../../../lib/cn.ts';
import { useToast } from '../../toast/public.ts';
import { BOOKMARKS_KEY, useStoredFlag } from '../blog-storage.ts';
import { blogPostCopy as copy } from '../content/post-copy.ts';

/** The share panel's code loads on first use (or when the pointer or focus reaches its button). */
const loadShareMenu = () => import('./share-menu.tsx');
const ShareMenu = lazy(loadShareMenu);
const warmShareMenu = () => void loadShareMenu().catch(() => undefined);

const toolButton = 'min-h-10 min-w-10 px-3';
/** On phones the tools show their icons only (the name stays for screen readers). */
const toolLabel = 'sr-only sm:not-sr-only';

/** Back to the list, refresh the post, bookmark it (kept in this browser) and share it. */
export function PostToolbar({ slug, url, title }: { slug: string; url: string; title: string }) {
  const revalidator = useRevalidator();
  const refreshing = revalidator.state === 'loading';
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <Link
        to="/blog"
        className="inline-flex min-h-10 items-center gap-2 rounded-lg text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {copy.backToBlog}
      </Link>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="ghost"
          size="sm"
          className={toolButton}
          onClick={() => void revalidator.revalidate()}
          disabled={refreshing}
          aria-busy={refreshing}
        >
          <RotateCw aria-hidden="true" className={cn('size-4', refreshing && 'animate-spin')} />
          <span className={toolLabel}>{copy.refresh}</span>
        </Button>
        <BookmarkButton slug={slug} />
        <ShareButton url={url} title={title} />
      </div>
    </div>
  );
}

function BookmarkButton({ slug }: { slug: string }) {
  const toast = useToast();
  const [bookmarked, setBookmarked] = useStoredFlag(BOOKMARKS_KEY, slug);
  return (
    <Button
      variant="ghost"
      size="sm"
      className={toolButton}
      aria-pressed={bookmarked ?? false}
      onClick={() => {
        const next = !bookmarked;
        setBookmarked(next);
        toast.success(next ? copy.bookmarked : copy.bookmarkRemoved);
      }}
    >
      <Bookmark aria-hidden="true" className={cn('size-4', bookmarked && 'fill-current')} />
      <span className={toolLabel}>{copy.bookmark}</span>
    </Button>
  );
}

function ShareButton({ url, title }: { url: string; title: string }) {
  return (
    <DisclosureMenu
      label={
        <>
          <Share2 aria-hidden="true" className="size-4" />
          <span className={toolLabel}>{copy.share}</span>
        </>
      }
      chevron={false}
      align="end"
      mountWhenOpen
      onIntent={warmShareMenu}
      buttonClassName={buttonClasses('outline', 'sm', toolButton)}
      panelClassName="w-56"
    >
      {(close) => (
        <Suspense fallback={null}>
          <ShareMenu url={url} title={title} onClose={close} />
        </Suspense>
      )}
    </DisclosureMenu>
  );
}
