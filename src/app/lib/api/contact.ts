import type {
  ContactMessage,
  ContactStats,
  ContactStatus,
  ContactSubmitInput,
  ContactSubmitResponse,
} from '../../../shared/contact.ts';
import { browserSend, type AuthHeaders, type Send } from './request.ts';

export interface Paged {
  page: number;
  limit: number;
  pages: number;
  total: number;
}

export const submitContact = (input: ContactSubmitInput, send: Send = browserSend) =>
  send<ContactSubmitResponse['data']>('POST', '/api/contact/submit', input);

export const recentMessages = (
  query: { page: number; limit: number },
  auth: AuthHeaders,
  send: Send = browserSend,
) =>
  send<{ messages: ContactMessage[]; pagination: Paged }>(
    'GET',
    `/api/contact/messages/recent?limit=${query.limit}&page=${query.page}`,
    undefined,
    auth,
  );

export const contactStats = (auth: AuthHeaders, send: Send = browserSend) =>
  send<ContactStats>('GET', '/api/contact/stats', undefined, auth);

export const setMessageStatus = (
  id: string,
  status: ContactStatus,
  auth: AuthHeaders,
  send: Send = browserSend,
) =>
  send<ContactMessage>(
    'PATCH',
    `/api/contact/message/${encodeURIComponent(id)}/status`,
    { status },
    auth,
  );

/** Queues the Dynamics 365 sync of one message again. */
export const retryCrmSync = (messageId: string, auth: AuthHeaders, send: Send = browserSend) =>
  send('POST', '/api/contact/sync/d365', { action: 'retry', messageId }, auth);
