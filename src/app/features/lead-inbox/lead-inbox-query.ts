import { CONTACT_SOURCES, CONTACT_STATUSES } from '../../../shared/contact-messages.ts';
import { LEAD_SYNC_STATUSES } from '../../../shared/leads.ts';
import {
  MEETING_PRIORITIES,
  MEETING_SEARCH_MAX,
  MEETING_STATUSES,
  MEETING_TYPES,
} from '../../../shared/meetings.ts';
import type { MessageFilters } from '../../lib/api/contact.ts';
import type { MeetingFilters } from '../../lib/api/meetings.ts';

/*
 * The lead inbox's view lives in its address: each list's filters and page
 * (and the meetings' search) are query parameters, read by the loader and
 * written by the filter forms and the pager links, so "qualified pricing
 * messages, page 3" can be bookmarked, shared and gone back to.
 */

export interface MessageView extends MessageFilters {
  page: number;
}

export interface MeetingView extends MeetingFilters {
  page: number;
}

export interface LeadInboxView {
  messages: MessageView;
  meetings: MeetingView;
}

/** Each list's query parameters: the two lists share one address, so their names differ. */
export const MESSAGE_PARAMS = {
  status: 'messageStatus',
  source: 'messageSource',
  syncStatus: 'messageSync',
  page: 'messagePage',
} as const satisfies Record<keyof MessageView, string>;

export const MEETING_PARAMS = {
  status: 'meetingStatus',
  meetingType: 'meetingType',
  priority: 'meetingPriority',
  search: 'meetingSearch',
  page: 'meetingPage',
} as const satisfies Record<keyof MeetingView, string>;

/** The page size of both lists. */
export const LEAD_PAGE_SIZE = 20;

function oneOf<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return options.find((option) => option === value);
}

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The view an address asks for; an unknown value is left out (the whole list), a bad page is 1. */
export function readLeadInboxView(params: URLSearchParams): LeadInboxView {
  const search = params.get(MEETING_PARAMS.search)?.trim().slice(0, MEETING_SEARCH_MAX);
  return {
    messages: {
      status: oneOf(CONTACT_STATUSES, params.get(MESSAGE_PARAMS.status)),
      source: oneOf(CONTACT_SOURCES, params.get(MESSAGE_PARAMS.source)),
      syncStatus: oneOf(LEAD_SYNC_STATUSES, params.get(MESSAGE_PARAMS.syncStatus)),
      page: pageOf(params.get(MESSAGE_PARAMS.page)),
    },
    meetings: {
      status: oneOf(MEETING_STATUSES, params.get(MEETING_PARAMS.status)),
      meetingType: oneOf(MEETING_TYPES, params.get(MEETING_PARAMS.meetingType)),
      priority: oneOf(MEETING_PRIORITIES, params.get(MEETING_PARAMS.priority)),
      search: search || undefined,
      page: pageOf(params.get(MEETING_PARAMS.page)),
    },
  };
}

/** A list's view as its query parameters (empty values and page 1 left out). */
function paramsOf<V extends { page: number }>(
  view: V,
  names: Record<keyof V, string>,
): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of Object.keys(names) as Array<keyof V>) {
    const value = view[key];
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    params[names[key]] = String(value);
  }
  return params;
}

export const messageParams = (view: MessageView) => paramsOf(view, MESSAGE_PARAMS);
export const meetingParams = (view: MeetingView) => paramsOf(view, MEETING_PARAMS);

/** The inbox's address for a view, e.g. `/dashboard/leads?messageStatus=new&meetingPage=2`. */
export function leadInboxHref(view: LeadInboxView): string {
  const search = new URLSearchParams({
    ...messageParams(view.messages),
    ...meetingParams(view.meetings),
  }).toString();
  return `/dashboard/leads${search ? `?${search}` : ''}`;
}

/** A list's filters without its page: what the list and its CSV export are asked for. */
export function filtersOf<V extends { page: number }>(view: V): Omit<V, 'page'> {
  const { page: _page, ...filters } = view;
  return filters;
}

/** Whether any filter (or the search) narrows a list. */
export const isFiltered = (view: { page: number }) =>
  Object.values(filtersOf(view)).some((value) => value !== undefined && value !== '');

/** Whether two views of a list ask for the same rows (the same filters and page). */
export const sameList = <V extends { page: number }>(
  a: V,
  b: V,
  names: Record<keyof V, string>,
): boolean => JSON.stringify(paramsOf(a, names)) === JSON.stringify(paramsOf(b, names));
