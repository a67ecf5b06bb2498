import { useEffect, useRef, useState } from 'react';
import { initialsOf } from '../../../lib/initials.ts';
import type { ClientLogo } from '../content/home.ts';

/**
 * A client's logo, or a generated text badge (initials and name) when the
 * image cannot be loaded. The error may fire before hydration, when React
 * is not yet listening, so the effect also checks the finished image.
 */
export function ClientLogoCard({ client }: { client: ClientLogo }) {
  const image = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const img = image.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  return (
    <li className="flex min-h-28 items-center justify-center rounded-(--radius-card) border border-line bg-white p-5 shadow-(--shadow-card)">
      {failed ? (
        <span className="flex items-center gap-3" data-testid="client-badge">
          <span
            aria-hidden="true"
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
          >
            {initialsOf(client.name)}
          </span>
          <span className="font-semibold text-ink">{client.name}</span>
        </span>
      ) : (
        <img
          ref={image}
          src={client.logo}
          alt={client.name}
          width={200}
          height={56}
          // Below the fold: lazy also stops React preloading it ahead of the CSS.
          loading="lazy"
          decoding="async"
          className="h-14 w-auto max-w-full"
          onError={() => setFailed(true)}
        />
      )}
    </li>
  );
}
