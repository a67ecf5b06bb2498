import { describe, expect, it } from 'vitest';
import { CHAT_FILE_REFUSALS, CHAT_FILE_TYPES, chatFileTypeOf } from '../../../shared/chat-files.ts';
import {
  buildZip,
  sampleDoc,
  sampleDocx,
  sampleImage,
  sampleNoisePng,
  samplePdf,
  sampleWordDocument,
  sampleZip,
} from '../../test/sample-files.ts';
import { archiveRefusal, inspectChatFile, readsAsHtml } from './contact.file-inspection.ts';

const REFUSED = {
  expanded: CHAT_FILE_REFUSALS.archiveExpanded,
  ratio: CHAT_FILE_REFUSALS.archiveRatio,
  entries: CHAT_FILE_REFUSALS.archiveEntries,
  nested: CHAT_FILE_REFUSALS.archiveNested,
  unreadable: CHAT_FILE_REFUSALS.archiveUnreadable,
};

/** Bytes that do not compress (a seeded generator, so every run has the same). */
function noise(length: number, seed = 7): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed;
  for (let index = 0; index < length; index++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    bytes[index] = state >>> 24;
  }
  return bytes;
}

describe('archiveRefusal: limits read from the directory (ZIP and DOCX)', () => {
  it('passes ordinary archives and Office documents', async () => {
    expect(archiveRefusal(sampleZip())).toBeUndefined();
    expect(archiveRefusal(sampleDocx())).toBeUndefined();
    // As Word writes one: deflated XML, media, an embedded workbook (a ZIP under an Office
    // name) and an OLE object.
    expect(archiveRefusal(await sampleWordDocument())).toBeUndefined();
    // A ZIP of documents, one of them stored as it is (its bytes start as a ZIP's).
    const bundle = sampleZip({
      'scope.docx': sampleDocx(),
      'plan.XLSX': sampleZip(),
      'a.pdf': samplePdf(),
    });
    expect(archiveRefusal(bundle)).toBeUndefined();
    // Small files are not held to the ratio: a few kB of repeated text is not a bomb.
    expect(
      archiveRefusal(sampleZip({ 'log.txt': 'a'.repeat(500_000) }, { deflate: true })),
    ).toBeUndefined();
  });

  it('refuses what would unpack past 250 MB (a bomb by its declared sizes)', () => {
    const declared = (size: number, count = 1) =>
      buildZip(
        Array.from({ length: count }, (_, i) => ({
          name: `part-${i}.bin`,
          data: noise(4 * 1024 * 1024, i),
          declaredSize: size,
        })),
      );
    // 2.5 GiB in ten parts, stored in 40 MB: under 100 to 1, over the size.
    expect(archiveRefusal(declared(256 * 1024 * 1024, 10))).toBe(REFUSED.expanded);
    // The same in ZIP64 (sizes past 4 GiB).
    const zip64 = buildZip([{ name: 'big.bin', data: 'x', declaredSize: 6 * 2 ** 30 }], {
      zip64: true,
    });
    expect(archiveRefusal(zip64)).toBe(REFUSED.expanded);
    // Exactly 250 MB over a few files of noise passes the size rule.
    expect(archiveRefusal(declared(50 * 1024 * 1024, 5))).toBeUndefined();
  });

  it('refuses a compression past 100 to 1, of the archive or of one file in it', () => {
    // 50 MB of zeros really deflated: about 50 kB.
    const zeros = sampleZip({ 'zeros.bin': Buffer.alloc(50 * 1024 * 1024) }, { deflate: true });
    expect(zeros.length).toBeLessThan(100_000);
    expect(archiveRefusal(zeros)).toBe(REFUSED.ratio);
    // One bomb hidden among incompressible files: the archive as a whole is near 1 to 1.
    const hidden = sampleZip(
      { 'photo.raw': noise(8 * 1024 * 1024), 'zeros.bin': Buffer.alloc(20 * 1024 * 1024) },
      { deflate: true },
    );
    expect(archiveRefusal(hidden)).toBe(REFUSED.ratio);
  });

  it('refuses more than 5000 files', () => {
    const many = Object.fromEntries(Array.from({ length: 5001 }, (_, i) => [`f${i}.txt`, '']));
    expect(archiveRefusal(sampleZip(many))).toBe(REFUSED.entries);
    many['f0.txt'] = 'x';
    delete many['f5000.txt'];
    expect(archiveRefusal(sampleZip(many))).toBeUndefined();
  });

  it('refuses an archive inside, by its name or (stored) its first bytes', () => {
    for (const name of [
      'inner.zip',
      'dir/backup.7Z',
      'logs.tar.gz',
      'x.rar',
      'disk.iso',
      'app.jar',
    ]) {
      expect(archiveRefusal(sampleZip({ [name]: 'anything' })), name).toBe(REFUSED.nested);
    }
    const gzip = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0]);
    const tar = Buffer.alloc(512);
    tar.write('ustar', 257, 'latin1');
    for (const [name, data] of [
      ['notes.txt', sampleZip()],
      ['data.bin', gzip],
      ['backup', tar],
      // A ZIP under an Office name whose bytes are another archive.
      ['report.docx', gzip],
    ] as const) {
      expect(archiveRefusal(sampleZip({ [name]: data })), name).toBe(REFUSED.nested);
    }
    // In a DOCX too: Word never puts an archive in one.
    const docx = sampleZip({
      'word/document.xml': '<w:document/>',
      'word/embeddings/x.zip': sampleZip(),
    });
    expect(archiveRefusal(docx)).toBe(REFUSED.nested);
    // A folder named like an archive holds files, it is not one.
    expect(archiveRefusal(sampleZip({ 'old.zip/': '', 'old.zip/a.txt': 'a' }))).toBeUndefined();
  });

  it('refuses an archive whose directory cannot be read', () => {
    const zip = sampleZip({ 'a.txt': 'a' });
    expect(archiveRefusal(zip.subarray(0, zip.length - 1))).toBe(REFUSED.unreadable);
    expect(archiveRefusal(Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), noise(1000)]))).toBe(
      REFUSED.unreadable,
    );
  });
});

