import { Bot, FileText } from 'lucide-react';
import { useEffect, type Ref, type RefObject } from 'react';
import { cn } from '../../../lib/cn.ts';
import {
  effectiveLanguage,
  quickReplyLabel,
  type ChatLanguage,
  type QuickReply,
} from '../content/chat-content.ts';
import type { ChatMessage } from '../use-chat-conversation.ts';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

interface MessageListProps {
  messages: ChatMessage[];
  typing: boolean;
  language: ChatLanguage;
  onQuickReply: (reply: QuickReply) => void;
  logRef: RefObject<HTMLDivElement | null>;
}

/**
 * The conversation as a live log (new messages are announced politely) and,
 * below it, the typing indicator in its own status region. Quick replies are
 * offered under the latest message only, labelled in the chosen language.
 */
export function ChatMessageList({
  messages,
  typing,
  language,
  onQuickReply,
  logRef,
}: MessageListProps) {
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, typing, logRef]);

  const last = messages.at(-1);
  const labelLang = effectiveLanguage(language);

  return (
    <div
      ref={logRef as Ref<HTMLDivElement>}
      role="log"
      aria-live="polite"
      aria-label="Chat messages"
      // Focusable so keyboard users can scroll the conversation.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="min-h-0 flex-1 space-y-3 overflow-y-auto overscroll-contain bg-surface px-3 py-4 focus-visible:outline-offset-[-2px] sm:px-4"
    >
      {messages.map((message) => (
        <div
          key={message.id}
          className={cn('flex gap-2', message.sender === 'user' ? 'justify-end' : 'justify-start')}
        >
          {message.sender === 'bot' ? (
            <span className="mt-1 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
              <Bot aria-hidden="true" className="size-4" />
            </span>
          ) : null}
          <div className="max-w-[85%] min-w-0">
            <div
              lang={message.lang && message.lang !== 'en' ? message.lang : undefined}
              className={cn(
                'rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed whitespace-pre-line [overflow-wrap:anywhere]',
                message.sender === 'user'
                  ? 'rounded-br-md bg-brand-600 text-white'
                  : 'rounded-bl-md border border-line bg-white text-ink',
              )}
            >
              <span className="sr-only">{message.sender === 'user' ? 'You: ' : 'Assistant: '}</span>
              {message.text}
              {message.type === 'file' && message.files?.length ? (
                <ul className="mt-2 space-y-1" aria-label="Shared files">
                  {message.files.map((file) => (
                    <li key={file.name} className="flex items-center gap-1.5">
                      <FileText aria-hidden="true" className="size-4 shrink-0" />
                      <span className="min-w-0">{file.name}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
            <p
              className={cn(
                'mt-1 px-1 text-xs text-muted',
                message.sender === 'user' ? 'text-right' : 'text-left',
              )}
            >
              <time dateTime={new Date(message.timestamp).toISOString()}>
                {timeFormat.format(message.timestamp)}
              </time>
            </p>
            {message === last && message.quickReplies?.length ? (
              <div
                role="group"
                aria-label="Quick replies"
                lang={labelLang === 'en' ? undefined : labelLang}
                className="mt-2 flex flex-wrap gap-2"
              >
                {message.quickReplies.map((reply) => (
                  <button
                    key={reply}
                    type="button"
                    onClick={() => onQuickReply(reply)}
                    className="min-h-9 rounded-full border border-brand-300 bg-white px-3 py-1.5 text-sm font-medium text-brand-700 transition-colors hover:border-brand-500 hover:bg-brand-50"
                  >
                    {quickReplyLabel(reply, language)}
                  </button>
                ))}
              </div>
            ) : null}
          </div>
        </div>
      ))}
    </div>
  );
}

/** "Assistant is typing", in a polite status region that is always present. */
export function TypingIndicator({ typing }: { typing: boolean }) {
  return (
    <div role="status" aria-live="polite" className="bg-surface px-4">
      {typing ? (
        <p className="flex items-center gap-2 pb-2 text-xs text-muted" data-chat-typing="">
          <span aria-hidden="true" className="flex gap-1">
            <span className="size-1.5 animate-bounce rounded-full bg-muted" />
            <span className="size-1.5 animate-bounce rounded-full bg-muted [animation-delay:150ms]" />
            <span className="size-1.5 animate-bounce rounded-full bg-muted [animation-delay:300ms]" />
          </span>
          Assistant is typing
        </p>
      ) : null}
    </div>
  );
}
