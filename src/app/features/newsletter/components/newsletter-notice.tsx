import { NEWSLETTER_NOTICE } from '../../../../shared/consent-notices.ts';
import { ConsentNotice } from '../../../components/ui/consent-notice.tsx';

/** The sign-up's consent notice; its own chunk (see newsletter-signup.tsx). */
export default function NewsletterNotice({ className }: { className?: string }) {
  return <ConsentNotice notice={NEWSLETTER_NOTICE} className={className} />;
}
