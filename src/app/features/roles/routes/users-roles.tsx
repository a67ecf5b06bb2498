import { Search } from 'lucide-react';
import { Form, Link, useFetcher } from 'react-router';
import type { Route } from './+types/users-roles.ts';
import type { RoleListEntry } from '../../../../shared/auth.ts';
import {
  ROLE_CHOICES,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  type RoleChoice,
} from '../../../../shared/roles.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ListPager } from '../../../components/ui/list-navigation.tsx';
import { accountHeaders, accountMeta, CsrfField, StaffGuard } from '../../accounts/public.ts';
import { usersAction, usersHref, usersPageData, type RoleOutcome } from '../roles-data.ts';

export const headers = accountHeaders;

/** The page of accounts the address names (`?search=&page=`), read on the server. */
export const loader = ({ context, request }: Route.LoaderArgs) =>
  usersPageData(context, new URL(request.url));

/** A row's role change, posted with or without JavaScript. */
export const action = ({ context, request }: Route.ActionArgs) => usersAction(context, request);

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Users and roles',
    description: 'Who can write, publish, edit everyone’s work and run the site.',
    path: '/dashboard/users',
  });
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/** What the role select starts at: the role given, or the default rule. */
const chosenOf = (user: RoleListEntry): RoleChoice | 'default' =>
  user.byDefault ? 'default' : (user.role ?? 'reader');

function UserRow({ user }: { user: RoleListEntry }) {
  const fetcher = useFetcher<RoleOutcome>({ key: `role-${user.id}` });
  const busy = fetcher.state !== 'idle';
  const outcome = fetcher.data;
  const selectId = `role-${user.id}`;
  return (
    <li className="grid gap-3 p-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-center">
      <div className="min-w-0">
        <p className="font-semibold break-words text-ink">{user.name || user.email}</p>
        <p className="text-sm break-all text-muted">{user.email}</p>
        <p className="mt-1 text-sm text-muted">
          {user.role ? ROLE_LABELS[user.role] : ROLE_LABELS.reader}
          {user.byDefault ? ' (by default)' : ''}
          {user.emailVerified ? '' : ' · address not verified: no role until it is'} · joined{' '}
          {dateFormat.format(new Date(user.createdAt))}
        </p>
      </div>
      <fetcher.Form method="post" className="flex min-w-0 flex-wrap items-end gap-2">
        <CsrfField />
        <input type="hidden" name="id" value={user.id} />
        <div className="grid min-w-0 gap-1">
          <label htmlFor={selectId} className="text-sm font-medium text-ink">
            Role<span className="sr-only"> of {user.email}</span>
          </label>
          <select
            id={selectId}
            name="role"
            defaultValue={chosenOf(user)}
            className="min-h-11 w-full max-w-full rounded-lg border border-line bg-white px-3 text-ink"
          >
            <option value="default">Default (company address: author)</option>
            {ROLE_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {ROLE_LABELS[choice]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="outline" disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Saving...' : 'Save'}
          <span className="sr-only"> role of {user.email}</span>
        </Button>
        {outcome ? (
          <p
            role={outcome.ok ? 'status' : 'alert'}
            className={
              outcome.ok
                ? 'basis-full text-sm text-success-700'
                : 'basis-full text-sm text-danger-700'
            }
          >
            {outcome.message}
          </p>
        ) : null}
      </fetcher.Form>
    </li>
  );
}

/**
 * Administrators: every account with its role, searchable by name or
 * address, a page at a time; each row changes one account's role. The
 * server refuses to take the last administrator's role away.
 */
export default function UsersRoles({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StaffGuard permission="users.manage">
      {loaderData.denied ? null : (
        <div className="container-page section grid grid-cols-[minmax(0,1fr)] gap-6">
          <header className="grid gap-2">
            <Link to="/dashboard" className="w-fit font-semibold text-brand-700 hover:underline">
              Back to dashboard
            </Link>
            <h1 className="text-3xl font-bold text-ink">Users and roles</h1>
            <p className="text-muted">
              A verified company address is an author unless you choose otherwise. A change holds
              from the person’s next page.
            </p>
          </header>
          <details className="rounded-(--radius-card) border border-line bg-white p-4">
            <summary className="min-h-11 cursor-pointer content-center font-semibold text-ink">
              What each role can do
            </summary>
            <dl className="mt-2 grid gap-2">
              {ROLE_CHOICES.map((choice) => (
                <div key={choice}>
                  <dt className="font-semibold text-ink">{ROLE_LABELS[choice]}</dt>
                  <dd className="text-muted">{ROLE_DESCRIPTIONS[choice]}</dd>
                </div>
              ))}
            </dl>
          </details>
          {/* Without JavaScript the row's form posts itself: its outcome is said here. */}
          {actionData ? (
            <Alert tone={actionData.ok ? 'success' : 'error'}>{actionData.message}</Alert>
          ) : null}
          <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
            <div className="grid gap-1">
              <label htmlFor="users-search" className="text-sm font-medium text-ink">
                Name or address
              </label>
              <input
                id="users-search"
                type="search"
                name="search"
                defaultValue={loaderData.search}
                maxLength={200}
                className="min-h-11 w-72 max-w-full rounded-lg border border-line bg-white px-3 text-ink"
              />
            </div>
            <Button type="submit" variant="outline">
              <Search aria-hidden="true" className="size-4" />
              Search
            </Button>
          </Form>
          {loaderData.error ? <Alert tone="error">{loaderData.error}</Alert> : null}
          <p className="text-sm text-muted">
            {loaderData.total} {loaderData.total === 1 ? 'account' : 'accounts'}
            {loaderData.search ? ` matching “${loaderData.search}”` : ''}
          </p>
          {loaderData.users.length > 0 ? (
            <ul className="divide-y divide-line rounded-(--radius-card) border border-line bg-white shadow-(--shadow-card)">
              {loaderData.users.map((user) => (
                <UserRow key={user.id} user={user} />
              ))}
            </ul>
          ) : null}
          <ListPager
            current={loaderData.page}
            pages={loaderData.pages}
            hrefFor={(page) => usersHref(loaderData.search, page)}
            copy={{ label: 'Users pages', previous: 'Newer', next: 'Older' }}
          />
        </div>
      )}
    </StaffGuard>
  );
}
