import { can } from '../../../shared/roles.ts';
import type { RouterContextProvider } from 'react-router';
import type { CatalogueService } from '../../../shared/service-catalogue.ts';
import { listCatalogueUsers, listServiceInterest, listServices } from '../../lib/api/services.ts';
import { pageSend } from '../../lib/forms/page-forms.ts';
import { sessionContext } from '../../lib/request-context.ts';

/**
 * The catalogue's lists on other screens: staff's service interest (the lead
 * inbox) and administrators' users (the dashboard). The screen's loader calls
 * the reader here; the filter and page are query parameters of that screen's
 * address, named so they leave the screen's own parameters alone.
 */
export const LIST_PARAMS = {
  interestService: 'interestService',
  interestPage: 'interestPage',
  usersPage: 'usersPage',
} as const;

/** The API's highest page of these lists. */
const MAX_PAGE = 10_000;

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 && page <= MAX_PAGE ? page : 1;
}

/** The address with some query parameters changed (undefined removes one); the rest kept. */
export function withParams(
  location: { pathname: string; search: string },
  changes: Record<string, string | number | undefined>,
): string {
  const params = new URLSearchParams(location.search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value === '' || value === 1) params.delete(name);
    else params.set(name, String(value));
  }
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ''}`;
}

type InterestPage = NonNullable<Awaited<ReturnType<typeof listServiceInterest>>['data']>;

export interface ServiceInterestData {
  /** The service the list is narrowed to ('' for all). */
  serviceId: string;
  page: number;
  /** The services to choose from. */
  services: CatalogueService[];
  /** Null when the list could not be read. */
  list: InterestPage | null;
}

/**
 * Staff: who selected which service, newest first, for the service and page
 * the address names (?interestService=&interestPage=). Null for anyone else
 * (nothing is read).
 */
export async function serviceInterestData(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<ServiceInterestData | null> {
  const { user } = context.get(sessionContext);
  if (!can(user?.role, 'leads.read')) return null;
  const params = new URL(request.url).searchParams;
  const send = pageSend(context);
  const offered = await listServices(send);
  const services = offered.ok && offered.data ? offered.data : [];
  const asked = params.get(LIST_PARAMS.interestService) ?? '';
  // A service that is not on offer (or not a service) reads as all of them.
  const serviceId = services.some((service) => service.id === asked) ? asked : '';
  const page = pageOf(params.get(LIST_PARAMS.interestPage));
  const list = await listServiceInterest({ serviceId: serviceId || undefined, page }, send);
  return { serviceId, page, services, list: list.ok && list.data ? list.data : null };
}

type UsersPage = NonNullable<Awaited<ReturnType<typeof listCatalogueUsers>>['data']>;

export interface CatalogueUsersData {
  page: number;
  /** Null when the list could not be read. */
  list: UsersPage | null;
}

/**
 * Administrators: the users, newest first, with the size of each one's
 * catalogue, on the page the address names (?usersPage=). Null for anyone
 * else (nothing is read).
 */
export async function catalogueUsersData(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<CatalogueUsersData | null> {
  const { user } = context.get(sessionContext);
  if (!user?.isAdmin) return null;
  const page = pageOf(new URL(request.url).searchParams.get(LIST_PARAMS.usersPage));
  const list = await listCatalogueUsers({ page }, pageSend(context));
  return { page, list: list.ok && list.data ? list.data : null };
}
