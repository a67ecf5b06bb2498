import { Trash2, Upload } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  BLOG_LIMITS,
  blogImage,
  STOCK_IMAGES,
  stockImageAddress,
} from '../../../../shared/blog.ts';
import { BLOG_MESSAGES } from '../../../../shared/blog-authoring.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import type { FeaturedChoice } from '../form-state.ts';
import { AUTHORING_COPY } from '../content/authoring-copy.ts';
import type { AuthoringMode } from '../use-authoring.ts';

const COPY = AUTHORING_COPY.image;

/** The upload checks, with the create screen's and the edit screen's own wording. */
export function imageFileProblem(file: File, mode: AuthoringMode): string | undefined {
  if (!file.type.startsWith('image/')) {
    return mode === 'create' ? BLOG_MESSAGES.imageNotImage : BLOG_MESSAGES.imageNotImageEdit;
  }
  if (file.size > BLOG_LIMITS.imageMaxBytes) {
    return mode === 'create' ? BLOG_MESSAGES.imageTooLarge : BLOG_MESSAGES.imageTooLargeEdit;
  }
  return undefined;
}

/** An object URL for a chosen file, revoked when it changes. */
export function useFilePreview(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return url;
}

/**
 * The post's image: a preview of the current or new one with a remove
 * button, the six stock images, and an upload area checked before sending.
 */
export function FeaturedImagePicker({
  mode,
  choice,
  error,
  onChoose,
}: {
  mode: AuthoringMode;
  choice: FeaturedChoice;
  error?: string | undefined;
  onChoose: (choice: FeaturedChoice) => void;
}) {
  const [uploadError, setUploadError] = useState('');
  const fileRef = useRef<HTMLInputElement>(null);
  const uploadPreview = useFilePreview(choice.kind === 'upload' ? choice.file : null);
  const shown =
    choice.kind === 'upload'
      ? uploadPreview
        ? { src: uploadPreview, srcSet: undefined, width: 960, height: 540 }
        : null
      : choice.kind === 'stock'
        ? blogImage(stockImageAddress(choice.id))
        : choice.kind === 'current'
          ? blogImage(choice.address)
          : null;

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileProblem(file, mode);
    if (fileRef.current) fileRef.current.value = '';
    if (problem) {
      setUploadError(problem);
      return;
    }
    setUploadError('');
    onChoose({ kind: 'upload', file });
  };

  const shownError = uploadError || error;
  const describedBy = ['featured-image-hint', shownError ? 'featured-image-error' : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className="grid gap-5">
      {shown ? (
        <div className="relative overflow-hidden rounded-lg border border-line">
          <img
            src={shown.src}
            srcSet={shown.srcSet}
            sizes="(min-width: 1024px) 640px, 100vw"
            width={shown.width}
            height={shown.height}
            alt={COPY.currentAlt}
            className="aspect-video w-full object-cover"
          />
          <Button
            variant="inverse"
            size="sm"
            className="absolute top-2 right-2 shadow"
            onClick={() => {
              setUploadError('');
              onChoose({ kind: 'none' });
            }}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {COPY.remove}
          </Button>
        </div>
      ) : null}

      <fieldset aria-describedby={shownError ? 'featured-image-error' : undefined}>
        <legend className="mb-2 text-sm font-medium text-ink">{COPY.stockLegend}</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {STOCK_IMAGES.map((stock) => {
            const image = blogImage(stockImageAddress(stock.id));
            const checked = choice.kind === 'stock' && choice.id === stock.id;
            return (
              <label
                key={stock.id}
                className={cn(
                  'cursor-pointer overflow-hidden rounded-lg border-2 bg-white text-sm font-medium text-ink has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500',
                  checked ? 'border-brand-600' : 'border-line hover:border-brand-300',
                )}
              >
                <input
                  type="radio"
                  name="stockImage"
                  value={stock.id}
                  checked={checked}
                  onChange={() => {
                    setUploadError('');
                    onChoose({ kind: 'stock', id: stock.id });
                  }}
                  className="sr-only"
                />
                <img
                  src={image.src}
                  srcSet={image.srcSet}
                  sizes="200px"
                  width={image.width}
                  height={image.height}
                  alt=""
                  loading="lazy"
                  className="aspect-video w-full object-cover"
                />
                <span className={cn('block px-2 py-1.5', checked && 'bg-brand-50 text-brand-800')}>
                  {stock.label}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <div>
        <label className="flex min-h-28 cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-slate-300 p-4 text-center hover:border-brand-300 hover:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500">
          <Upload aria-hidden="true" className="size-6 text-brand-700" />
          <span className="font-semibold text-brand-700">
            {choice.kind === 'none' ? COPY.upload : COPY.change}
          </span>
          <input
            ref={fileRef}
            type="file"
            name="image"
            accept="image/*"
            className="sr-only"
            aria-invalid={shownError ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => choose(event.target.files?.[0])}
          />
          <span id="featured-image-hint" className="text-sm text-muted">
            {COPY.hint}
          </span>
        </label>
        <p className="mt-2 text-sm text-muted">{COPY.uploadNote}</p>
        {shownError ? (
          <p
            id="featured-image-error"
            role={uploadError ? 'alert' : undefined}
            className="mt-1 text-sm font-medium text-danger-700"
          >
            {shownError}
          </p>
        ) : null}
      </div>
    </div>
  );
}
