import type { Route } from './+types/unsubscribe.ts';
import { NewsletterLinkPage } from '../components/newsletter-link-page.tsx';
import { accountHeaders, accountMeta } from '../../accounts/public.ts';
import { linkAction } from '../newsletter-actions.ts';
import { newsletterClientAction } from '../newsletter-outcomes.ts';

export const headers = accountHeaders;

/** The button's press, before and after hydration alike. */
export const action = linkAction('unsubscribe');
export const clientAction = newsletterClientAction('unsubscribe');

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Unsubscribe from our newsletter',
    description: 'Stop receiving our newsletter.',
    path: '/unsubscribe',
  });
}

export default function Unsubscribe({ actionData }: Route.ComponentProps) {
  return <NewsletterLinkPage action="unsubscribe" outcome={actionData} />;
}
