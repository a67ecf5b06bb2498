/**
 * Other parts of the site open the chat by dispatching this event on
 * `window` (the support page's live-chat channel does). Kept in its own tiny
 * module so a caller does not pull in the widget.
 */
export const CHAT_OPEN_EVENT = 'chat:open';

export function openChat(): void {
  window.dispatchEvent(new CustomEvent(CHAT_OPEN_EVENT));
}
