import { isSettingKey, SETTING_LABELS } from '../../../shared/settings-messages.ts';
import type { AuditEntry } from '../../../shared/privacy.ts';

/** The order fields are read in (a value's keys come back from the database in its own order). */
const FIELD_ORDER = [
  'street',
  'city',
  'region',
  'postalCode',
  'country',
  'linkedin',
  'twitter',
  'facebook',
  'youtube',
  'src',
  'alt',
  'width',
  'height',
];
const rank = (key: string) => {
  const at = FIELD_ORDER.indexOf(key);
  return at === -1 ? FIELD_ORDER.length : at;
};

/**
 * A changed value as staff read it in the audit log: text in quotes, a
 * link as "Text (target)", a footer column as "Heading: its links", other
 * objects as "field: value" pairs, nothing as "(none)".
 */
export function readableValue(value: unknown): string {
  if (value === null || value === undefined) return '(none)';
  if (typeof value === 'string') return value === '' ? '(empty)' : `“${value}”`;
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value))
    return value.length > 0 ? value.map(readableValue).join('; ') : '(none)';
  const record = value as Record<string, unknown>;
  if (typeof record['label'] === 'string' && typeof record['href'] === 'string') {
    return `${record['label']} (${record['href']})`;
  }
  if (typeof record['heading'] === 'string' && Array.isArray(record['links'])) {
    const links = record['links'].map(readableValue).join(', ');
    return `${record['heading']}: ${links || '(no links)'}`;
  }
  return Object.entries(record)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, inner]) => `${key}: ${readableValue(inner)}`)
    .join(', ');
}

/** Each change of an entry as one line: the field's name, then from and to. */
export function auditChangeLines(entry: Pick<AuditEntry, 'action' | 'changes'>) {
  return Object.entries(entry.changes ?? {}).map(([field, { from, to }]) => ({
    field: entry.action === 'setting' && isSettingKey(field) ? SETTING_LABELS[field] : field,
    from: readableValue(from),
    to: readableValue(to),
  }));
}
