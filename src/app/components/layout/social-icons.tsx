import type { SVGProps } from 'react';
import spriteUrl from './social-icons.svg?url&no-inline';
import type { SocialNetwork } from '../../../shared/site-settings.ts';
import { cn } from '../../lib/cn.ts';
import { useSite } from '../../lib/site.ts';

type IconProps = SVGProps<SVGSVGElement>;

export const socialLabels: Record<SocialNetwork, string> = {
  linkedin: 'LinkedIn',
  twitter: 'X (Twitter)',
  facebook: 'Facebook',
  youtube: 'YouTube',
};

/**
 * The networks' marks come from one SVG sprite, a hashed and long-cached
 * asset, so their paths are not part of every page's JavaScript.
 */
export function SocialIcon({ network, ...props }: IconProps & { network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" {...props}>
      <use href={`${spriteUrl}#${network}`} />
    </svg>
  );
}

/** `className` decides the display (e.g. `flex` or `hidden sm:flex`); it defaults to `flex`. */
export function SocialLinks({
  className,
  linkClassName,
}: {
  className?: string;
  linkClassName?: string;
}) {
  const site = useSite();
  const networks = Object.keys(socialLabels) as SocialNetwork[];
  return (
    <ul className={cn('items-center gap-1', className ?? 'flex')}>
      {networks.map((network) => (
        <li key={network}>
          <a
            href={site.social[network]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${site.companyName} on ${socialLabels[network]} (opens in a new tab)`}
            className={cn(
              'inline-flex size-9 items-center justify-center rounded-lg transition-colors',
              linkClassName,
            )}
          >
            <SocialIcon network={network} className="size-4" />
          </a>
        </li>
      ))}
    </ul>
  );
}
