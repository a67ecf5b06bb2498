import { Link2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { SocialIcon } from '../../../components/layout/social-icons.tsx';
import { useToast } from '../../toast/public.ts';
import { shareLinks } from '../share-links.ts';
import { blogPostCopy as copy } from '../content/post-copy.ts';

const ICONS = { Facebook: 'facebook', Twitter: 'twitter', LinkedIn: 'linkedin' } as const;

const item =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium text-ink hover:bg-brand-50 focus-visible:bg-brand-50';

/**
 * The share menu's panel, loaded the first time a visitor opens it (it is
 * not part of the page's first load). Each network's sharing page opens in a
 * new tab with the post's address and title; Copy Link puts the address on
 * the clipboard.
 */
export default function ShareMenu({
  url,
  title,
  onClose,
}: {
  url: string;
  title: string;
  onClose: (returnFocus: boolean) => void;
}) {
  const toast = useToast();
  const first = useRef<HTMLAnchorElement>(null);
  useEffect(() => first.current?.focus(), []);

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(copy.linkCopied);
    } catch {
      toast.error(copy.copyFailed);
    }
    onClose(true);
  }

  return (
    <ul>
      {shareLinks(url, title).map(({ network, href }, index) => {
        return (
          <li key={network}>
            <a
              ref={index === 0 ? first : undefined}
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className={item}
              onClick={() => onClose(false)}
            >
              <SocialIcon network={ICONS[network]} className="size-4 text-brand-700" />
              {network}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        );
      })}
      <li>
        <button type="button" className={item} onClick={() => void copyLink()}>
          <Link2 aria-hidden="true" className="size-4 text-brand-700" />
          {copy.copyLink}
        </button>
      </li>
    </ul>
  );
}
