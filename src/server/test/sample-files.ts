import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/*
 * Tiny but valid files of each type the chat's upload takes, built here so
 * tests carry no binary fixtures: a one-page PDF, an OLE compound file (the
 * container a .doc is), a Word document (Office Open XML in a ZIP), a ZIP,
 * and a 1 x 1 PNG and JPEG.
 */

/** A one-page PDF with a correct cross-reference table. */
export function samplePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 72 72] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A ZIP archive of the given entries, stored (not compressed), with correct CRCs and directory. */
export function sampleZip(entries: Record<string, string> = { 'readme.txt': 'Hello.\n' }): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const fileName = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt16LE(20, 6); // version needed
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
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
