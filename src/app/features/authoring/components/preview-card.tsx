import type { ReactNode } from 'react';
import { blogImage, stockImageAddress } from '../../../../shared/blog.ts';
import type { FeaturedChoice } from '../form-state.ts';
import { AUTHORING_COPY } from '../content/authoring-copy.ts';
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
