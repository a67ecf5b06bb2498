import { Download, Trash2 } from 'lucide-react';
import { Form, useNavigation } from 'react-router';
import type { Route } from './+types/person-view.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { accountHeaders, accountMeta, CsrfField, StaffGuard } from '../../accounts/public.ts';
import { formatWhen, PersonDataView } from '../components/person-data.tsx';
import { usePersonExport } from '../components/use-person.ts';
import { PrivacyLinks } from '../components/privacy-links.tsx';
import {
  personAction,
  personHref,
  personPageData,
  type ErasureOutcome,
} from '../privacy-staff-data.ts';

export const headers = accountHeaders;

/** What is held about the address in the URL, read on the server for the session's user. */
export const loader = ({ context, request }: Route.LoaderArgs) =>
  personPageData(context, new URL(request.url));

/** The erasure's confirmed form. */
export const action = ({ context, request }: Route.ActionArgs) => personAction(context, request);

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Person',
    description:
      'Everything held about an e-mail address, its consent history, export and erasure.',
    path: '/dashboard/leads/person',
  });
}

type PersonPage = Exclude<Route.ComponentProps['loaderData'], { denied: true }>;

/**
 * What is held about one address, with its export (a file the click
 * fetches) and its erasure: "Erase…" leads to the confirmation
 * (`&confirm=erase`), whose form posts to the route's action.
 */
function Person({ page, erased }: { page: PersonPage; erased: ErasureOutcome | undefined }) {
  const { email, person, error, confirming } = page;
  const exporter = usePersonExport(email);
  const navigation = useNavigation();
  const erasing =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === 'erase';
  const notice = erased ?? exporter.outcome;
  return (
    <div className="grid gap-6">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div aria-live="polite">
        {notice ? <Alert tone={notice.ok ? 'success' : 'error'}>{notice.message}</Alert> : null}
      </div>
      {person ? (
        <>
          <div className="flex flex-wrap gap-3">
            <Button
              variant="outline"
              disabled={exporter.busy}
              onClick={() => void exporter.download()}
            >
              <Download aria-hidden="true" className="size-4" />
              Export as JSON
            </Button>
            {confirming ? (
              <Form method="post" action={personHref(email)} className="flex flex-wrap gap-3">
                <CsrfField />
                <input type="hidden" name="email" value={email} />
                <Button
                  type="submit"
                  name="intent"
                  value="erase"
                  variant="danger"
                  disabled={erasing}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {erasing ? 'Erasing…' : `Yes, erase everything about ${email}`}
                </Button>
                <ButtonLink to={personHref(email)} variant="ghost" preventScrollReset>
                  Cancel
                </ButtonLink>
              </Form>
            ) : (
              <ButtonLink to={personHref(email, 'erase')} variant="danger" preventScrollReset>
                <Trash2 aria-hidden="true" className="size-4" />
                Erase…
              </ButtonLink>
            )}
          </div>
          {confirming ? (
            <p className="text-sm text-ink">
              Messages and meeting requests are anonymised (references, dates and statuses stay),
              their files deleted; comments are kept under “Anonymous”; subscriptions and the
              account are deleted; the CRM lead is cleared. This cannot be undone.
            </p>
          ) : null}
          <PersonDataView data={person} />
          <section aria-labelledby="person-audit-heading" className="grid gap-2">
            <h2 id="person-audit-heading" className="text-2xl font-semibold text-ink">
              Exports and erasures
            </h2>
            {person.audit.length ? (
              <ul className="grid gap-1 text-sm">
                {person.audit.map((entry) => (
                  <li key={entry.id}>
                    {formatWhen(entry.createdAt)}: {entry.action} by{' '}
                    {entry.staffEmail ?? entry.actor}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted">None yet.</p>
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}

/** Staff: everything held about an address (from the lead inbox), with its export and erasure. */
export default function PersonView({ loaderData, actionData }: Route.ComponentProps) {
  const email = loaderData.denied ? '' : loaderData.email;
  return (
    <StaffGuard permission="privacy.manage">
      {loaderData.denied ? null : (
        <div className="container-page section grid gap-6">
          <header className="grid gap-2">
            <PrivacyLinks current="/dashboard/leads/person" />
            <h1 className="text-3xl font-bold break-all text-ink">{email || 'Find a person'}</h1>
          </header>
          <Form method="get" className="flex flex-wrap items-end gap-3">
            <TextField
              key={email}
              label="E-mail address"
              type="email"
              name="email"
              required
              defaultValue={email}
              className="min-w-64 flex-1"
            />
            <Button type="submit">Look up</Button>
          </Form>
          {email ? <Person key={email} page={loaderData} erased={actionData} /> : null}
        </div>
      )}
    </StaffGuard>
  );
}
