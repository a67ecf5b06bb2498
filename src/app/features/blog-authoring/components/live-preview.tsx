import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { blogImage, categoryName, stockImageAddress } from '../../../../shared/blog.ts';
import type { BlogFormValues, FeaturedChoice } from '../blog-form-state.ts';
import { AUTHORING_COPY } from '../content/authoring-copy.ts';
import { previewText } from '../seo-preview.ts';
import { useFilePreview } from './featured-image-picker.tsx';

const COPY = AUTHORING_COPY.preview;

/**
 * A preview's card: its heading, the chosen image (a stock or current one in
 * its sizes, an upload from the file itself) and the content's own lines.
 */
export function PreviewCard({ choice, children }: { choice: FeaturedChoice; children: ReactNode }) {
  const uploadUrl = useFilePreview(choice.kind === 'upload' ? choice.file : null);
  const image =
    choice.kind === 'stock'
      ? blogImage(stockImageAddress(choice.id))
      : choice.kind === 'current'
        ? blogImage(choice.address)
        : null;
  const src = choice.kind === 'upload' ? uploadUrl : image?.src;
  return (
    <section
      aria-labelledby="live-preview-heading"
      className="overflow-hidden rounded-(--radius-card) border border-line bg-white shadow-(--shadow-card)"
    >
      <h2
        id="live-preview-heading"
        className="border-b border-line px-4 py-3 text-base font-semibold"
      >
        {COPY.heading}
      </h2>
      {src ? (
        <img
          src={src}
          srcSet={choice.kind === 'upload' ? undefined : image?.srcSet}
          sizes="352px"
          width={image?.width ?? 960}
          height={image?.height ?? 540}
          alt=""
          className="aspect-video w-full object-cover"
        />
      ) : null}
      <div className="grid gap-3 p-4">{children}</div>
    </section>
  );
}

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
