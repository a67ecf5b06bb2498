import { describe, expect, it } from 'vitest';
import { CHAT_UPLOAD_MAX_BYTES } from '../../../shared/chat-files.ts';
import {
  sampleDoc,
  sampleDocx,
  sampleExecutable,
  sampleImage,
  samplePdf,
  sampleZip,
} from '../../test/sample-files.ts';
import {
  attachmentDisposition,
  checkChatFile,
  cleanFileName,
  sniffChatFile,
} from './contact.files.ts';

describe('sniffChatFile: what the content is, by its first bytes', () => {
  it('recognises each listed type', async () => {
    expect(sniffChatFile(samplePdf())).toEqual(['pdf']);
    expect(sniffChatFile(sampleDoc())).toEqual(['doc']);
    // Office Open XML is a ZIP: the content alone cannot tell them apart.
    expect(sniffChatFile(sampleDocx())).toEqual(['docx', 'zip']);
    expect(sniffChatFile(sampleZip())).toEqual(['docx', 'zip']);
    expect(sniffChatFile(await sampleImage('png'))).toEqual(['png']);
    expect(sniffChatFile(await sampleImage('jpeg'))).toEqual(['jpeg']);
  });

  it('recognises nothing in a program, text, an empty file or a signature cut short', () => {
    expect(sniffChatFile(sampleExecutable())).toEqual([]);
    expect(sniffChatFile(Buffer.from('just some notes'))).toEqual([]);
    expect(sniffChatFile(Buffer.alloc(0))).toEqual([]);
    expect(sniffChatFile(Buffer.from('%PDF'))).toEqual([]);
    expect(sniffChatFile(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toEqual([]);
    // The signature must open the file, not merely appear in it.
    expect(sniffChatFile(Buffer.concat([Buffer.from(' '), samplePdf()]))).toEqual([]);
  });
});

describe('checkChatFile: the name says which type, the content must be it', () => {
  it('accepts each type under each of its extensions, in any letter case', async () => {
    const cases: Array<[string, Buffer, string]> = [
      ['brief.pdf', samplePdf(), 'application/pdf'],
      ['old.DOC', sampleDoc(), 'application/msword'],
      [
        'spec.docx',
        sampleDocx(),
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      ['logo.png', await sampleImage('png'), 'image/png'],
      ['photo.jpg', await sampleImage('jpeg'), 'image/jpeg'],
      ['photo.JPEG', await sampleImage('jpeg'), 'image/jpeg'],
      ['bundle.zip', sampleZip(), 'application/zip'],
    ];
    for (const [name, data, contentType] of cases) {
      const check = checkChatFile(name, data);
      expect(check, name).toMatchObject({ ok: true, type: { contentType } });
    }
  });

  it('refuses a renamed program by its content', () => {
    expect(checkChatFile('x.pdf', sampleExecutable())).toEqual({
      ok: false,
      reason: 'its content is not a PDF file',
    });
    expect(checkChatFile('x.png', sampleExecutable())).toEqual({
      ok: false,
      reason: 'its content is not a PNG file',
    });
  });

  it('refuses a listed type under another listed name (a ZIP called x.pdf, a PDF called x.doc)', () => {
    expect(checkChatFile('x.pdf', sampleZip())).toMatchObject({ ok: false });
    expect(checkChatFile('x.doc', samplePdf())).toMatchObject({ ok: false });
    // A Word document renamed to .zip is still a ZIP archive.
    expect(checkChatFile('x.zip', sampleDocx())).toMatchObject({ ok: true });
  });

  it('refuses names outside the list, whatever the content', () => {
    for (const name of ['setup.exe', 'report.pdf.exe', 'pdf', 'notes.txt', '']) {
      expect(checkChatFile(name, samplePdf()), name).toEqual({
        ok: false,
        reason: 'this file type is not accepted',
      });
    }
  });

  it('refuses an empty file, and one byte over 10 MB', () => {
    expect(checkChatFile('x.pdf', Buffer.alloc(0))).toEqual({
      ok: false,
      reason: 'the file is empty',
    });
    const limit = Buffer.alloc(CHAT_UPLOAD_MAX_BYTES);
    samplePdf().copy(limit);
    expect(checkChatFile('x.pdf', limit)).toMatchObject({ ok: true });
    const over = Buffer.alloc(CHAT_UPLOAD_MAX_BYTES + 1);
    samplePdf().copy(over);
    expect(checkChatFile('x.pdf', over)).toEqual({
      ok: false,
      reason: 'it is larger than 10 MB',
    });
  });
});

describe('cleanFileName', () => {
  it('keeps the last path segment, without control or direction-changing characters', () => {
    expect(cleanFileName('C:\\Users\\me\\brief.pdf')).toBe('brief.pdf');
    expect(cleanFileName('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(cleanFileName('  my\tquarterly \n report .pdf ')).toBe('my quarterly report .pdf');
    expect(cleanFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(cleanFileName('a\u0000b.pdf')).toBe('ab.pdf');
    expect(cleanFileName('Cafe\u0301.pdf')).toBe('Café.pdf');
    // As a browser encodes them in multipart.
    expect(cleanFileName('brief %22v2%22%0A.pdf')).toBe('brief "v2" .pdf');
  });

  it('shortens a long name to 200 characters, its extension kept', () => {
    const cleaned = cleanFileName(`${'é'.repeat(300)}.docx`);
    expect(Array.from(cleaned)).toHaveLength(200);
    expect(cleaned.endsWith('é.docx')).toBe(true);
  });
});

describe('attachmentDisposition', () => {
  it('is always an attachment, with a plain fallback and the exact name encoded', () => {
    expect(attachmentDisposition('brief.pdf')).toBe(
      `attachment; filename="brief.pdf"; filename*=UTF-8''brief.pdf`,
    );
    expect(attachmentDisposition('Café "plan"; v2.pdf')).toBe(
      `attachment; filename="Cafe _plan__ v2.pdf"; filename*=UTF-8''Caf%C3%A9%20%22plan%22%3B%20v2.pdf`,
    );
    expect(attachmentDisposition('日本.pdf')).toBe(
      `attachment; filename="__.pdf"; filename*=UTF-8''%E6%97%A5%E6%9C%AC.pdf`,
    );
  });

  it('can never break out of its header (no line break, quote or backslash survives)', () => {
    const header = attachmentDisposition('a"\r\nSet-Cookie: x=1\\.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.split('"')).toHaveLength(3);
  });
});
