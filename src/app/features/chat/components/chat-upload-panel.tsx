import { FileText, Paperclip, Send, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SubPanelFrame } from './chat-fields.tsx';
import {
  CHAT_UPLOAD_ACCEPT,
  CHAT_UPLOAD_MAX_MB,
  checkChatFiles,
  describeRefusals,
  formatFileSize,
} from '../chat-files.ts';

interface UploadPanelProps {
  id: string;
  files: File[];
  onFilesChange: (files: File[]) => void;
  onSend: () => void;
  onClose: () => void;
}

const sendLabel = (count: number) =>
  count === 1 ? 'Send file' : count > 1 ? `Send ${count} files` : 'Send files';

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size;

/**
 * Choose files to share with the team. Every choice is checked at once (type
 * and size); refused files are named with the reason, accepted ones wait in
 * a list until the visitor sends them.
 */
export function ChatUploadPanel({ id, files, onFilesChange, onSend, onClose }: UploadPanelProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => input.current?.focus(), []);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    // Cleared so choosing the same file again fires another change.
    event.target.value = '';
    const { accepted, refused } = checkChatFiles(chosen);
    setRefusal(describeRefusals(refused));
    const fresh = accepted.filter((file) => !files.some((kept) => sameFile(kept, file)));
    if (fresh.length > 0) onFilesChange([...files, ...fresh]);
  }

  return (
    <SubPanelFrame
      id={id}
      title="Share files"
      description={`PDF, DOC, DOCX, PNG, JPG, JPEG or ZIP, up to ${CHAT_UPLOAD_MAX_MB} MB each.`}
      onClose={onClose}
    >
      <div className="grid gap-3">
        <div>
          <input
            ref={input}
            id={inputId}
            type="file"
            multiple
            accept={CHAT_UPLOAD_ACCEPT}
            onChange={choose}
            className="peer sr-only"
          />
          <label
            htmlFor={inputId}
            className="flex min-h-20 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-slate-300 px-4 py-3 text-center text-sm text-muted peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 hover:border-brand-500 hover:bg-brand-50"
          >
            <Paperclip aria-hidden="true" className="size-5 text-brand-700" />
            <span className="font-semibold text-brand-700">Choose files</span>
          </label>
        </div>
        {refusal ? (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-danger-50 p-3 text-sm text-danger-700 [overflow-wrap:anywhere]"
          >
            {refusal}
          </p>
        ) : null}
        {files.length > 0 ? (
          <ul aria-label="Files to send" className="grid gap-2">
            {files.map((file) => (
              <li
                key={`${file.name}-${file.size}`}
                className="flex items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm"
              >
                <FileText aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{file.name}</span>
                <span className="shrink-0 text-xs text-muted">{formatFileSize(file.size)}</span>
                <button
                  type="button"
                  onClick={() => onFilesChange(files.filter((kept) => kept !== file))}
                  aria-label={`Remove ${file.name}`}
                  className="-m-1 shrink-0 rounded-md p-1 text-muted hover:bg-slate-100 hover:text-ink"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <Button onClick={onSend} disabled={files.length === 0} className="w-full">
          <Send aria-hidden="true" className="size-4" />
          {sendLabel(files.length)}
        </Button>
      </div>
    </SubPanelFrame>
  );
}
