import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { LeadSource } from '../shared/analytics.ts';
import { LEAD_SOURCE_HEADINGS } from '../shared/lead-sources.ts';

/*
 * Staff's CSV exports: RFC 4180 (comma, CRLF, double quotes), UTF-8 with a
 * byte-order mark so Excel reads it as UTF-8, dates in ISO 8601, and cells
 * that a spreadsheet would take for a formula defused (OWASP's CSV
 * injection advice). Written as a stream, one batch of rows at a time.
 */

export type CsvValue = string | number | boolean | Date | null | undefined;

/** One column of an export: its heading and what a row puts in it. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

/** What a contact message and a meeting request both have: a reference, a time, a person. */
interface Lead {
  id: string;
  createdAt: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  company: string | null;
}

/** The columns the lead exports (contact messages, meeting requests) start with. */
export function leadColumns<Row extends Lead>(): CsvColumn<Row>[] {
  return [
    { header: 'Reference', value: (lead) => lead.id },
    { header: 'Received at', value: (lead) => lead.createdAt },
    { header: 'First name', value: (lead) => lead.firstName },
    { header: 'Last name', value: (lead) => lead.lastName },
    { header: 'Email', value: (lead) => lead.email },
    { header: 'Phone', value: (lead) => lead.phone },
    { header: 'Company', value: (lead) => lead.company },
  ];
}

/** Where a lead came from (every lead export ends with these): its source, landing page, referrer and campaign. */
export function leadSourceColumns<Row extends { leadSource: LeadSource }>(): CsvColumn<Row>[] {
  return [
    { header: LEAD_SOURCE_HEADINGS.source, value: (lead) => lead.leadSource.label },
    { header: LEAD_SOURCE_HEADINGS.landingPage, value: (lead) => lead.leadSource.landingPath },
    { header: LEAD_SOURCE_HEADINGS.referrer, value: (lead) => lead.leadSource.referrerHost },
    { header: LEAD_SOURCE_HEADINGS.campaign, value: (lead) => lead.leadSource.utmCampaign },
  ];
}

/** A spreadsheet reads a cell starting with one of these as a formula (or pastes it into one). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A cell containing one of these is quoted. */
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: ISO dates, a leading `'` before a would-be formula, then RFC 4180 quoting. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of cells, ended by CRLF. */
export function csvLine(cells: readonly CsvValue[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * The file as a stream: the byte-order mark and the header line, then the
 * lines of each batch as it arrives. The next batch is asked for only when
 * the reader has taken the last one, so memory holds one batch whatever the
 * number of rows; a client that goes away stops the reads.
 */
export function csvStream<Row>(
  columns: readonly CsvColumn<Row>[],
  batches: AsyncIterable<readonly Row[]>,
): Readable {
  async function* chunks() {
    yield Buffer.from(`\uFEFF${csvLine(columns.map((column) => column.header))}`);
    for await (const batch of batches) {
      let text = '';
      for (const row of batch) text += csvLine(columns.map((column) => column.value(row)));
      yield Buffer.from(text);
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** `<name>-YYYY-MM-DD.csv`, the day (UTC) of the export. */
export function csvFileName(name: string, now = new Date()): string {
  return `${name}-${now.toISOString().slice(0, 10)}.csv`;
}

/**
 * Answers with an export: a download (attachment) named after the list and
 * the day, never kept by a cache, streamed from the batches. The first batch
 * is read before anything is sent, so a database that cannot answer gets the
 * API's error answer, not a file cut short.
 */
export async function sendCsv<Row>(
  reply: FastifyReply,
  file: {
    name: string;
    columns: readonly CsvColumn<Row>[];
    batches: AsyncIterable<readonly Row[]>;
  },
) {
  const iterator = file.batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* batches() {
    try {
      for (let next = first; !next.done; next = await iterator.next()) yield next.value;
    } finally {
      // Ended early (the client went away): the reads stop too.
      await iterator.return?.();
    }
  }
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csvFileName(file.name)}"`)
    .header('cache-control', 'no-store')
    .send(csvStream(file.columns, batches()));
}
