import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, csvLine, csvStream, type CsvColumn } from './csv.ts';

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

describe('csvCell', () => {
  it('leaves plain text alone and writes nothing for an empty value', () => {
    expect(csvCell('Grace Hopper')).toBe('Grace Hopper');
    expect(csvCell('')).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(90)).toBe('90');
    expect(csvCell(true)).toBe('true');
    expect(csvCell('Zoë, Ñandú & 日本')).toBe('"Zoë, Ñandú & 日本"');
  });

  it('writes dates in ISO 8601', () => {
    expect(csvCell(new Date(Date.UTC(2025, 0, 2, 3, 4, 5, 6)))).toBe('2025-01-02T03:04:05.006Z');
  });

  it('quotes a cell with a comma, a quote, CR or LF, doubling the quotes inside (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('line one\r\nline two')).toBe('"line one\r\nline two"');
    expect(csvCell('ends with\r')).toBe('"ends with\r"');
  });

  it('puts a single quote before anything a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('=1+2')).toBe(`'=1+2`);
    expect(csvCell('+44 20 7946 0000')).toBe(`'+44 20 7946 0000`);
    expect(csvCell('-2+3')).toBe(`'-2+3`);
    expect(csvCell('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(csvCell('\t=1')).toBe(`'\t=1`);
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(csvCell(-5)).toBe(`'-5`);
    // Only the first character counts.
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(' =1')).toBe(' =1');
  });
});

describe('csvLine', () => {
  it('joins the cells with commas and ends with CRLF', () => {
    expect(csvLine(['a', 'b,c', null, 3])).toBe('a,"b,c",,3\r\n');
  });
});

describe('csvStream', () => {
  const columns: CsvColumn<{ name: string; at: Date }>[] = [
    { header: 'Name', value: (row) => row.name },
    { header: 'Added at', value: (row) => row.at },
  ];

  it('starts with the byte-order mark and the header, then every batch in order', async () => {
    async function* batches() {
      yield [{ name: 'Ada', at: new Date('2025-01-01T00:00:00Z') }];
      yield [];
      yield [
        { name: '=cmd', at: new Date('2025-01-02T00:00:00Z') },
        { name: 'Bo, "B"', at: new Date('2025-01-03T00:00:00Z') },
      ];
    }
    const body = await text(csvStream(columns, batches()));
    expect(body).toBe(
      '\uFEFFName,Added at\r\n' +
        'Ada,2025-01-01T00:00:00.000Z\r\n' +
        "'=cmd,2025-01-02T00:00:00.000Z\r\n" +
        '"Bo, ""B""",2025-01-03T00:00:00.000Z\r\n',
    );
  });

  it('is only the header when nothing matches', async () => {
    const body = await text(csvStream(columns, (async function* () {})()));
    expect(body).toBe('\uFEFFName,Added at\r\n');
  });

  it('reads the next batch only when the reader asks for more (one batch in memory)', async () => {
    let read = 0;
    async function* batches() {
      for (let i = 0; i < 100; i++) {
        read++;
        yield Array.from({ length: 1000 }, () => ({ name: 'x'.repeat(100), at: new Date(0) }));
      }
    }
    const stream = csvStream(columns, batches());
    const iterator = stream[Symbol.asyncIterator]();
    await iterator.next();
    await iterator.next();
    // The stream reads ahead a little (its high-water mark), never the whole file.
    expect(read).toBeLessThan(5);
    await iterator.return?.();
    expect(read).toBeLessThan(5);
  });
});

describe('csvFileName', () => {
  it('names the list and the day (UTC)', () => {
    expect(csvFileName('contact-messages', new Date('2025-03-09T23:30:00Z'))).toBe(
      'contact-messages-2025-03-09.csv',
    );
  });
});
