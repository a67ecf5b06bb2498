import type {
  ChatFilesResponse,
  ContactMessage,
  ContactStats,
  ContactStatus,
  ContactSubmitInput,
  ContactSubmitResponse,
} from '../../../shared/contact.ts';
import { browserSend, readResponse, type AuthHeaders, type Send } from './request.ts';

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

/**
 * A message's file, for staff. The session is a bearer token, not a cookie,
 * so a plain link cannot carry it: the file is fetched with the header and
 * handed over as a Blob (the page saves it through an object URL). A refusal
 * comes back with the server's message.
 */
export async function downloadAttachment(
  id: string,
  auth: AuthHeaders,
): Promise<{ ok: true; blob: Blob } | { ok: false; message: string | undefined }> {
  try {
    const response = await fetch(`/api/contact/attachments/${encodeURIComponent(id)}`, {
      headers: auth,
    });
    if (!response.ok) return { ok: false, message: (await readResponse(response)).message };
    return { ok: true, blob: await response.blob() };
  } catch {
    // The network failed, before the answer or during the file.
    return { ok: false, message: undefined };
  }
}

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
