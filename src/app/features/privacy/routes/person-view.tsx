import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Form, useSearchParams } from 'react-router';
import type { Route } from './+types/person-view.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { accountHeaders, accountMeta, StaffGuard } from '../../accounts/public.ts';
import { formatWhen, PersonDataView } from '../components/person-data.tsx';
import { usePerson } from '../components/use-person.ts';
import { PrivacyLinks } from '../components/privacy-links.tsx';

export const headers = accountHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Person',
    description:
      'Everything held about an e-mail address, its consent history, export and erasure.',
    path: '/dashboard/leads/person',
  });
}

function Person({ email }: { email: string }) {
  const person = usePerson(email);
  const [confirming, setConfirming] = useState(false);
  const { data } = person;
  return (
    <div className="grid gap-6">
      {person.error ? <Alert tone="error">{person.error}</Alert> : null}
      <div role="status" aria-live="polite">
        {person.notice ? <Alert tone="success">{person.notice}</Alert> : null}
      </div>
      {data ? (
        <>
          <div className="flex flex-wrap gap-3">
            <Button variant="outline" disabled={person.busy} onClick={() => void person.download()}>
              <Download aria-hidden="true" className="size-4" />
              Export as JSON
            </Button>
            {confirming ? (
              <>
                <Button
                  variant="danger"
                  disabled={person.busy}
                  onClick={() => {
                    setConfirming(false);
                    void person.erase();
                  }}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  Yes, erase everything about {email}
                </Button>
                <Button variant="ghost" onClick={() => setConfirming(false)}>
                  Cancel
                </Button>
              </>
            ) : (
              <Button variant="danger" disabled={person.busy} onClick={() => setConfirming(true)}>
                <Trash2 aria-hidden="true" className="size-4" />
                Erase…
              </Button>
            )}
          </div>
          {confirming ? (
            <p className="text-sm text-ink">
              Messages and meeting requests are anonymised (references, dates and statuses stay),
              their files deleted; comments are kept under “Anonymous”; subscriptions and the
              account are deleted; the CRM lead is cleared. This cannot be undone.
            </p>
          ) : null}
          <PersonDataView data={data} />
          <section aria-labelledby="person-audit-heading" className="grid gap-2">
            <h2 id="person-audit-heading" className="text-2xl font-semibold text-ink">
              Exports and erasures
            </h2>
            {data.audit.length ? (
              <ul className="grid gap-1 text-sm">
                {data.audit.map((entry) => (
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
export default function PersonView() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  return (
    <StaffGuard>
      <div className="container-page section grid gap-6">
        <header className="grid gap-2">
          <PrivacyLinks current="/dashboard/leads/person" />
          <h1 className="text-3xl font-bold break-all text-ink">{email || 'Find a person'}</h1>
        </header>
        <Form method="get" className="flex flex-wrap items-end gap-3">
          <TextField
            label="E-mail address"
            type="email"
            name="email"
            required
            defaultValue={email}
            className="min-w-64 flex-1"
          />
          <Button type="submit">Look up</Button>
        </Form>
        {email ? <Person key={email} email={email} /> : null}
      </div>
    </StaffGuard>
  );
}
