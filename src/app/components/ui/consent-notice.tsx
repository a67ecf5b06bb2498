import { Link } from 'react-router';
import {
  PRIVACY_POLICY_LINK_TEXT,
  PRIVACY_POLICY_PATH,
  type ConsentNotice as Notice,
} from '../../../shared/consent-notices.ts';
import { cn } from '../../lib/cn.ts';

/**
 * The one-line notice under the submit button of a form that collects
 * personal data: what is collected and why (`notice.text`, from
 * `shared/consent-notices.ts`), then a link to the privacy policy.
 * `tone="inverse"` is for a dark band.
 *
 * Keep it out of what the home page imports statically: it would join the
 * layout chunk every page loads, and every notice's text with it (the
 * newsletter sign-up loads it lazily, see newsletter-signup.tsx).
 */
export function ConsentNotice({
  notice,
  tone = 'default',
  className,
}: {
  notice: Notice;
  tone?: 'default' | 'inverse';
  className?: string | undefined;
}) {
  return (
    <p
      data-consent={notice.purpose}
      className={cn('text-sm', tone === 'inverse' ? 'text-white' : 'text-muted', className)}
    >
      {notice.text}{' '}
      <Link
        to={PRIVACY_POLICY_PATH}
        className={cn(
          'font-medium underline underline-offset-2',
          tone === 'default' && 'text-brand-700',
        )}
      >
        {PRIVACY_POLICY_LINK_TEXT}
      </Link>
    </p>
  );
}
