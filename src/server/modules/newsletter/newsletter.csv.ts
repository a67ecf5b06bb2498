import {
  NEWSLETTER_PREFERENCE_KEYS,
  NEWSLETTER_PREFERENCE_LABELS,
} from '../../../shared/newsletter-delivery.ts';
import { leadSourceColumns, type CsvColumn } from '../../csv.ts';
import type { ExportedSubscription } from './newsletter.service.ts';

/** The columns of `GET /api/newsletter/subscribers/export.csv`, one line per address. */
export const SUBSCRIBER_COLUMNS: readonly CsvColumn<ExportedSubscription>[] = [
  { header: 'Email', value: (s) => s.email },
  { header: 'First name', value: (s) => s.firstName },
  { header: 'Last name', value: (s) => s.lastName },
  { header: 'Status', value: (s) => s.status },
  { header: 'Form', value: (s) => s.source },
  // The four preferences, as the preferences page names and orders them.
  ...NEWSLETTER_PREFERENCE_KEYS.map((key): CsvColumn<ExportedSubscription> => ({
    header: NEWSLETTER_PREFERENCE_LABELS[key].label,
    value: (s) => s[key],
  })),
  { header: 'Signed up at', value: (s) => s.createdAt },
  { header: 'Confirmed at', value: (s) => s.subscribedAt },
  { header: 'Unsubscribed at', value: (s) => s.unsubscribedAt },
  { header: 'Updated at', value: (s) => s.updatedAt },
  ...leadSourceColumns<ExportedSubscription>(),
];
