import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatAnswer } from './chat-answers.ts';
import {
  QUICK_REPLIES,
  effectiveLanguage,
  languageChangedText,
  welcomeText,
  type ChatLanguage,
  type QuickReply,
} from './content/chat-content.ts';
import { CHAT_REPLY_DELAY_MS, CHAT_TYPING_MS, CHAT_WELCOME_DELAY_MS } from './chat-timing.ts';

/** A message in the chat. `lang` marks text shown in a language other than the page's. */
export interface ChatMessage {
  id: string;
  text: string;
  sender: 'user' | 'bot';
  timestamp: number;
  type: 'text' | 'quick-reply' | 'file';
  quickReplies?: QuickReply[] | undefined;
  files?: Array<{ name: string }> | undefined;
  lang?: string | undefined;
}

export type NewChatMessage = Omit<ChatMessage, 'id' | 'timestamp'>;

/**
 * The conversation: messages, the typing indicator, the language, and the
 * timing of the assistant's replies (welcome 500 ms after the first open;
 * each reply about 2 s after the visitor acts, typing shown for the last
 * 1.5 s). Timers die with the panel.
 */
export function useChatConversation(companyName: string) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [replying, setReplying] = useState(0);
  const [welcomePending, setWelcomePending] = useState(true);
  const [language, setLanguageState] = useState<ChatLanguage>('en');
  const languageRef = useRef<ChatLanguage>('en');
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const alive = useRef(false);

  useEffect(() => {
    alive.current = true;
    const pending = timers.current;
    return () => {
      alive.current = false;
      pending.forEach(clearTimeout);
      pending.clear();
    };
  }, []);

  const post = useCallback((message: NewChatMessage) => {
    nextId.current += 1;
    const entry: ChatMessage = { ...message, id: `m${nextId.current}`, timestamp: Date.now() };
    setMessages((list) => [...list, entry]);
  }, []);

  const wait = useCallback(
    (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          timers.current.delete(timer);
          resolve();
        }, ms);
        timers.current.add(timer);
      }),
    [],
  );

  useEffect(() => {
    const timer = setTimeout(() => {
      setWelcomePending(false);
      const lang = effectiveLanguage(languageRef.current);
      post({
        sender: 'bot',
        type: 'quick-reply',
        text: welcomeText(languageRef.current, companyName),
        quickReplies: [...QUICK_REPLIES],
        lang,
      });
    }, CHAT_WELCOME_DELAY_MS);
    return () => clearTimeout(timer);
  }, [post, companyName]);

  /**
   * Posts the assistant's answer about 2 s after now. `produce` may be a
   * promise (a lead submission): the typing indicator then stays until it
   * settles, never less than 1.5 s.
   */
  const respond = useCallback(
    async (produce: () => ChatAnswer | Promise<ChatAnswer>) => {
      const answer = Promise.resolve().then(produce);
      await wait(CHAT_REPLY_DELAY_MS - CHAT_TYPING_MS);
      if (!alive.current) return;
      setReplying((count) => count + 1);
      const [reply] = await Promise.all([answer, wait(CHAT_TYPING_MS)]);
      if (!alive.current) return;
      setReplying((count) => count - 1);
      post({
        sender: 'bot',
        type: reply.quickReplies?.length ? 'quick-reply' : 'text',
        text: reply.text,
        quickReplies: reply.quickReplies,
      });
    },
    [post, wait],
  );

  const setLanguage = useCallback(
    (next: ChatLanguage) => {
      if (next === languageRef.current) return;
      languageRef.current = next;
      setLanguageState(next);
      post({
        sender: 'bot',
        type: 'quick-reply',
        text: languageChangedText(next),
        quickReplies: [...QUICK_REPLIES],
        lang: effectiveLanguage(next),
      });
    },
    [post],
  );

  return {
    messages,
    typing: welcomePending || replying > 0,
    language,
    setLanguage,
    post,
    respond,
  };
}
