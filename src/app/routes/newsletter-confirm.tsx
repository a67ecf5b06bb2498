import type { Route } from './+types/newsletter-confirm.ts';
import { NewsletterLinkPage } from '../components/pages/newsletter/newsletter-link-page.tsx';
import { accountHeaders, accountMeta } from '../features/auth/account-page.ts';

export const headers = accountHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Confirm your newsletter subscription',
    description: 'Confirm that you want to receive our newsletter.',
    path: '/newsletter/confirm',
  });
}

export default function NewsletterConfirm() {
  return <NewsletterLinkPage action="confirm" />;
}
