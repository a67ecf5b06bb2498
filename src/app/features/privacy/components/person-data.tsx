import type { PersonData } from '../../../../shared/privacy.ts';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The stores' names as staff read them. */
const STORE_LABELS: Record<string, string> = {
  contactMessages: 'Contact messages',
  meetingRequests: 'Meeting requests',
  newsletter: 'Newsletter subscription and sends',
  comments: 'Comments and reply notifications',
  account: 'Account',
  serviceCatalogue: 'Service catalogue selections',
};

const PURPOSE_LABELS: Record<string, string> = {
  contact: 'Contact form',
  meeting: 'Meeting request',
  newsletter: 'Newsletter',
  chat: 'Chat (quote or files)',
  account: 'Account',
  comment: 'Comment',
  'reply-notifications': 'Reply notifications',
  catalogue: 'Service catalogue',
};

/** One value of a record, short enough for a list. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  // A nested record (a lead's source) as "field: value" pairs, which wrap on a phone.
  if (typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value)
      .map(([field, inner]) => `${field}: ${shown(inner)}`)
      .join(' · ');
  }
  return JSON.stringify(value);
}

export const formatWhen = (iso: string) => when.format(new Date(iso));

/** Everything held about an address, store by store, then its consent history. */
export function PersonDataView({ data }: { data: PersonData }) {
  const stores = Object.entries(data.stores);
  const held = stores.reduce((sum, [, records]) => sum + records.length, 0);
  return (
    <div className="grid gap-8">
      <section aria-labelledby="person-stores-heading" className="grid gap-4">
        <h2 id="person-stores-heading" className="text-2xl font-semibold text-ink">
          What we hold ({held} {held === 1 ? 'record' : 'records'})
        </h2>
        {stores.map(([store, records]) => (
          <section
            key={store}
            aria-label={STORE_LABELS[store] ?? store}
            className="rounded-(--radius-card) border border-line bg-white p-5 shadow-(--shadow-card)"
          >
            <h3 className="text-lg font-semibold text-ink">
              {STORE_LABELS[store] ?? store}: {records.length}
            </h3>
            {records.length ? (
              <ul className="mt-3 grid gap-3">
                {records.map((record, index) => (
                  <li key={index} className="rounded-lg bg-surface p-3">
                    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
                      {Object.entries(record).map(([field, value]) => (
                        <div key={field} className="contents">
                          <dt className="font-medium text-muted">{field}</dt>
                          <dd className="min-w-0 text-ink wrap-anywhere">{shown(value)}</dd>
                        </div>
                      ))}
                    </dl>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-sm text-muted">Nothing held.</p>
            )}
          </section>
        ))}
      </section>

      <section aria-labelledby="person-consents-heading" className="grid gap-3">
        <h2 id="person-consents-heading" className="text-2xl font-semibold text-ink">
          Consent history
        </h2>
        {data.consents.length ? (
          <ScrollRegion label="Consent history table">
            <table className="w-full min-w-xl text-left text-sm">
              <thead className="text-muted">
                <tr>
                  <th scope="col" className="py-2 pr-4">
                    When
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Purpose
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Given or withdrawn
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Notice version
                  </th>
                  <th scope="col" className="py-2">
                    Page
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.consents.map((consent) => (
                  <tr key={consent.id} className="border-t border-line">
                    <td className="py-2 pr-4">{formatWhen(consent.createdAt)}</td>
                    <td className="py-2 pr-4">
                      {PURPOSE_LABELS[consent.purpose] ?? consent.purpose}
                    </td>
                    <td className="py-2 pr-4">{consent.action}</td>
                    <td className="py-2 pr-4">{consent.noticeVersion}</td>
                    <td className="py-2 break-all">{consent.sourcePage ?? '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        ) : (
          <p className="text-sm text-muted">No consent recorded for this address.</p>
        )}
      </section>
    </div>
  );
}
