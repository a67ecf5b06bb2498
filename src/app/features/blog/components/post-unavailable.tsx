import { ArrowLeft, RotateCw } from 'lucide-react';
import type { BlogSummary } from '../../../../shared/blog.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { blogPostCopy as copy } from '../content/post-copy.ts';
import { SuggestedPosts } from './suggested-posts.tsx';

/** A post that does not exist (404) or failed to load: retry, back to the list, or read another. */
export function PostUnavailable({
  missing,
  message,
  suggestions,
}: {
  missing: boolean;
  message: string;
  suggestions: readonly BlogSummary[];
}) {
  return (
    <div className="container-page section">
      <div className="mx-auto max-w-2xl text-center">
        <p className="eyebrow">{missing ? 'Error 404' : 'Error'}</p>
        <h1 className="mt-2 text-4xl sm:text-5xl">{message}</h1>
        <p className="mt-4 text-lg text-muted">{missing ? copy.notFoundText : copy.errorText}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button onClick={() => window.location.reload()}>
            <RotateCw aria-hidden="true" className="size-4" />
            {copy.retryLoading}
          </Button>
          <ButtonLink to="/blog" variant="outline">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {copy.backToBlog}
          </ButtonLink>
        </div>
      </div>
      <div className="mt-16">
        <SuggestedPosts id="suggested-heading" title={copy.suggestedTitle} posts={suggestions} />
      </div>
    </div>
  );
}
