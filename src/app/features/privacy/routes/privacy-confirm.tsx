import { Download, ShieldAlert } from 'lucide-react';
import { Link, useFetcher, useSearchParams } from 'react-router';
import type { Route } from './+types/privacy-confirm.ts';
import { PRIVACY_MESSAGES } from '../../../../shared/privacy-messages.ts';
import { CardShell, textLinkClass } from '../../../components/layout/card-shell.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { PRIVACY_DOWNLOAD_ACTION } from '../../../lib/api/privacy.ts';
import { accountHeaders, accountMeta } from '../../accounts/public.ts';
import { privacyEraseAction, type PrivacyOutcome } from '../privacy-actions.ts';

export const headers = accountHeaders;

/** The erasure button pressed before (or without) JavaScript. */
export const action = privacyEraseAction;

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Your data',
    description: 'Download or erase what we hold about your e-mail address.',
    path: '/privacy/confirm',
  });
}

const newRequest = (
  <Link to="/privacy/request" className={textLinkClass}>
    Make a new request
  </Link>
);

/**
 * /privacy/confirm?action=&token= (the e-mailed link): a button does it, so
 * mail scanners that open every link do nothing. An export is a plain form
 * post to the API, whose answer the browser saves as a file; an erasure
 * posts to this page's action and shows what was done.
 */
export default function PrivacyConfirm({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const kind = params.get('action');
  const fetcher = useFetcher<PrivacyOutcome>();
  const answer = fetcher.data ?? actionData;
  const busy = fetcher.state !== 'idle';

  // `link=used`: the API sent the download form of a used or expired link back here.
  if (!token || (kind !== 'export' && kind !== 'erase')) {
    return (
      <CardShell title="Your data" footer={newRequest}>
        <Alert tone="error">{PRIVACY_MESSAGES.linkInvalid}</Alert>
      </CardShell>
    );
  }

  if (kind === 'export') {
    return (
      <CardShell
        title="Download your data"
        subtitle="A file with everything we hold about your address: messages, meeting requests, subscriptions, comments, your account and what you agreed to."
        footer={newRequest}
      >
        <form method="post" action={PRIVACY_DOWNLOAD_ACTION} className="grid gap-4">
          <Download aria-hidden="true" className="size-10 text-brand-600" />
          <input type="hidden" name="token" value={token} />
          <Button type="submit" size="lg">
            Download my data
          </Button>
          <p className="text-sm text-muted">
            The link works once: if the download does not start, make a new request.
          </p>
        </form>
      </CardShell>
    );
  }

  return (
    <CardShell
      title="Erase your data"
      subtitle="Your messages and meeting requests are anonymised, your comments are kept under “Anonymous”, and your subscriptions and account are deleted. This cannot be undone."
      footer={newRequest}
    >
      <div className="grid gap-4">
        <ShieldAlert aria-hidden="true" className="size-10 text-danger-700" />
        {answer ? <Alert tone={answer.ok ? 'success' : 'error'}>{answer.message}</Alert> : null}
        {answer?.ok ? (
          <ButtonLink to="/" variant="outline" className="w-full">
            Back to the home page
          </ButtonLink>
        ) : (
          <fetcher.Form method="post" className="grid">
            <input type="hidden" name="token" value={token} />
            <Button type="submit" size="lg" variant="danger" disabled={busy}>
              {busy ? 'Erasing...' : 'Erase my data'}
            </Button>
          </fetcher.Form>
        )}
      </div>
    </CardShell>
  );
}
