import {
  NEWSLETTER_PREFERENCE_KEYS,
  NEWSLETTER_PREFERENCE_LABELS,
} from '../../../shared/newsletter-delivery.ts';
import type { CsvColumn } from '../../csv.ts';
import type { SubscriptionRow } from './newsletter.repository.ts';

/** The columns of `GET /api/newsletter/subscribers/export.csv`, one line per address. */
export const SUBSCRIBER_COLUMNS: readonly CsvColumn<SubscriptionRow>[] = [
  { header: 'Email', value: (s) => s.email },
  { header: 'First name', value: (s) => s.firstName },
  { header: 'Last name', value: (s) => s.lastName },
  { header: 'Status', value: (s) => s.status },
  { header: 'Source', value: (s) => s.source },
  // The four preferences, as the preferences page names and orders them.
  ...NEWSLETTER_PREFERENCE_KEYS.map((key): CsvColumn<SubscriptionRow> => ({
    header: NEWSLETTER_PREFERENCE_LABELS[key].label,
    value: (s) => s[key],
  })),
  { header: 'Signed up at', value: (s) => s.createdAt },
  { header: 'Confirmed at', value: (s) => s.subscribedAt },
  { header: 'Unsubscribed at', value: (s) => s.unsubscribedAt },
  { header: 'Updated at', value: (s) => s.updatedAt },
];
