import {
  MEETING_SERVICE_INTEREST_LABELS,
  MEETING_TYPE_LABELS,
  type Meeting,
} from '../../../shared/meetings.ts';
import { leadColumns, leadSourceColumns, type CsvColumn } from '../../csv.ts';

/** The columns of `GET /api/meetings/export.csv`, one line per request. */
export const MEETING_COLUMNS: readonly CsvColumn<Meeting>[] = [
  ...leadColumns<Meeting>(),
  { header: 'Meeting type', value: (m) => MEETING_TYPE_LABELS[m.meetingType] },
  { header: 'Subject', value: (m) => m.subject },
  { header: 'Description', value: (m) => m.description },
  { header: 'Preferred date', value: (m) => m.preferredDate },
  { header: 'Preferred time', value: (m) => m.preferredTime },
  { header: 'Visitor time zone', value: (m) => m.timezone },
  { header: 'Preferred at', value: (m) => m.preferredAt?.instant },
  { header: 'Our time', value: (m) => m.preferredAt?.company },
  { header: 'Duration (minutes)', value: (m) => m.duration },
  {
    header: 'Service interests',
    value: (m) => m.serviceInterests.map((key) => MEETING_SERVICE_INTEREST_LABELS[key]).join('; '),
  },
  { header: 'Form', value: (m) => m.source },
  { header: 'Priority', value: (m) => m.priority },
  { header: 'Status', value: (m) => m.status },
  { header: 'Updated at', value: (m) => m.updatedAt },
  ...leadSourceColumns<Meeting>(),
];
