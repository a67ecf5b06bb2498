import type { Route } from './+types/newsletter-confirm.ts';
import { NewsletterLinkPage } from '../components/newsletter-link-page.tsx';
import { accountHeaders, accountMeta } from '../../accounts/public.ts';
import { linkAction } from '../newsletter-actions.ts';
import { newsletterClientAction } from '../newsletter-outcomes.ts';

export const headers = accountHeaders;

/** The button's press, before and after hydration alike. */
export const action = linkAction('confirm');
export const clientAction = newsletterClientAction('confirm');

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Confirm your newsletter subscription',
    description: 'Confirm that you want to receive our newsletter.',
    path: '/newsletter/confirm',
  });
}

export default function NewsletterConfirm({ actionData }: Route.ComponentProps) {
  return <NewsletterLinkPage action="confirm" outcome={actionData} />;
}
