import { FileText, Paperclip, Send, X } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import {
  CHAT_FILES_MESSAGES,
  CHAT_UPLOAD_ACCEPT,
  formatFileSize,
} from '../../../../shared/chat-files.ts';
import { CHAT_NOTICE } from '../../../../shared/consent-notices.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConsentNotice } from '../../../components/ui/consent-notice.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { SubPanelFrame, useSubPanelFields } from './chat-fields.tsx';
import { checkChatFiles, describeRefusals } from '../chat-files.ts';
import type { ChatUploadContact, FormProblem } from '../chat-forms.ts';

interface UploadPanelProps {
  id: string;
  files: File[];
  onFilesChange: (files: File[]) => void;
  /** Who is sending them: the quote form's two required fields. */
  contact: ChatUploadContact;
  onContactChange: (patch: Partial<ChatUploadContact>) => void;
  /** Validates and sends; returns what is wrong, or null when the files went out. */
  onSend: () => FormProblem<ChatUploadContact> | null;
  onClose: () => void;
}

const sendLabel = (count: number) =>
  count === 1 ? 'Send file' : count > 1 ? `Send ${count} files` : 'Send files';

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size;

/**
 * Choose files to share with the team, and say who is sending them. Every
 * choice is checked at once (type, size, count); refused files are named
 * with the reason, accepted ones wait in a list until the visitor sends them
 * with their name and address (the server checks it all again).
 */
export function ChatUploadPanel({
  id,
  files,
  onFilesChange,
  contact,
  onContactChange,
  onSend,
  onClose,
}: UploadPanelProps) {
  const { prefix, submit: send, field } = useSubPanelFields(contact, onContactChange, onSend);
  const inputId = `${prefix}-files`;
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => input.current?.focus(), []);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    // Cleared so choosing the same file again fires another change.
    event.target.value = '';
    const fresh = chosen.filter((file) => !files.some((kept) => sameFile(kept, file)));
    const { accepted, refused } = checkChatFiles(fresh, files.length);
    setRefusal(describeRefusals(refused));
    if (accepted.length > 0) onFilesChange([...files, ...accepted]);
  }

  return (
    <SubPanelFrame
      id={id}
      title="Share files"
      description={CHAT_FILES_MESSAGES.accepted}
      onClose={onClose}
    >
      <form method="post" noValidate onSubmit={send} aria-label="Send files" className="grid gap-3">
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
        <TextField label="Name" required autoComplete="name" {...field('name')} />
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          {...field('email')}
        />
        <Button type="submit" disabled={files.length === 0} className="w-full">
          <Send aria-hidden="true" className="size-4" />
          {sendLabel(files.length)}
        </Button>
        <ConsentNotice notice={CHAT_NOTICE} />
      </form>
    </SubPanelFrame>
  );
}
