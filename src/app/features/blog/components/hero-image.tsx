import { blogImage } from '../../../../shared/blog.ts';

/**
 * An article's featured image above its body: every width with the sizes it
 * is shown at, its proportions reserved, loaded first (it is the page's
 * largest paint).
 */
export function HeroImage({ address }: { address: string }) {
  const image = blogImage(address);
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes="(min-width: 1088px) 1024px, calc(100vw - 2rem)"
      width={image.width}
      height={image.height}
      alt=""
      fetchPriority="high"
      className="mx-auto mt-8 aspect-video w-full max-w-5xl rounded-(--radius-card) bg-surface object-cover"
    />
  );
}
