import type { Route } from './+types/unsubscribe.ts';
import { NewsletterLinkPage } from '../components/pages/newsletter/newsletter-link-page.tsx';
import { accountHeaders, accountMeta } from '../features/auth/account-page.ts';

export const headers = accountHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Unsubscribe from our newsletter',
    description: 'Stop receiving our newsletter.',
    path: '/unsubscribe',
  });
}

export default function Unsubscribe() {
  return <NewsletterLinkPage action="unsubscribe" />;
}
