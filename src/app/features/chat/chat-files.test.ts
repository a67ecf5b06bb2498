import { describe, expect, it } from 'vitest';
import {
  CHAT_UPLOAD_ACCEPT,
  CHAT_UPLOAD_MAX_BYTES,
  formatFileSize,
} from '../../../shared/chat-files.ts';
import { checkChatFiles, describeRefusals } from './chat-files.ts';

const MB = 1024 * 1024;

describe('checkChatFiles', () => {
  it('accepts the listed types in any letter case', () => {
    const files = ['a.pdf', 'b.DOC', 'c.docx', 'd.png', 'e.JPG', 'f.jpeg', 'g.zip'].map((name) => ({
      name,
      size: 1000,
    }));
    for (const file of files) {
      expect(checkChatFiles([file])).toEqual({ accepted: [file], refused: [] });
    }
    expect(CHAT_UPLOAD_ACCEPT).toBe('.pdf,.doc,.docx,.png,.jpg,.jpeg,.zip');
  });

  it('refuses other types, including look-alikes', () => {
    const files = [
      { name: 'setup.exe', size: 10 },
      { name: 'report.pdf.exe', size: 10 },
      { name: 'pdf', size: 10 },
      { name: 'notes.txt', size: 10 },
    ];
    const { accepted, refused } = checkChatFiles(files);
    expect(accepted).toEqual([]);
    expect(refused.map((item) => item.reason)).toEqual(['type', 'type', 'type', 'type']);
  });

  it('enforces 10 MB per file: exactly 10 MB passes, one byte more does not', () => {
    expect(CHAT_UPLOAD_MAX_BYTES).toBe(10 * MB);
    const { accepted, refused } = checkChatFiles([
      { name: 'limit.pdf', size: 10 * MB },
      { name: 'big.pdf', size: 10 * MB + 1 },
    ]);
    expect(accepted.map((file) => file.name)).toEqual(['limit.pdf']);
    expect(refused).toEqual([{ file: { name: 'big.pdf', size: 10 * MB + 1 }, reason: 'size' }]);
  });

  it('takes at most 5 files in all, counting those already chosen', () => {
    const files = ['a', 'b', 'c', 'd'].map((name) => ({ name: `${name}.pdf`, size: 10 }));
    const { accepted, refused } = checkChatFiles(files, 2);
    expect(accepted.map((file) => file.name)).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
    expect(refused).toEqual([{ file: { name: 'd.pdf', size: 10 }, reason: 'count' }]);
    expect(checkChatFiles([{ name: 'e.png', size: 1 }], 5).refused).toHaveLength(1);
  });

  it('sorts a mixed choice into accepted and refused', () => {
    const { accepted, refused } = checkChatFiles([
      { name: 'ok.png', size: 5 },
      { name: 'bad.exe', size: 5 },
      { name: 'huge.zip', size: 11 * MB },
    ]);
    expect(accepted.map((file) => file.name)).toEqual(['ok.png']);
    expect(refused.map(({ file, reason }) => [file.name, reason])).toEqual([
      ['bad.exe', 'type'],
      ['huge.zip', 'size'],
    ]);
  });
});

describe('describeRefusals', () => {
  it('is null when nothing was refused', () => {
    expect(describeRefusals([])).toBeNull();
  });

  it('names each refused file and the reason', () => {
    const message = describeRefusals([
      { file: { name: 'setup.exe', size: 5 }, reason: 'type' },
      { file: { name: 'huge.zip', size: 11 * MB }, reason: 'size' },
      { file: { name: 'sixth.pdf', size: 5 }, reason: 'count' },
    ]);
    expect(message).toBe(
      'These files were not added: setup.exe (this file type is not accepted); huge.zip (11 MB, larger than 10 MB); sixth.pdf (at most 5 files at a time). You can share PDF, DOC, DOCX, PNG, JPG, JPEG or ZIP files of up to 10 MB each, at most 5 at a time.',
    );
  });
});

describe('formatFileSize', () => {
  it('uses B, KB and MB', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(1.5 * MB)).toBe('1.5 MB');
  });
});
