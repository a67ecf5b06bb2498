import {
  MESSAGE_TO_LABELS,
  quoteDetailLines,
  SERVICE_INTEREST_LABELS,
  type ContactMessage,
} from '../../../shared/contact.ts';
import { leadColumns, leadSourceColumns, type CsvColumn } from '../../csv.ts';

/** The columns of `GET /api/contact/messages/export.csv`, one line per message. */
export const CONTACT_MESSAGE_COLUMNS: readonly CsvColumn<ContactMessage>[] = [
  ...leadColumns<ContactMessage>(),
  { header: 'Service interest', value: (m) => SERVICE_INTEREST_LABELS[m.serviceInterest] },
  { header: 'Message to', value: (m) => MESSAGE_TO_LABELS[m.messageTo] },
  { header: 'Form', value: (m) => m.source },
  { header: 'Status', value: (m) => m.status },
  { header: 'Message', value: (m) => m.message },
  { header: 'Quote details', value: (m) => quoteDetailLines(m.details).join('; ') },
  { header: 'Attached files', value: (m) => m.attachments.map((file) => file.fileName).join('; ') },
  { header: 'CRM sync', value: (m) => m.syncStatus },
  { header: 'CRM lead', value: (m) => m.crmLeadId },
  { header: 'Synced at', value: (m) => m.syncedAt },
  { header: 'Updated at', value: (m) => m.updatedAt },
  ...leadSourceColumns<ContactMessage>(),
];
