import type { CsvColumn } from '../../csv.ts';
import type { AnalyticsTable } from '../../../shared/analytics-messages.ts';

type Row = Record<string, unknown>;
const column = (header: string, key: string): CsvColumn<Row> => ({
  header,
  value: (row) => {
    const value = row[key];
    return typeof value === 'number' || typeof value === 'string' || value === null
      ? value
      : value === undefined
        ? null
        : String(value);
  },
});
const conversion: CsvColumn<Row> = {
  header: 'Conversion rate',
  value: (row) => (typeof row.conversionRate === 'number' ? row.conversionRate : null),
};

/** The columns of each table's CSV export (every cell formula-escaped by csv.ts). */
export const ANALYTICS_COLUMNS: Record<AnalyticsTable, CsvColumn<Row>[]> = {
  days: [
    column('Day', 'day'),
    column('Views', 'views'),
    column('Visitors', 'visitors'),
    column('Leads', 'leads'),
  ],
  pages: [
    column('Page', 'path'),
    column('Views', 'views'),
    column('Visitors', 'visitors'),
    column('Entries', 'entries'),
    column('Leads', 'leads'),
  ],
  content: [
    column('Kind', 'kind'),
    column('Title', 'title'),
    column('Page', 'path'),
    column('Views', 'views'),
    column('Visitors', 'visitors'),
    column('Leads', 'leads'),
  ],
  referrers: [
    column('Referrer', 'referrer'),
    column('Visitors', 'visitors'),
    column('Leads', 'leads'),
    conversion,
  ],
  campaigns: [
    column('Source', 'source'),
    column('Medium', 'medium'),
    column('Campaign', 'campaign'),
    column('Visitors', 'visitors'),
    column('Leads', 'leads'),
    conversion,
  ],
  devices: [column('Device', 'device'), column('Visitors', 'visitors'), column('Views', 'views')],
  'lead-sources': [
    column('Source', 'source'),
    column('Leads', 'leads'),
    column('Visitors', 'visitors'),
    conversion,
  ],
  'landing-pages': [
    column('Landing page', 'path'),
    column('Entries', 'entries'),
    column('Leads', 'leads'),
    conversion,
  ],
  'lead-kinds': [column('Kind', 'kind'), column('Leads', 'leads')],
};
