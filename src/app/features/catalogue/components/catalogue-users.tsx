import { Link } from 'react-router';
import type { CatalogueUser } from '../../../../shared/service-catalogue.ts';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { listCatalogueUsers } from '../../../lib/api/services.ts';
import { usePagedList } from '../use-paged-list.ts';

const joined = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/** Administrators: every user, newest first, with how many services they selected. */
export function CatalogueUsers() {
  const list = usePagedList<CatalogueUser>(
    'users',
    (page) => listCatalogueUsers({ page }),
    (data) => data['users'] as CatalogueUser[],
  );
  const { state } = list;
  return (
    <section aria-labelledby="users-heading" className="grid gap-4">
      <h2 id="users-heading" className="text-xl font-semibold text-ink">
        Users {state.status === 'loaded' ? `(${state.total})` : ''}
      </h2>
      {state.status === 'failed' ? (
        <RetryAlert onRetry={list.retry}>The users could not be loaded.</RetryAlert>
      ) : state.status === 'loading' ? (
        <p className="text-muted">Loading users...</p>
      ) : (
        <div className="overflow-x-auto rounded-(--radius-card) border border-line bg-white shadow-(--shadow-card)">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="border-b border-line bg-slate-50 text-muted">
              <tr>
                <th scope="col" className="p-3 font-semibold">
                  Name
                </th>
                <th scope="col" className="p-3 font-semibold">
                  E-mail
                </th>
                <th scope="col" className="p-3 font-semibold">
                  Company
                </th>
                <th scope="col" className="p-3 font-semibold">
                  Joined
                </th>
                <th scope="col" className="p-3 text-right font-semibold">
                  Services
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {state.items.map((user) => (
                <tr key={user.id}>
                  <td className="p-3">
                    <Link
                      to={`/service-catalog/${user.id}`}
                      className="font-semibold text-brand-700 hover:underline"
                      aria-label={`${`${user.firstName} ${user.lastName}`.trim()}: service catalogue`}
                    >
                      {`${user.firstName} ${user.lastName}`.trim()}
                    </Link>
                  </td>
                  <td className="p-3 break-all">{user.email}</td>
                  <td className="p-3">{user.company || '–'}</td>
                  <td className="p-3 whitespace-nowrap">
                    <time dateTime={user.createdAt}>{joined.format(new Date(user.createdAt))}</time>
                  </td>
                  <td className="p-3 text-right tabular-nums">{user.serviceCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {state.status === 'loaded' && state.page < state.pages ? (
        <Button variant="outline" onClick={list.more}>
          Show more users
        </Button>
      ) : null}
    </section>
  );
}
