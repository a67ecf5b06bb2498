import type { ProfileUpdateInput, PublicUser, RoleChange, RoleList } from '../../../shared/auth.ts';
import { browserSend, type Send } from './request.ts';

/** Saves the profile: the fields as JSON, or a multipart form when a photo goes with them. */
export const updateProfile = (fields: ProfileUpdateInput | FormData, send: Send = browserSend) =>
  send<{ user: PublicUser }>('PUT', '/api/users/profile', fields);

/** Administrators: a page of accounts with their roles (`search` by name or address). */
export const listRoles = (query: { search?: string; page: number }, send: Send = browserSend) => {
  const params = new URLSearchParams({ page: String(query.page) });
  if (query.search) params.set('search', query.search);
  return send<RoleList>('GET', `/api/users/roles?${params.toString()}`, undefined);
};

/** Administrators: gives an account a role, none ('reader') or the default rule back. */
export const changeRole = (id: string, role: RoleChange['role'], send: Send = browserSend) =>
  send<{ user: PublicUser }>('PUT', `/api/users/${encodeURIComponent(id)}/role`, { role });
