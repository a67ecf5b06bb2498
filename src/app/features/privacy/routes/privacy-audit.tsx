import type { Route } from './+types/privacy-audit.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { ListPager } from '../../../components/ui/list-navigation.tsx';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';
import { accountHeaders, accountMeta, StaffGuard } from '../../accounts/public.ts';
import { formatWhen } from '../components/person-data.tsx';
import { PrivacyLinks } from '../components/privacy-links.tsx';
import { AUDIT_ACTION_LABELS } from '../../../../shared/privacy-messages.ts';
import { auditChangeLines } from '../audit-changes.ts';
import { auditHref, auditPageData } from '../privacy-staff-data.ts';

export const headers = accountHeaders;

/** The page of the log the URL names, read on the server for the session's user. */
export const loader = ({ context, request }: Route.LoaderArgs) =>
  auditPageData(context, new URL(request.url));

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Privacy audit log',
    description:
      'Every export and erasure of personal data, and every change of the site settings.',
    path: '/dashboard/leads/privacy',
  });
}

type AuditPage = Exclude<Route.ComponentProps['loaderData'], { denied: true }>;
type Entry = AuditPage['entries'][number];

/** What an entry found or changed: the records per store, or each field from and to. */
function EntryDetails({ entry }: { entry: Entry }) {
  const changes = auditChangeLines(entry);
  if (changes.length > 0) {
    return (
      <ul className="grid gap-1">
        {changes.map((change) => (
          <li key={change.field} className="break-words">
            <span className="font-medium text-ink">{change.field}</span>: {change.from} →{' '}
            {change.to}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <>
      {Object.entries(entry.summary)
        .filter(([, n]) => n > 0)
        .map(([store, n]) => `${store} ${n}`)
        .join(', ') || 'nothing held'}
    </>
  );
}

function AuditLog({ log }: { log: AuditPage }) {
  const { entries, error } = log;
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
                Details
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} className="border-t border-line">
                <td className="py-2 pr-4">{formatWhen(entry.createdAt)}</td>
                <td className="py-2 pr-4">{AUDIT_ACTION_LABELS[entry.action]}</td>
                <td className="py-2 pr-4 break-all">{entry.subject ?? '—'}</td>
                <td className="py-2 pr-4 break-all">{entry.staffEmail ?? entry.actor}</td>
                <td className="py-2 align-top">
                  <EntryDetails entry={entry} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {entries.length === 0 && !error ? (
        <p className="text-muted">No exports, erasures or changes of the settings yet.</p>
      ) : null}
      <ListPager
        current={log.page}
        pages={log.pages}
        hrefFor={auditHref}
        copy={{ label: 'Audit log pages', previous: 'Newer', next: 'Older' }}
      />
    </div>
  );
}

/**
 * Staff: every export and erasure (who, when, which address, masked, and
 * what was found) and every change of the site settings (who, when, each
 * field from and to), a page at a time (`?page=`). Read only: the product
 * has no call that changes it.
 */
export default function PrivacyAudit({ loaderData }: Route.ComponentProps) {
  return (
    <StaffGuard permission="audit.read">
      {loaderData.denied ? null : (
        <div className="container-page section grid gap-6">
          <header className="grid gap-2">
            <PrivacyLinks current="/dashboard/leads/privacy" />
            <h1 className="text-3xl font-bold text-ink">Privacy audit log</h1>
            <p className="text-muted">
              Every export and erasure of personal data, and every change of the site settings.
              Addresses are shown masked.
            </p>
          </header>
          <AuditLog log={loaderData} />
        </div>
      )}
    </StaffGuard>
  );
}
