import { Download, TriangleAlert } from 'lucide-react';
import { CHAT_FILES_MESSAGES, formatFileSize } from '../../../../shared/chat-files.ts';
import type { ContactAttachment } from '../../../../shared/contact.ts';
import { Button } from '../../../components/ui/button.tsx';

/**
 * A message's files, each a download button with its size. A file with
 * active content (a PDF's scripts, automatic actions or embedded files) says
 * so in words beside its button, and the button is described by them, so a
 * screen reader hears the warning before the download starts.
 */
export function AttachmentList({
  messageId,
  attachments,
  onDownload,
}: {
  messageId: string;
  attachments: readonly ContactAttachment[];
  onDownload: (attachment: ContactAttachment) => void;
}) {
  if (attachments.length === 0) return null;
  const headingId = `${messageId}-files`;
  return (
    <div className="grid gap-2">
      <h4 id={headingId} className="text-sm font-semibold text-ink">
        Attached files ({attachments.length})
      </h4>
      <ul aria-labelledby={headingId} className="grid gap-2">
        {attachments.map((attachment) => {
          const warningId = `${attachment.id}-active-content`;
          return (
            <li key={attachment.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Button
                size="sm"
                variant="outline"
                onClick={() => onDownload(attachment)}
                className="max-w-full"
                aria-describedby={attachment.activeContent ? warningId : undefined}
              >
                <Download aria-hidden="true" className="size-4 shrink-0" />
                <span className="min-w-0 [overflow-wrap:anywhere]">
                  <span className="sr-only">Download </span>
                  {attachment.fileName}
                </span>
                <span className="shrink-0 text-xs text-muted">
                  {formatFileSize(attachment.size)}
                </span>
              </Button>
              {attachment.activeContent ? (
                <p
                  id={warningId}
                  className="flex items-start gap-1.5 text-sm font-medium text-danger-700"
                >
                  <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  <span>
                    {CHAT_FILES_MESSAGES.activeContent}.{' '}
                    <span className="font-normal">{CHAT_FILES_MESSAGES.activeContentDetail}</span>
                  </span>
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
