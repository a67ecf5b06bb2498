import { useEffect, useState } from 'react';
import type { Route } from './+types/privacy-audit.ts';
import type { AuditEntry } from '../../../../shared/privacy.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { privacyAudit } from '../../../lib/api/privacy.ts';
import { accountHeaders, accountMeta, StaffGuard } from '../../accounts/public.ts';
import { formatWhen } from '../components/person-data.tsx';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';
import { PrivacyLinks } from '../components/privacy-links.tsx';

export const headers = accountHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Privacy audit log',
    description: 'Every export and erasure of personal data.',
    path: '/dashboard/leads/privacy',
  });
}

function AuditLog() {
  const [entries, setEntries] = useState<AuditEntry[]>([]);
  const [page, setPage] = useState({ page: 0, pages: 1 });
  const [error, setError] = useState<string>();

  const [wanted, setWanted] = useState(1);

  useEffect(() => {
    let live = true;
    void privacyAudit(wanted).then((result) => {
      if (!live) return;
      if (!result.ok || !result.data)
        return setError(result.message ?? 'The log could not be read.');
      const { entries: more, pagination } = result.data;
      setEntries((current) => (wanted === 1 ? more : [...current, ...more]));
      setPage({ page: pagination.page, pages: pagination.pages });
    });
    return () => {
      live = false;
    };
  }, [wanted]);

  return (
    <div className="grid gap-4">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <ScrollRegion label="Audit log table">
        <table className="w-full min-w-xl text-left text-sm">
          <thead className="text-muted">
            <tr>
              <th scope="col" className="py-2 pr-4">
                When
              </th>
              <th scope="col" className="py-2 pr-4">
                What
              </th>
              <th scope="col" className="py-2 pr-4">
                Address
              </th>
              <th scope="col" className="py-2 pr-4">
                By
              </th>
              <th scope="col" className="py-2">
                Records
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} className="border-t border-line">
                <td className="py-2 pr-4">{formatWhen(entry.createdAt)}</td>
                <td className="py-2 pr-4">{entry.action}</td>
                <td className="py-2 pr-4 break-all">{entry.subject}</td>
                <td className="py-2 pr-4 break-all">{entry.staffEmail ?? entry.actor}</td>
                <td className="py-2">
                  {Object.entries(entry.summary)
                    .filter(([, n]) => n > 0)
                    .map(([store, n]) => `${store} ${n}`)
                    .join(', ') || 'nothing held'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {entries.length === 0 && !error ? (
        <p className="text-muted">No exports or erasures yet.</p>
      ) : null}
      {page.page < page.pages ? (
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => setWanted(page.page + 1)}
        >
          Show more
        </Button>
      ) : null}
    </div>
  );
}

/**
 * Staff: every export and erasure (who, when, which address, masked, and
 * what was found). Read only: the product has no call that changes it.
 */
export default function PrivacyAudit() {
  return (
    <StaffGuard>
      <div className="container-page section grid gap-6">
        <header className="grid gap-2">
          <PrivacyLinks current="/dashboard/leads/privacy" />
          <h1 className="text-3xl font-bold text-ink">Privacy audit log</h1>
          <p className="text-muted">
            Every export and erasure of personal data. Addresses are shown masked.
          </p>
        </header>
        <AuditLog />
      </div>
    </StaffGuard>
  );
}
