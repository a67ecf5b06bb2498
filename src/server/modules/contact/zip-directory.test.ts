import { describe, expect, it } from 'vitest';
import { buildZip, sampleDocx, sampleZip } from '../../test/sample-files.ts';
import { readZipDirectory, type ZipDirectory } from './zip-directory.ts';

const entriesOf = (directory: ZipDirectory) => {
  if (!directory.readable) throw new Error(`unreadable: ${directory.problem}`);
  return directory.entries.map(({ name, method, compressedSize, uncompressedSize }) => ({
    name,
    method,
    compressedSize,
    uncompressedSize,
  }));
};

/** The offset of the (last) end of central directory record. */
const endRecord = (zip: Buffer) => zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
const centralRecords = (zip: Buffer) => {
  const found: number[] = [];
  for (let at = zip.indexOf('PK\x01\x02', 0, 'latin1'); at !== -1;) {
    found.push(at);
    at = zip.indexOf('PK\x01\x02', at + 1, 'latin1');
  }
  return found;
};

describe('readZipDirectory: what the directory lists, without unpacking', () => {
  it('lists stored and deflated files with both sizes', () => {
    expect(entriesOf(readZipDirectory(sampleZip({ 'a.txt': 'Hello.' })))).toEqual([
      { name: 'a.txt', method: 0, compressedSize: 6, uncompressedSize: 6 },
    ]);
    const deflated = readZipDirectory(
      sampleZip({ 'zeros.bin': Buffer.alloc(100_000) }, { deflate: true }),
    );
    const [zeros] = entriesOf(deflated);
    expect(zeros).toMatchObject({ name: 'zeros.bin', method: 8, uncompressedSize: 100_000 });
    expect(zeros!.compressedSize).toBeLessThan(1000);
    expect(entriesOf(readZipDirectory(sampleDocx())).map((entry) => entry.name)).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'word/document.xml',
    ]);
  });

  it('reads the sizes a directory declares, true or not (the caller judges them)', () => {
    const zip = buildZip([{ name: 'big.bin', data: 'x', deflate: true, declaredSize: 0xfffffffe }]);
    expect(entriesOf(readZipDirectory(zip))[0]!.uncompressedSize).toBe(0xfffffffe);
  });

  it('reads ZIP64: sizes in the extra field, counts in the ZIP64 end record', () => {
    const zip = buildZip(
      [
        { name: 'a.txt', data: 'Hello.' },
        { name: 'huge.bin', data: Buffer.alloc(1000), deflate: true, declaredSize: 5 * 2 ** 30 },
      ],
      { zip64: true },
    );
    expect(entriesOf(readZipDirectory(zip))).toEqual([
      { name: 'a.txt', method: 0, compressedSize: 6, uncompressedSize: 6 },
      {
        name: 'huge.bin',
        method: 8,
        compressedSize: expect.any(Number),
        uncompressedSize: 5 * 2 ** 30,
      },
    ]);
  });

  it('refuses to read an archive cut short, or with bytes after its end record', () => {
    const zip = sampleZip({ 'a.txt': 'a', 'b.txt': 'b' });
    for (const cut of [1, 10, 22, zip.length - 4]) {
      expect(readZipDirectory(zip.subarray(0, zip.length - cut)).readable, `cut ${cut}`).toBe(
        false,
      );
    }
    expect(readZipDirectory(Buffer.concat([zip, Buffer.from('trailing')])).readable).toBe(false);
    expect(readZipDirectory(Buffer.alloc(0)).readable).toBe(false);
    expect(readZipDirectory(Buffer.from('PK\x03\x04 and nothing else', 'latin1')).readable).toBe(
      false,
    );
  });

  it('refuses a directory that lies about its count, its size or its place', () => {
    const zip = sampleZip({ 'a.txt': 'a', 'b.txt': 'b' });
    const end = endRecord(zip);
    const lying = (offset: number, value: number, bytes: 2 | 4) => {
      const copy = Buffer.from(zip);
      if (bytes === 2) copy.writeUInt16LE(value, end + offset);
      else copy.writeUInt32LE(value, end + offset);
      return readZipDirectory(copy);
    };
    expect(lying(10, 3, 2)).toMatchObject({ readable: false }); // counts 3 of 2
    expect(lying(10, 1, 2)).toMatchObject({ readable: false }); // counts 1 of 2
    expect(lying(12, zip.length - end + 100, 4)).toMatchObject({ readable: false }); // size
    expect(lying(16, 3, 4)).toMatchObject({ readable: false }); // place
    expect(lying(4, 1, 2)).toMatchObject({ readable: false }); // another disk
  });

  it('refuses files that share their data (the overlapping zip bomb) or overrun it', () => {
    const zip = sampleZip({ 'a.txt': 'aaaa', 'b.txt': 'bbbb' });
    const [, second] = centralRecords(zip);
    // The second file's directory record points at the first file's local header.
    const overlapping = Buffer.from(zip);
    overlapping.writeUInt32LE(0, second! + 42);
    expect(readZipDirectory(overlapping)).toMatchObject({
      readable: false,
      problem: 'files whose data overlap or overrun',
    });
    // The first file claims more stored bytes than lie before the second.
    const overrun = Buffer.from(zip);
    overrun.writeUInt32LE(1000, centralRecords(zip)[0]! + 20);
    expect(readZipDirectory(overrun).readable).toBe(false);
    // A directory record pointing at no local header.
    const astray = Buffer.from(zip);
    astray.writeUInt32LE(3, second! + 42);
    expect(readZipDirectory(astray).readable).toBe(false);
  });

  it('refuses saturated sizes without their ZIP64 values', () => {
    const zip = sampleZip({ 'a.txt': 'a' });
    const copy = Buffer.from(zip);
    copy.writeUInt32LE(0xffffffff, centralRecords(zip)[0]! + 24);
    expect(readZipDirectory(copy)).toMatchObject({ readable: false });
  });
});
