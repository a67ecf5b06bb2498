import { Play } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * A demo video that costs nothing until asked for: a poster with a play
 * button, replaced by the YouTube (privacy-enhanced) player after the click.
 */
export function VideoDemo({
  videoId,
  title,
  className,
  autoStart = false,
}: {
  videoId: string;
  title: string;
  className?: string;
  autoStart?: boolean;
}) {
  const [playing, setPlaying] = useState(autoStart);
  return (
    <div
      className={cn(
        'relative aspect-video overflow-hidden rounded-(--radius-card) bg-brand-900',
        className,
      )}
    >
      {playing ? (
        <iframe
          className="absolute inset-0 size-full"
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          loading="lazy"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 flex size-full flex-col items-center justify-center gap-3 bg-gradient-to-br from-brand-900 to-brand-600 text-white"
        >
          <span className="inline-flex size-16 items-center justify-center rounded-full bg-white/95 text-brand-700 shadow-lg transition-transform group-hover:scale-105">
            <Play aria-hidden="true" className="ml-1 size-7" />
          </span>
          <span className="px-4 text-center font-semibold">
            <span className="sr-only">Play video: </span>
            {title}
          </span>
        </button>
      )}
    </div>
  );
}
