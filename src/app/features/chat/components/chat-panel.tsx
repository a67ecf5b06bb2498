import { CalendarDays, FileText, Languages, Paperclip, Send, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { cn } from '../../../lib/cn.ts';
import { useSite } from '../../../lib/site.ts';
import { chatAnswer, matchChatIntent, type ChatIntent } from '../chat-answers.ts';
import { ChatAppointmentForm } from './chat-appointment-form.tsx';
import {
  CHAT_LANGUAGES,
  isChatLanguage,
  quickReplyLabel,
  type QuickReply,
} from '../content/chat-content.ts';
import type { ChatSubPanel } from './chat-fields.tsx';
import {
  emptyAppointmentForm,
  emptyLeadForm,
  emptyUploadContact,
  formatAppointmentDate,
  localDateString,
  validateAppointmentForm,
  validateContact,
  validateLeadForm,
} from '../chat-forms.ts';
import {
  appointmentConfirmation,
  chatAppointmentBody,
  chatFilesBody,
  chatLeadReply,
  chatQuoteBody,
  filesConfirmation,
  quoteConfirmation,
} from '../chat-leads.ts';
import { ChatMessageList, TypingIndicator } from './chat-message-list.tsx';
import { useChatPosts } from './chat-posts.tsx';
import { ChatQuoteForm } from './chat-quote-form.tsx';
import { ChatUploadPanel } from './chat-upload-panel.tsx';
import { useChatConversation } from '../use-chat-conversation.ts';

const subPanelButtons: Array<{ panel: ChatSubPanel; label: string; Icon: LucideIcon }> = [
  { panel: 'upload', label: 'Files', Icon: Paperclip },
  { panel: 'appointment', label: 'Appointment', Icon: CalendarDays },
  { panel: 'quote', label: 'Quote', Icon: FileText },
];

/**
 * The body of the chat panel (its frame, header and close button live in
 * the launcher, which is in the first bundle). Loaded with a dynamic import
 * after the page is idle or on the first click. At most one sub-panel
 * (upload, appointment, quote) replaces the message input at a time. Their
 * submissions post to the lead forms' action (/contact) through fetchers
 * (`useChatPosts`); the chat only exists once the page's JavaScript runs,
 * so there is no path without JavaScript to keep.
 */
export function ChatPanel() {
  const site = useSite();
  const chat = useChatConversation(site.companyName);
  const leads = useChatPosts();
  const [panel, setPanel] = useState<ChatSubPanel | null>(null);
  const [lead, setLead] = useState(emptyLeadForm);
  const [appointment, setAppointment] = useState(emptyAppointmentForm);
  const [files, setFiles] = useState<File[]>([]);
  const [uploadContact, setUploadContact] = useState(emptyUploadContact);
  const [knownEmail, setKnownEmail] = useState<string>();
  const [knownName, setKnownName] = useState<string>();
  const [draft, setDraft] = useState('');
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const returnToInput = useRef(false);
  const ids = useId();
  const subPanelId = `${ids}-panel`;
  const languageId = `${ids}-language`;

  // Closing a sub-panel brings the message input back; focus follows it.
  useEffect(() => {
    if (panel === null && returnToInput.current) inputRef.current?.focus();
    returnToInput.current = false;
  }, [panel]);

  function closePanel() {
    returnToInput.current = true;
    setPanel(null);
  }

  function answer(intent: ChatIntent) {
    const reply = chatAnswer(intent, site);
    if (reply.openPanel) setPanel(reply.openPanel);
    void chat.respond(() => reply);
  }

  function sendText(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setDraft('');
    chat.post({ sender: 'user', type: 'text', text });
    answer(matchChatIntent(text));
  }

  function chooseQuickReply(reply: QuickReply) {
    chat.post({ sender: 'user', type: 'text', text: quickReplyLabel(reply, chat.language) });
    // The chosen button disappears with its message; keep focus in the conversation.
    if (reply !== 'quote' && reply !== 'appointment') logRef.current?.focus();
    answer(reply);
  }

  function submitQuote() {
    const problem = validateLeadForm(lead);
    if (problem) {
      chat.post({ sender: 'bot', type: 'text', text: problem.message });
      return problem;
    }
    const request = lead;
    setLead(emptyLeadForm);
    setKnownEmail(request.email.trim());
    setKnownName(request.name.trim());
    // Files sent later go under the same name, unless the visitor typed one there.
    setUploadContact((current) =>
      current.name || current.email
        ? current
        : { name: request.name.trim(), email: request.email.trim() },
    );
    closePanel();
    chat.post({
      sender: 'user',
      type: 'text',
      text: request.interest
        ? `I'd like a quote for ${request.interest}.`
        : "I'd like a quote for my project.",
    });
    const submission = leads.post(chatQuoteBody(request));
    void chat.respond(async () => ({
      text: chatLeadReply(await submission, quoteConfirmation(request)),
    }));
    return null;
  }

  function submitAppointment() {
    const problem = validateAppointmentForm(appointment, localDateString(new Date()));
    if (problem) {
      chat.post({ sender: 'bot', type: 'text', text: problem.message });
      return problem;
    }
    const request = appointment;
    setAppointment(emptyAppointmentForm);
    closePanel();
    chat.post({
      sender: 'user',
      type: 'text',
      text: `I'd like to book a ${request.type} on ${formatAppointmentDate(request.date)} at ${request.time} (${request.timezone}).`,
    });
    const submission = leads.post(
      chatAppointmentBody(request, { name: knownName, email: knownEmail }),
    );
    const confirmation = appointmentConfirmation(request, {
      knownEmail,
      companyEmail: site.email,
    });
    void chat.respond(async () => ({ text: chatLeadReply(await submission, confirmation) }));
    return null;
  }

  /**
   * Sends the chosen files with the visitor's name and address. The reply
   * waits for the server: the thanks once it has stored them, else its
   * reasons (which file, and why), with the files put back in the panel so
   * the visitor can remove the one refused and send again.
   */
  function sendFiles() {
    const problem = validateContact(uploadContact);
    if (problem) {
      chat.post({ sender: 'bot', type: 'text', text: problem.message });
      return problem;
    }
    if (files.length === 0) return null;
    const sent = files;
    const contact = uploadContact;
    const names = sent.map((file) => file.name);
    setFiles([]);
    setKnownEmail(contact.email.trim());
    setKnownName(contact.name.trim());
    closePanel();
    chat.post({
      sender: 'user',
      type: 'file',
      text: names.length === 1 ? 'Shared 1 file' : `Shared ${names.length} files`,
      files: names.map((name) => ({ name })),
    });
    const submission = leads.post(chatFilesBody(sent, contact));
    void submission.then((outcome) => {
      if (outcome.kind !== 'chat-sent') setFiles((current) => (current.length ? current : sent));
    });
    void chat.respond(async () => ({
      text: chatLeadReply(await submission, filesConfirmation(names, contact.email)),
    }));
    return null;
  }

  return (
    <>
      {leads.pending}
      <div className="flex items-center justify-end gap-2 border-b border-line bg-white px-4 py-1.5 text-sm">
        <label htmlFor={languageId} className="inline-flex items-center gap-1.5 text-muted">
          <Languages aria-hidden="true" className="size-4" />
          Language
        </label>
        <select
          id={languageId}
          value={chat.language}
          onChange={(event) => {
            if (isChatLanguage(event.target.value)) chat.setLanguage(event.target.value);
          }}
          className="rounded-md border border-slate-300 bg-white py-1 pr-7 pl-2 text-base text-ink sm:text-sm"
        >
          {CHAT_LANGUAGES.map((language) => (
            <option key={language.code} value={language.code} lang={language.code}>
              {language.name}
            </option>
          ))}
        </select>
      </div>

      <ChatMessageList
        messages={chat.messages}
        typing={chat.typing}
        language={chat.language}
        onQuickReply={chooseQuickReply}
        logRef={logRef}
      />
      <TypingIndicator typing={chat.typing} />

      <div
        role="group"
        aria-label="Chat forms"
        className="flex flex-wrap gap-1.5 border-t border-line bg-white px-3 py-2"
      >
        {subPanelButtons.map(({ panel: key, label, Icon }) => (
          <button
            key={key}
            type="button"
            aria-expanded={panel === key}
            aria-controls={panel === key ? subPanelId : undefined}
            onClick={() => (panel === key ? closePanel() : setPanel(key))}
            className={cn(
              'inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-semibold transition-colors',
              panel === key
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-line bg-white text-brand-700 hover:bg-brand-50',
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </button>
        ))}
      </div>

      {panel === 'upload' ? (
        <ChatUploadPanel
          id={subPanelId}
          files={files}
          onFilesChange={setFiles}
          contact={uploadContact}
          onContactChange={(patch) => setUploadContact((current) => ({ ...current, ...patch }))}
          onSend={sendFiles}
          onClose={closePanel}
        />
      ) : panel === 'appointment' ? (
        <ChatAppointmentForm
          id={subPanelId}
          value={appointment}
          onChange={(patch) => setAppointment((current) => ({ ...current, ...patch }))}
          onSubmit={submitAppointment}
          onClose={closePanel}
        />
      ) : panel === 'quote' ? (
        <ChatQuoteForm
          id={subPanelId}
          value={lead}
          onChange={(patch) => setLead((current) => ({ ...current, ...patch }))}
          onSubmit={submitQuote}
          onClose={closePanel}
        />
      ) : (
        <form
          method="post"
          onSubmit={sendText}
          aria-label="Send a message"
          className="flex items-center gap-2 border-t border-line bg-white p-3"
        >
          <label htmlFor={`${ids}-message`} className="sr-only">
            Type your message
          </label>
          <input
            ref={inputRef}
            id={`${ids}-message`}
            type="text"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="Type your message…"
            autoComplete="off"
            maxLength={1000}
            enterKeyHint="send"
            className="min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-4 py-2 text-base text-ink placeholder:text-slate-500 focus:border-brand-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500 sm:text-sm"
          />
          <button
            type="submit"
            aria-label="Send message"
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700"
          >
            <Send aria-hidden="true" className="size-4" />
          </button>
        </form>
      )}
    </>
  );
}
