import type {
  ChatFilesResponse,
  ContactMessage,
  ContactSource,
  ContactStats,
  ContactStatus,
  ContactSubmitInput,
  ContactSubmitResponse,
} from '../../../shared/contact.ts';
import type { LeadSyncStatus } from '../../../shared/leads.ts';
import { browserSend, listSearch, type Send } from './request.ts';

export interface Paged {
  page: number;
  limit: number;
  pages: number;
  total: number;
}

export const submitContact = (input: ContactSubmitInput, send: Send = browserSend) =>
  send<ContactSubmitResponse['data']>('POST', '/api/contact/submit', input);

/** The chat's files with the visitor's name and address (multipart, fields of CHAT_FILES_FIELDS). */
export const shareChatFiles = (form: FormData, send: Send = browserSend) =>
  send<ChatFilesResponse['data']>('POST', '/api/contact/chat-files', form);

/** The filters of the staff's message list (and of its CSV export). */
export interface MessageFilters {
  status?: ContactStatus | undefined;
  source?: ContactSource | undefined;
  syncStatus?: LeadSyncStatus | undefined;
}

export const recentMessages = (
  query: { page: number; limit: number } & MessageFilters,
  send: Send = browserSend,
) =>
  send<{ messages: ContactMessage[]; pagination: Paged }>(
    'GET',
    `/api/contact/messages/recent${listSearch(query)}`,
    undefined,
  );

export const contactStats = (send: Send = browserSend) =>
  send<ContactStats>('GET', '/api/contact/stats', undefined);

export const setMessageStatus = (id: string, status: ContactStatus, send: Send = browserSend) =>
  send<ContactMessage>('PATCH', `/api/contact/message/${encodeURIComponent(id)}/status`, {
    status,
  });

/** Queues the Dynamics 365 sync of one message again. */
export const retryCrmSync = (messageId: string, send: Send = browserSend) =>
  send('POST', '/api/contact/sync/d365', { action: 'retry', messageId });
