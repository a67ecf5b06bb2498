/*
 * Staff's downloads: a contact message's file and the lists' CSV exports.
 * Kept apart from the areas' other calls (contact.ts, meetings.ts,
 * services.ts…), which public pages load, so none of them carries these.
 */
import type { AnalyticsRangeQuery } from '../../../shared/analytics.ts';
import type { AnalyticsTable } from '../../../shared/analytics-messages.ts';
import type { NewsletterStatus } from '../../../shared/newsletter-messages.ts';
import type { MessageFilters } from './contact.ts';
import type { MeetingFilters } from './meetings.ts';
import { listSearch, readResponse } from './request.ts';

/** A file the API sent as a download, or why it could not be had. */
export type FileAnswer =
  | { ok: true; blob: Blob; fileName: string | undefined }
  | { ok: false; message: string | undefined };

/**
 * A staff download. The session is a bearer token, not a cookie, so a plain
 * link cannot carry it: the file is fetched with the header and handed over
 * as a Blob (the page saves it through an object URL), with the name the
 * server gave it (`content-disposition`). A refusal comes back with the
 * server's message; a network failure, before the answer or during the
 * file, with none.
 */
async function fetchFile(path: string, post?: { body: unknown }): Promise<FileAnswer> {
  try {
    const response = await fetch(
      path,
      post
        ? {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(post.body),
          }
        : {},
    );
    if (!response.ok) return { ok: false, message: (await readResponse(response)).message };
    const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
    return { ok: true, blob: await response.blob(), fileName: fileName?.[1] };
  } catch {
    return { ok: false, message: undefined };
  }
}

/** A contact message's file (saved under the name the list shows). */
export const downloadAttachment = (id: string) =>
  fetchFile(`/api/contact/attachments/${encodeURIComponent(id)}`);

/** Every contact message the filters match, as a CSV file. */
export const exportContactMessages = (filters: MessageFilters) =>
  fetchFile(`/api/contact/messages/export.csv${listSearch(filters)}`);

/** Every meeting request the filters match, as a CSV file. */
export const exportMeetings = (filters: MeetingFilters) =>
  fetchFile(`/api/meetings/export.csv${listSearch(filters)}`);

/** Every newsletter subscriber, all or in one status, as a CSV file. */
export const exportNewsletterSubscribers = (status: NewsletterStatus | undefined) =>
  fetchFile(`/api/newsletter/subscribers/export.csv${listSearch({ status })}`);

/** The whole service interest list, all or one service, as a CSV file. */
export const exportServiceInterest = (query: { serviceId?: string | undefined }) =>
  fetchFile(`/api/services/interest/export.csv${listSearch(query)}`);

/** One table of the analytics report over a period, every row, as a CSV file. */
export const exportAnalyticsTable = (table: AnalyticsTable, range: AnalyticsRangeQuery) =>
  fetchFile(`/api/analytics/export.csv${listSearch({ table, ...range })}`);

/** Everything held about an address, as a JSON file (written to the audit log). */
export const exportPerson = (email: string) =>
  fetchFile('/api/privacy/people/export', { body: { email } });
