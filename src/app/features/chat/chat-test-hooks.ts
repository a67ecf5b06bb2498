/**
 * The one test hook of the chat widget. Browser tests may set, before the
 * page loads (Playwright `page.addInitScript`):
 *
 *   window.__chatTestHooks = { timings: { replyDelayMs: 200, typingMs: 150 }, failLeads: true }
 *
 * - `timings` shortens the spec's delays (chat-timing.ts) for tests that walk
 *   through many steps; without it the widget uses the spec's values.
 * - `failLeads` makes the local stand-in of the quote and appointment
 *   submission (chat-leads.ts) reject, so the failure reply can be exercised.
 *   When issue 5 replaces the stand-in with the API call, tests fail the
 *   request with `page.route` instead and this flag goes away.
 *
 * Nothing in the site sets it; visitors always get the default behaviour.
 */
export interface ChatTestHooks {
  timings?: Partial<{ welcomeDelayMs: number; replyDelayMs: number; typingMs: number }>;
  failLeads?: boolean;
}

declare global {
  interface Window {
    __chatTestHooks?: ChatTestHooks;
  }
}

export function chatTestHooks(): ChatTestHooks {
  return typeof window === 'undefined' ? {} : (window.__chatTestHooks ?? {});
}
