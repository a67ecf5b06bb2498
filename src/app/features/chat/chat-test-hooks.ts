/**
 * The one test hook of the chat widget. Browser tests may set, before the
 * page loads (Playwright `page.addInitScript`):
 *
 *   window.__chatTestHooks = { timings: { replyDelayMs: 200, typingMs: 150 } }
 *
 * `timings` shortens the spec's delays (chat-timing.ts) for tests that walk
 * through many steps; without it the widget uses the spec's values. (Lead
 * failures are tested by failing the API request with `page.route`.)
 *
 * Nothing in the site sets it; visitors always get the default behaviour.
 */
export interface ChatTestHooks {
  timings?: Partial<{ welcomeDelayMs: number; replyDelayMs: number; typingMs: number }>;
}

declare global {
  interface Window {
    __chatTestHooks?: ChatTestHooks;
  }
}

export function chatTestHooks(): ChatTestHooks {
  return typeof window === 'undefined' ? {} : (window.__chatTestHooks ?? {});
}
