/**
 * The words of staff's "Export CSV" button, on every staff list that has
 * one (lead inbox, service interest, newsletter subscribers). Kept zod-free,
 * as every *-messages.ts.
 */
export const CSV_EXPORT_MESSAGES = {
  button: 'Export CSV',
  busy: 'Exporting…',
  /** Read after the button's words by screen readers: which list it exports. */
  of: (list: string) => ` of ${list}`,
  downloading: (fileName: string) => `Downloading ${fileName}.`,
  failed: 'The CSV export could not be downloaded. Please try again.',
} as const;
