import type {
  CatalogueService,
  CatalogueUser,
  SelectedService,
  ServiceInterest,
} from '../../../shared/service-catalogue.ts';
import { lift } from './blog.ts';
import { browserSend, listSearch, type Send } from './request.ts';

/**
 * The service catalogue's calls (spec 02): `services` sits at the top level
 * of each answer and is lifted into `data`. The staff and administrator
 * lists answer under `data` like the rest of the API.
 */
const BASE = '/api/services';

interface Pagination {
  page: number;
  limit: number;
  total: number;
  pages: number;
}

/** Every service on offer (no sign-in needed). */
export const listServices = async (send: Send = browserSend) =>
  lift<CatalogueService[]>(await send('GET', `${BASE}/`), (body) => body['services']);

/** A user's selected services with their notes. */
export const listUserServices = async (userId: string, send: Send = browserSend) =>
  lift<SelectedService[]>(
    await send('GET', `${BASE}/users/${encodeURIComponent(userId)}`, undefined),
    (body) => body['services'],
  );

/** Adds services to one's own list; answers the full updated list. */
export const addUserServices = async (
  userId: string,
  request: { serviceIds: string[]; notes: string },
  send: Send = browserSend,
) =>
  lift<SelectedService[]>(
    await send('POST', `${BASE}/users/${encodeURIComponent(userId)}`, request),
    (body) => body['services'],
  );

export const removeUserService = async (
  userId: string,
  serviceId: string,
  send: Send = browserSend,
) =>
  lift<SelectedService[]>(
    await send(
      'DELETE',
      `${BASE}/users/${encodeURIComponent(userId)}/${encodeURIComponent(serviceId)}`,
      undefined,
    ),
    (body) => body['services'],
  );

/** Staff: who selected which services, newest first. */
export const listServiceInterest = (
  query: { serviceId?: string | undefined; page?: number | undefined },
  send: Send = browserSend,
) =>
  send<{ interest: ServiceInterest[]; pagination: Pagination }>(
    'GET',
    `${BASE}/interest${listSearch(query)}`,
    undefined,
  );

/** Administrators: the users and the size of each one's catalogue. */
export const listCatalogueUsers = (
  query: { page?: number | undefined },
  send: Send = browserSend,
) =>
  send<{ users: CatalogueUser[]; pagination: Pagination }>(
    'GET',
    `${BASE}/users${listSearch(query)}`,
    undefined,
  );
