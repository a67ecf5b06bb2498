/** Welcome 500 ms after the first open; replies about 2 s after the visitor acts. */
export const CHAT_WELCOME_DELAY_MS = 500;
export const CHAT_REPLY_DELAY_MS = 2000;
/** The typing indicator shows for the last 1.5 s before a reply. */
export const CHAT_TYPING_MS = 1500;
