import { Settings2 } from 'lucide-react';
import { Form, useNavigation } from 'react-router';
import type { Route } from './+types/newsletter-preferences.ts';
import {
  NEWSLETTER_PREFERENCE_KEYS,
  NEWSLETTER_PREFERENCE_LABELS,
} from '../../../../shared/newsletter-delivery.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { CardShell } from '../../../components/layout/card-shell.tsx';
import { accountHeaders, accountMeta } from '../../accounts/public.ts';
import { loadPreferences, preferencesAction } from '../newsletter-preferences-data.ts';

/** Personal: never kept by a shared cache, never indexed. */
export const headers = accountHeaders;

export const loader = ({ context, request }: Route.LoaderArgs) =>
  loadPreferences(context, new URL(request.url));

export const action = ({ context, request }: Route.ActionArgs) =>
  preferencesAction(context, request);

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Newsletter preferences',
    description: 'Choose which of our e-mails you receive.',
    path: '/newsletter/preferences',
  });
}

/**
 * /newsletter/preferences?email=&token= (the link in every newsletter
 * e-mail): the four switches, Save, and Unsubscribe from everything. A plain
 * form: it works before the page's JavaScript has loaded, and the switches
 * show what the server holds after each press.
 */
export default function NewsletterPreferences({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  if (!loaderData.ok) {
    return (
      <CardShell title="Newsletter preferences">
        <Alert tone="error">{loaderData.message}</Alert>
      </CardShell>
    );
  }
  const { link, subscription } = loaderData;
  const active = subscription.status === 'active' || subscription.status === 'pending';
  return (
    <CardShell
      title="Newsletter preferences"
      subtitle="Choose what we send you. No tracking: our e-mails carry no pixels and no rewritten links."
    >
      <div className="grid gap-5">
        <Settings2 aria-hidden="true" className="size-10 text-brand-600" />
        <p className="break-all text-ink">
          Address: <strong>{subscription.email}</strong>
        </p>
        {actionData ? (
          <Alert tone={actionData.ok ? 'success' : 'error'}>{actionData.message}</Alert>
        ) : null}
        {active ? (
          <Form method="post" className="grid gap-5" key={JSON.stringify(subscription)}>
            <input type="hidden" name="email" value={link.email} />
            <input type="hidden" name="token" value={link.token} />
            <fieldset className="grid gap-3">
              <legend className="mb-2 font-semibold text-ink">Send me</legend>
              {NEWSLETTER_PREFERENCE_KEYS.map((key) => (
                <div key={key}>
                  <label className="flex min-h-11 items-center gap-3 font-medium text-ink">
                    <input
                      type="checkbox"
                      role="switch"
                      name={key}
                      defaultChecked={subscription.preferences[key]}
                      aria-describedby={`${key}-hint`}
                      className="size-5 rounded border-slate-400"
                    />
                    {NEWSLETTER_PREFERENCE_LABELS[key].label}
                  </label>
                  <p id={`${key}-hint`} className="ml-8 text-sm text-muted">
                    {NEWSLETTER_PREFERENCE_LABELS[key].description}
                  </p>
                </div>
              ))}
            </fieldset>
            <Button type="submit" name="intent" value="save" size="lg" disabled={busy}>
              Save preferences
            </Button>
            <Button
              type="submit"
              name="intent"
              value="unsubscribe"
              variant="outline"
              disabled={busy}
            >
              Unsubscribe from everything
            </Button>
          </Form>
        ) : (
          <>
            <Alert tone="info">
              {subscription.status === 'bounced'
                ? 'Our e-mails to this address were refused, so we stopped sending them.'
                : 'This address is unsubscribed: we send it nothing.'}{' '}
              To receive our newsletter again, subscribe on our blog.
            </Alert>
            <ButtonLink to="/blog" variant="outline" className="w-full">
              Go to the blog
            </ButtonLink>
          </>
        )}
      </div>
    </CardShell>
  );
}
