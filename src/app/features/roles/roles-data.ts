import { data, type RouterContextProvider } from 'react-router';
import type { RoleChange } from '../../../shared/auth.ts';
import { ROLE_CHOICES, ROLE_MESSAGES } from '../../../shared/roles.ts';
import { changeRole, listRoles } from '../../lib/api/users.ts';
import { pageSend, postedValues, serverSend } from '../../lib/forms/page-forms.ts';
import { NOT_STAFF, pageOf, staffOf } from '../../lib/forms/staff-loader.ts';

type Context = Readonly<RouterContextProvider>;

/** The users screen's address for a search and a page (the list's links). */
export function usersHref(search: string, page: number): string {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `/dashboard/users${query ? `?${query}` : ''}`;
}

/**
 * The users screen's data, read on the server: administrators get the page
 * of accounts the address names (`?search=&page=`), anyone else nothing
 * (the screen says Access Denied; the API would refuse them too).
 */
export async function usersPageData(context: Context, url: URL) {
  if (!staffOf(context, 'users.manage')) return NOT_STAFF;
  const search = url.searchParams.get('search')?.trim().slice(0, 200) ?? '';
  const page = pageOf(url, 10_000);
  const result = await listRoles({ search, page }, pageSend(context));
  return {
    denied: false as const,
    search,
    page,
    users: result.data?.users ?? [],
    pages: result.data?.pages ?? 1,
    total: result.data?.total ?? 0,
    error: result.ok ? undefined : (result.message ?? ROLE_MESSAGES.usersLoadFailed),
  };
}

/** A role change's outcome: which account, and what the server said. */
export interface RoleOutcome {
  id: string;
  ok: boolean;
  message: string;
}

const isChoice = (value: string): value is RoleChange['role'] =>
  value === 'default' || (ROLE_CHOICES as readonly string[]).includes(value);

/**
 * A row's form: the account and the role chosen, sent to the API (which
 * checks the administrator, the verified address and the last
 * administrator again); the answer comes back with its status.
 */
export async function usersAction(context: Context, request: Request) {
  const values = await postedValues(request);
  const id = values['id'] ?? '';
  const role = values['role'] ?? '';
  if (!isChoice(role)) {
    return data<RoleOutcome>(
      { id, ok: false, message: ROLE_MESSAGES.roleInvalid },
      { status: 400 },
    );
  }
  const result = await changeRole(id, role, serverSend(context));
  return data<RoleOutcome>(
    {
      id,
      ok: result.ok,
      message:
        result.message ?? (result.ok ? ROLE_MESSAGES.roleChanged : ROLE_MESSAGES.usersLoadFailed),
    },
    { status: result.ok ? 200 : result.status >= 400 ? result.status : 503 },
  );
}
