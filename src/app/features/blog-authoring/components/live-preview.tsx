import { Clock } from 'lucide-react';
import { categoryName } from '../../../../shared/blog.ts';
import {
  AUTHORING_COPY,
  PreviewCard,
  previewText,
  type FeaturedChoice,
} from '../../authoring/public.ts';
import type { BlogFormValues } from '../blog-form-state.ts';

const COPY = AUTHORING_COPY.preview;

/** The post as a reader's card would show it, following every keystroke. */
export function LivePreview({
  values,
  choice,
}: {
  values: BlogFormValues;
  choice: FeaturedChoice;
}) {
  const body = previewText(values.content);
  return (
    <PreviewCard choice={choice}>
      <p className="w-fit rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
        {values.category ? categoryName(values.category) : COPY.category}
      </p>
      <p className="text-xl font-bold break-words text-ink">{values.title || COPY.title}</p>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
        <span>{COPY.by(values.authorName || COPY.author)}</span>
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className="size-4" />
          {COPY.readTime(values.readTime)}
        </span>
      </p>
      {values.excerpt ? <p className="break-words text-ink">{values.excerpt}</p> : null}
      {values.tags.length > 0 ? (
        <ul aria-label="Tags" className="flex flex-wrap gap-2">
          {values.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-ink">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      {body ? <p className="text-sm break-words text-muted">{body}</p> : null}
    </PreviewCard>
  );
}
