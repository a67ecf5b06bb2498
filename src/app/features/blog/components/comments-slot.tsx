import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { blogPostCopy as copy } from '../content/post-copy.ts';

/**
 * Where a post's comments go. The comments feature (a later issue) mounts
 * its list and form here, in place of the note, keeping the section's id
 * (links to #comments) and heading.
 */
export function CommentsSlot() {
  return (
    <section
      id="comments"
      aria-labelledby="comments-heading"
      className="scroll-mt-24 rounded-(--radius-card) border border-dashed border-slate-300 p-6"
    >
      <h2 id="comments-heading" className="flex items-center gap-2 text-xl">
        <MessageSquare aria-hidden="true" className="size-5 text-brand-700" />
        {copy.commentsTitle}
      </h2>
      <p className="mt-2 text-muted">
        {copy.commentsSoon}{' '}
        <Link to="/contact" className="font-semibold text-brand-700 underline underline-offset-4">
          {copy.commentsLink}
        </Link>
        .
      </p>
    </section>
  );
}
