/**
 * What this feature offers the rest of the app. Other features, the layout
 * and the root import it from here only (lint enforces it); everything else
 * in the folder is the feature's own.
 */
export { openChat } from './chat-events.ts';
export { ChatLauncher } from './components/chat-launcher.tsx';
/** The chat's submissions, for the action of the page that owns the lead forms (/contact). */
export { chatLeadsAction } from './chat-action.ts';
export { chatLeadRefused, isChatLeadIntent, type ChatLeadOutcome } from './chat-lead-refusal.ts';
