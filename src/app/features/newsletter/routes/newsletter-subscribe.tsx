import { Mail } from 'lucide-react';
import type { Route } from './+types/newsletter-subscribe.ts';
import { CardShell } from '../../../components/layout/card-shell.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { accountHeaders, accountMeta } from '../../accounts/public.ts';
import { NewsletterSignup, NEWSLETTER_SUBSCRIBE_PATH } from '../components/newsletter-signup.tsx';
import { subscribeAction } from '../newsletter-actions.ts';
import { newsletterClientAction } from '../newsletter-outcomes.ts';

export const headers = accountHeaders;

/** Where every sign-up form posts when the browser sends it itself (before or without JavaScript). */
export const action = subscribeAction;
export const clientAction = newsletterClientAction('subscribe');

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Subscribe to our newsletter',
    description: 'Dynamics 365 and Power Platform insights, case studies and industry news.',
    path: NEWSLETTER_SUBSCRIBE_PATH,
  });
}

export default function NewsletterSubscribe({ actionData }: Route.ComponentProps) {
  return (
    <CardShell
      title="Our newsletter"
      subtitle="Dynamics 365 and Power Platform insights, case studies and industry news."
    >
      <div className="grid gap-4">
        <Mail aria-hidden="true" className="size-10 text-brand-600" />
        {actionData ? (
          <Alert tone={actionData.ok ? 'success' : 'error'}>{actionData.message}</Alert>
        ) : null}
        {actionData?.ok ? (
          <ButtonLink to="/" variant="outline" className="w-full">
            Back to the home page
          </ButtonLink>
        ) : (
          <NewsletterSignup variant="compact" source="newsletter-page" />
        )}
      </div>
    </CardShell>
  );
}
