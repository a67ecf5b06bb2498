import { leadSourceColumns, type CsvColumn } from '../../csv.ts';
import type { ExportedInterest } from './catalogue.service.ts';

/** The columns of `GET /api/services/interest/export.csv`, one line per person and service. */
export const SERVICE_INTEREST_COLUMNS: readonly CsvColumn<ExportedInterest>[] = [
  { header: 'Added at', value: (row) => row.addedAt },
  { header: 'Service', value: (row) => row.serviceTitle },
  { header: 'First name', value: (row) => row.firstName },
  { header: 'Last name', value: (row) => row.lastName },
  { header: 'Email', value: (row) => row.email },
  { header: 'Company', value: (row) => row.company },
  { header: 'Notes', value: (row) => row.notes },
  { header: 'User', value: (row) => row.userId },
  { header: 'Service reference', value: (row) => row.serviceId },
  ...leadSourceColumns<ExportedInterest>(),
];
