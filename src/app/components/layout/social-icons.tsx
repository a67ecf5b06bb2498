import type { SVGProps } from 'react';
import type { SocialNetwork } from '../../../shared/site-settings.ts';
import { cn } from '../../lib/cn.ts';
import { useSite } from '../../lib/site.ts';

type IconProps = SVGProps<SVGSVGElement>;

const paths: Record<SocialNetwork, string> = {
  linkedin:
    'M6.5 8.2a1.7 1.7 0 1 1 0-3.4 1.7 1.7 0 0 1 0 3.4zM5 9.5h3V19H5zM10.5 9.5h2.9v1.3c.5-.8 1.5-1.6 3.2-1.6 3 0 3.9 1.9 3.9 4.6V19h-3v-4.7c0-1.3-.3-2.4-1.7-2.4s-2.3 1-2.3 2.5V19h-3z',
  twitter: 'M4 4h4.6l3.9 5.3L17 4h2.6l-5.9 6.9L20.5 20h-4.6l-4.3-5.8L6.6 20H4l6.3-7.3z',
  facebook:
    'M14 8.5h3V5h-3c-2.8 0-4.5 1.8-4.5 4.6v1.9H7V15h2.5v7H13v-7h2.8l.5-3.5H13V9.6c0-.7.4-1.1 1-1.1z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8A26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z',
};

export const socialLabels: Record<SocialNetwork, string> = {
  linkedin: 'LinkedIn',
  twitter: 'X (Twitter)',
  facebook: 'Facebook',
  youtube: 'YouTube',
};

export function SocialIcon({ network, ...props }: IconProps & { network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" fillRule="evenodd" aria-hidden="true" {...props}>
      <path d={paths[network]} />
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
