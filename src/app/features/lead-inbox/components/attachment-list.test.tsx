import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ContactAttachment } from '../../../../shared/contact.ts';
import { AttachmentList } from './attachment-list.tsx';

const file = (fileName: string, activeContent: boolean): ContactAttachment => ({
  id: `id-${fileName}`,
  fileName,
  contentType: 'application/pdf',
  size: 2048,
  activeContent,
});

const render = (attachments: ContactAttachment[]) =>
  renderToString(
    <AttachmentList messageId="m1" attachments={attachments} onDownload={() => {}} />,
  ).replace(/<!-- -->/g, '');

describe('AttachmentList (the lead inbox’s files of a message)', () => {
  it('says in words, beside its download, that a file contains active content', () => {
    const html = render([file('scripted.pdf', true), file('plain.pdf', false)]);
    expect(html).toContain('Attached files (2)');
    const items = html.split('<li').slice(1);
    expect(items).toHaveLength(2);
    const [scripted, plain] = items as [string, string];
    // The warning is text (not a colour alone) and describes the download button.
    expect(scripted).toContain('This file contains active content.');
    expect(scripted).toContain('open it in a viewer that blocks them');
    expect(scripted).toMatch(/<button[^>]*aria-describedby="id-scripted\.pdf-active-content"/);
    expect(scripted).toMatch(/<p id="id-scripted\.pdf-active-content"[^>]*>/);
    expect(scripted).toContain('scripted.pdf');
    expect(plain).not.toContain('active content');
    expect(plain).not.toContain('aria-describedby');
    expect(plain).toContain('<span class="sr-only">Download </span>plain.pdf');
  });

  it('renders nothing for a message without files', () => {
    expect(render([])).toBe('');
  });
});