describe('readsAsHtml: bytes a browser would also read as a page', () => {
  it('finds a distinctive tag anywhere, in any letter case', () => {
    for (const html of [
      '<html>',
      '<HTML lang="en">',
      '<!DOCTYPE html>',
      '<!doctype   HTML>',
      '<script>alert(1)</script>',
      '<ScRiPt\tsrc=x>',
      '<body onload=alert(1)>',
      '<iframe src=//evil>',
      '<svg/onload=alert(1)>',
      '<svg xmlns="http://www.w3.org/2000/svg">',
      '<object data=x>',
      '<embed src=x>',
      '<meta http-equiv=refresh content="0;url=//evil">',
      '<style>',
      '<title>x</title>',
      '<form action=//evil>',
      '<base href=//evil/>',
    ]) {
      const bytes = Buffer.concat([noise(5000), Buffer.from(html, 'latin1'), noise(5000, 9)]);
      expect(readsAsHtml(bytes), html).toBe(true);
    }
  });

  it('ignores what is not a tag opening: other words, XML of images and PDFs, hex strings', () => {
    for (const text of [
      '<htmlx>',
      '<scripted>',
      'html body script',
      '< html>',
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF><dc:title>Logo</dc:title></rdf:RDF>',
      '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?>',
      '<< /Type /Catalog >> <feedface> <DEADBEEF>',
    ]) {
      expect(readsAsHtml(Buffer.from(text, 'latin1')), text).toBe(false);
    }
  });

  it('passes real files: a noisy 1024 x 1024 PNG, a JPEG, a PDF with a binary page, a DOCX', async () => {
    expect(readsAsHtml(await sampleNoisePng())).toBe(false);
    expect(readsAsHtml(await sampleImage('jpeg'))).toBe(false);
    expect(readsAsHtml(samplePdf({ content: noise(500_000) }))).toBe(false);
    expect(readsAsHtml(sampleDocx())).toBe(false);
  });
});

describe('inspectChatFile: which rule applies to which type', () => {
  const type = (name: string) => chatFileTypeOf(name)!;
  const html = Buffer.from('<html><script>alert(1)</script></html>');

  it('refuses PNG, JPEG and PDF polyglots, naming the type', async () => {
    for (const [name, data] of [
      ['x.png', Buffer.concat([await sampleImage('png'), html])],
      ['x.jpg', Buffer.concat([await sampleImage('jpeg'), html])],
      ['x.pdf', samplePdf({ after: '<html>' })],
    ] as const) {
      const label = type(name).label;
      expect(inspectChatFile(type(name), data), name).toEqual({
        refusal: `its content also reads as a web page (HTML), which a ${label} file never contains`,
      });
    }
  });

  it('leaves HTML inside ZIPs, DOCX and DOC alone: a ZIP of web pages is an ordinary archive', () => {
    expect(inspectChatFile(type('site.zip'), sampleZip({ 'index.html': html.toString() }))).toEqual(
      {
        activeContent: false,
      },
    );
    const doc = Buffer.concat([
      sampleDoc(),
      Buffer.from('Please fix the <script> tag on our site'),
    ]);
    expect(inspectChatFile(type('notes.doc'), doc)).toEqual({ activeContent: false });
  });

  it('flags PDFs with active content, and nothing else', async () => {
    const scripted = samplePdf({ catalog: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>' });
    expect(inspectChatFile(type('x.pdf'), scripted)).toEqual({ activeContent: true });
    expect(inspectChatFile(type('x.pdf'), samplePdf())).toEqual({ activeContent: false });
    for (const kind of CHAT_FILE_TYPES.filter((t) => t.kind !== 'pdf')) {
      const data =
        kind.kind === 'png' || kind.kind === 'jpeg'
          ? await sampleImage(kind.kind)
          : kind.kind === 'doc'
            ? sampleDoc()
            : sampleDocx();
      expect(inspectChatFile(kind, data), kind.label).toEqual({ activeContent: false });
    }
  });
});
