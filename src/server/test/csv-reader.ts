/**
 * Reads a CSV file as the exports write it (RFC 4180: quoted cells may hold
 * commas, doubled quotes, CR and LF; every line ends with CRLF) into its
 * records of cells. For the tests of the exports (integration and browser).
 */
export function readCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (quoted || cell !== '' || record.length > 0) throw new Error('the file ends mid-line');
  return records;
}
