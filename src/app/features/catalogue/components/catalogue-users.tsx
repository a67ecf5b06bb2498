import { Link, useLocation } from 'react-router';
import { ListPager } from '../../../components/ui/list-navigation.tsx';
import { LIST_PARAMS, withParams, type CatalogueUsersData } from '../catalogue-lists.ts';
import { ListFailed } from './list-failed.tsx';

const joined = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/**
 * Administrators: every user, newest first, with how many services they
 * selected; the screen's loader reads the page (`catalogueUsersData`), which
 * the address names (?usersPage=).
 */
export function CatalogueUsers({ data }: { data: CatalogueUsersData }) {
  const location = useLocation();
  const { list } = data;
  return (
    <section aria-labelledby="users-heading" className="grid gap-4">
      <h2 id="users-heading" className="text-xl font-semibold text-ink">
        Users {list ? `(${list.pagination.total})` : ''}
      </h2>
      {list === null ? (
        <ListFailed>The users could not be loaded.</ListFailed>
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
              {list.users.map((user) => (
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
      {list ? (
        <ListPager
          current={data.page}
          pages={list.pagination.pages}
          hrefFor={(page) => withParams(location, { [LIST_PARAMS.usersPage]: page })}
          copy={{ label: 'Pages of users', previous: 'Previous', next: 'Next' }}
        />
      ) : null}
    </section>
  );
}
