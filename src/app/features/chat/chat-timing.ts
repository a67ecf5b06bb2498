import { chatTestHooks } from './chat-test-hooks.ts';

/** The spec's timings: welcome 500 ms after the first open, replies about 2 s after the visitor acts. */
export const CHAT_WELCOME_DELAY_MS = 500;
export const CHAT_REPLY_DELAY_MS = 2000;
/** The typing indicator shows for the last 1.5 s before a reply. */
export const CHAT_TYPING_MS = 1500;

export interface ChatTimings {
  welcomeDelayMs: number;
  replyDelayMs: number;
  typingMs: number;
}

function valid(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** The timings in force: the spec's values unless a browser test shortened them (chat-test-hooks.ts). */
export function chatTimings(): ChatTimings {
  const override = chatTestHooks().timings ?? {};
  const replyDelayMs = valid(override.replyDelayMs, CHAT_REPLY_DELAY_MS);
  return {
    welcomeDelayMs: valid(override.welcomeDelayMs, CHAT_WELCOME_DELAY_MS),
    replyDelayMs,
    typingMs: Math.min(valid(override.typingMs, CHAT_TYPING_MS), replyDelayMs),
  };
}
