import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/*
 * Tiny but valid files of each type the chat's upload takes, built here so
 * tests carry no binary fixtures: a one-page PDF, an OLE compound file (the
 * container a .doc is), a Word document (Office Open XML in a ZIP), a ZIP,
 * and a 1 x 1 PNG and JPEG.
 */

export interface SamplePdfOptions {
  /** More entries of the catalog, such as `/OpenAction 4 0 R`. */
  catalog?: string;
  /** More objects, numbered from 4. */
  objects?: readonly string[];
  /**
   * Objects kept in one deflated object stream (PDF 1.5), numbered after
   * `objects`; the stream itself takes the number after them.
   */
  compressed?: readonly string[];
  /** The page's content stream, deflated (any bytes: a real page's drawing is binary). */
  content?: Buffer;
  /** Bytes after %%EOF, where a polyglot puts its second format. */
  after?: string;
}

/**
 * A one-page PDF with a correct cross-reference table (object streams are
 * listed in a cross-reference stream only, so their objects are found by
 * scanning, as every reader's repair does).
 */
export function samplePdf(options: SamplePdfOptions = {}): Buffer {
  const latin1 = (text: string) => Buffer.from(text, 'latin1');
  const stream = (dictionary: string, data: Buffer) => [
    latin1(`<< ${dictionary} /Filter /FlateDecode /Length ${data.length} >>\nstream\n`),
    data,
    latin1('\nendstream'),
  ];
  const extra = options.objects ?? [];
  const compressed = options.compressed ?? [];
  const firstCompressed = 4 + extra.length;
  const objectStream = firstCompressed + compressed.length;
  const contents = compressed.length ? objectStream + 1 : objectStream;
  const objects = new Map<number, Buffer[]>([
    [1, [latin1(`<< /Type /Catalog /Pages 2 0 R ${options.catalog ?? ''}>>`)]],
    [2, [latin1('<< /Type /Pages /Kids [3 0 R] /Count 1 >>')]],
    [
      3,
      [
        latin1(
          `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 72 72]${options.content ? ` /Contents ${contents} 0 R` : ''} >>`,
        ),
      ],
    ],
  ]);
  extra.forEach((object, index) => objects.set(4 + index, [latin1(object)]));
  if (compressed.length) {
    const bodies = compressed.map((object) => `${object}\n`);
    const offsets = bodies.map((_body, index) =>
      bodies.slice(0, index).reduce((sum, body) => sum + body.length, 0),
    );
    const header = offsets.map((at, index) => `${firstCompressed + index} ${at}`).join(' ');
    const data = deflateSync(latin1(`${header}\n${bodies.join('')}`));
    objects.set(
      objectStream,
      stream(`/Type /ObjStm /N ${compressed.length} /First ${header.length + 1}`, data),
    );
  }
  if (options.content) objects.set(contents, stream('', deflateSync(options.content)));

  const parts: Buffer[] = [latin1('%PDF-1.5\n%\xe2\xe3\xcf\xd3\n')];
  const offsets = new Map<number, number>();
  let length = parts[0]!.length;
  for (const [number, body] of [...objects].sort(([a], [b]) => a - b)) {
    offsets.set(number, length);
    const written = [latin1(`${number} 0 obj\n`), ...body, latin1('\nendobj\n')];
    parts.push(...written);
    length += written.reduce((sum, part) => sum + part.length, 0);
  }
  const size = Math.max(...objects.keys()) + 1;
  let xref = `xref\n0 ${size}\n0000000000 65535 f \n`;
  for (let number = 1; number < size; number++) {
    const offset = offsets.get(number);
    // Objects inside the object stream have no place of their own.
    xref +=
      offset === undefined
        ? '0000000000 65535 f \n'
        : `${String(offset).padStart(10, '0')} 00000 n \n`;
  }
  xref += `trailer\n<< /Size ${size} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(latin1(xref));
  if (options.after) parts.push(latin1(options.after));
  return Buffer.concat(parts);
}

/** One entry of a ZIP built by `buildZip`. */
export interface ZipEntrySpec {
  name: string;
  data: Buffer | string;
  /** Compress it (method 8, raw deflate) instead of storing it as it is. */
  deflate?: boolean;
  /** The expanded size the directory claims, when it should lie about it. */
  declaredSize?: number;
}

const u16 = (value: number) => {
  const buffer = Buffer.alloc(2);
  buffer.writeUInt16LE(value);
  return buffer;
};
const u32 = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32LE(value);
  return buffer;
};
const u64 = (value: number) => {
  const buffer = Buffer.alloc(8);
  buffer.writeBigUInt64LE(BigInt(value));
  return buffer;
};

/**
 * A ZIP archive of the entries, with correct CRCs, local headers and central
 * directory. `zip64` writes it as a ZIP64 archive: the sizes and offsets in
 * the extra fields and a ZIP64 end record, as tools do for files over 4 GiB.
 */
export function buildZip(entries: readonly ZipEntrySpec[], options: { zip64?: boolean } = {}) {
  const MAX32 = 0xffffffff;
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const fileName = Buffer.from(entry.name, 'utf8');
    const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data, 'utf8');
    const stored = entry.deflate ? deflateRawSync(data) : data;
    const size = entry.declaredSize ?? data.length;
    const method = entry.deflate ? 8 : 0;
    const crc = crc32(data);
    const local = Buffer.concat([
      u32(0x04034b50),
      u16(20), // version needed
      u16(0x0800), // UTF-8 names
      u16(method),
      u32(0), // time and date
      u32(crc),
      u32(options.zip64 ? MAX32 : stored.length),
      u32(options.zip64 ? MAX32 : size),
      u16(fileName.length),
      u16(options.zip64 ? 20 : 0),
      fileName,
      ...(options.zip64 ? [u16(0x0001), u16(16), u64(size), u64(stored.length)] : []),
    ]);
    const extra = options.zip64
      ? Buffer.concat([u16(0x0001), u16(24), u64(size), u64(stored.length), u64(offset)])
      : Buffer.alloc(0);
    centrals.push(
      Buffer.concat([
        u32(0x02014b50),
        u16(options.zip64 ? 45 : 20), // version made by
        u16(options.zip64 ? 45 : 20), // version needed
        u16(0x0800),
        u16(method),
        u32(0),
        u32(crc),
        u32(options.zip64 ? MAX32 : stored.length),
        u32(options.zip64 ? MAX32 : size),
        u16(fileName.length),
        u16(extra.length),
        u16(0), // comment
        u16(0), // disk
        u16(0), // internal attributes
        u32(0), // external attributes
        u32(options.zip64 ? MAX32 : offset),
        fileName,
        extra,
      ]),
    );
    locals.push(local, stored);
    offset += local.length + stored.length;
  }
  const directory = Buffer.concat(centrals);
  const count = entries.length;
  const zip64End = options.zip64
    ? Buffer.concat([
        u32(0x06064b50),
        u64(44), // the size of what follows
        u16(45),
        u16(45),
        u32(0),
        u32(0),
        u64(count),
        u64(count),
        u64(directory.length),
        u64(offset),
        // the locator: where the ZIP64 end record is
        u32(0x07064b50),
        u32(0),
        u64(offset + directory.length),
        u32(1),
      ])
    : Buffer.alloc(0);
  const end = Buffer.concat([
    u32(0x06054b50),
    u16(0),
    u16(0),
    u16(options.zip64 ? 0xffff : count),
    u16(options.zip64 ? 0xffff : count),
    u32(options.zip64 ? MAX32 : directory.length),
    u32(options.zip64 ? MAX32 : offset),
    u16(0), // comment
  ]);
  return Buffer.concat([...locals, directory, zip64End, end]);
}

/** A ZIP archive of the given entries, stored (not compressed), with correct CRCs and directory. */
export function sampleZip(
  entries: Record<string, string | Buffer> = { 'readme.txt': 'Hello.\n' },
  options: { deflate?: boolean } = {},
): Buffer {
  return buildZip(
    Object.entries(entries).map(([name, data]) => ({ name, data, deflate: options.deflate })),
  );
}

/** The smallest Word document Word opens: content types, the package relation, one paragraph. */
export function sampleDocx(): Buffer {
  return sampleZip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Brief</w:t></w:r></w:p></w:body></w:document>',
  });
}

/**
 * A Word document as Word writes one: every part deflated, an image, and two
 * embedded objects: a workbook (itself a ZIP, how Word keeps an embedded
 * sheet or a chart's data) and an OLE object (`.bin`).
 */
export async function sampleWordDocument(): Promise<Buffer> {
  const paragraph = '<w:p><w:r><w:t>Scope of work</w:t></w:r></w:p>';
  return sampleZip(
    {
      '[Content_Types].xml': '<?xml version="1.0" encoding="UTF-8"?><Types/>',
      'word/document.xml': `<w:document><w:body>${paragraph.repeat(2000)}</w:body></w:document>`,
      'word/embeddings/Microsoft_Excel_Worksheet.xlsx': sampleZip({ 'xl/workbook.xml': '<x/>' }),
      'word/embeddings/oleObject1.bin': sampleDoc(),
      'word/media/image1.png': await sampleImage('png'),
    },
    { deflate: true },
  );
}

const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;

/**
 * An empty OLE compound file (version 3, 512-byte sectors): the header, one
 * FAT sector and one directory sector holding the root entry. A .doc is
 * this container with Word's streams inside.
 */
export function sampleDoc(): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x003e, 0x18); // minor version
  header.writeUInt16LE(0x0003, 0x1a); // major version 3
  header.writeUInt16LE(0xfffe, 0x1c); // little-endian
  header.writeUInt16LE(9, 0x1e); // 512-byte sectors
  header.writeUInt16LE(6, 0x20); // 64-byte mini sectors
  header.writeUInt32LE(1, 0x2c); // one FAT sector
  header.writeUInt32LE(1, 0x30); // the directory starts at sector 1
  header.writeUInt32LE(0x1000, 0x38); // mini stream cutoff
  header.writeUInt32LE(END_OF_CHAIN, 0x3c); // no mini FAT
  header.writeUInt32LE(END_OF_CHAIN, 0x44); // no DIFAT sectors
  header.writeUInt32LE(0, 0x4c); // the FAT is sector 0
  for (let slot = 1; slot < 109; slot++) header.writeUInt32LE(FREE, 0x4c + slot * 4);

  const fat = Buffer.alloc(512, 0xff);
  fat.writeUInt32LE(FAT_SECTOR, 0);
  fat.writeUInt32LE(END_OF_CHAIN, 4);

  const directory = Buffer.alloc(512);
  for (let entry = 0; entry < 4; entry++) {
    const at = entry * 128;
    directory.writeUInt32LE(FREE, at + 0x44); // left sibling
    directory.writeUInt32LE(FREE, at + 0x48); // right sibling
    directory.writeUInt32LE(FREE, at + 0x4c); // child
  }
  const name = Buffer.from('Root Entry\0', 'utf16le');
  name.copy(directory, 0);
  directory.writeUInt16LE(name.length, 0x40);
  directory.writeUInt8(5, 0x42); // root storage
  directory.writeUInt8(1, 0x43); // black
  directory.writeUInt32LE(END_OF_CHAIN, 0x74); // no mini stream
  return Buffer.concat([header, fat, directory]);
}

/** A white 1 x 1 image, encoded by the image library the server itself uses. */
export function sampleImage(format: 'png' | 'jpeg'): Promise<Buffer> {
  return sharp({ create: { width: 1, height: 1, channels: 3, background: '#ffffff' } })
    .toFormat(format)
    .toBuffer();
}

/** What a Windows program starts with (the MZ header of a PE executable). */
export function sampleExecutable(): Buffer {
  const data = Buffer.alloc(128);
  data.write('MZ', 0, 'latin1');
  data.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  return data;
}

/**
 * The EICAR anti-virus test file: 68 harmless bytes that every scanner
 * reports (ClamAV as Eicar-Test-Signature). Joined at run time, so this
 * source file is not itself reported by a scanner on a developer's machine.
 */
export function eicarTestFile(): Buffer {
  return Buffer.from(
    ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*'].join(''),
    'latin1',
  );
}

/**
 * A real PNG of `size` x `size` pixels of noise from a fixed seed (so the
 * same bytes every run): it compresses badly, like a photograph, and its
 * bytes are as near random as a real image's get.
 */
export function sampleNoisePng(size = 1024, seed = 33): Promise<Buffer> {
  const pixels = Buffer.alloc(size * size * 3);
  let state = seed >>> 0;
  for (let index = 0; index < pixels.length; index++) {
    // xorshift32
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    pixels[index] = state & 0xff;
  }
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer();
}
