import type { BlogSummary } from '../../../../shared/blog.ts';
import { UnavailableScreen } from '../../../components/sections/unavailable-screen.tsx';
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
    <UnavailableScreen
      missing={missing}
      message={message}
      text={missing ? copy.notFoundText : copy.errorText}
      retry={{ label: copy.retryLoading, always: true }}
      back={{ to: '/blog', label: copy.backToBlog }}
    >
      {suggestions.length > 0 ? (
        <SuggestedPosts id="suggested-heading" title={copy.suggestedTitle} posts={suggestions} />
      ) : null}
    </UnavailableScreen>
  );
}
