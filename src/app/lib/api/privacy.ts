import type { PersonData, PrivacyAction } from '../../../shared/privacy.ts';
import { browserSend, type Send } from './request.ts';

/** A person asks for a copy or the erasure of what is held about an address (a link is e-mailed). */
export const requestPrivacy = (
  input: { email: string; action: PrivacyAction | '' },
  send: Send = browserSend,
) => send('POST', '/api/privacy/requests', input);

/** The e-mailed erasure link's button (an export link's button posts the form to the API itself). */
export const confirmErasure = (token: string, send: Send = browserSend) =>
  send<{ summary: Record<string, number> }>('POST', '/api/privacy/requests/confirm', { token });

/** Where an export link's form posts, so the browser saves the answer as a file. */
export const PRIVACY_DOWNLOAD_ACTION = '/api/privacy/requests/confirm';

/** Staff: everything held about an address, with its consent history. */
export const personData = (email: string, send: Send = browserSend) =>
  send<PersonData>('GET', `/api/privacy/people?email=${encodeURIComponent(email)}`, undefined);

/** Staff: erase or anonymise everything held about an address. */
export const erasePerson = (email: string, send: Send = browserSend) =>
  send<{ summary: Record<string, number> }>('POST', '/api/privacy/people/erase', { email });

/** Staff: the audit log, newest first. */
export const privacyAudit = (page: number, send: Send = browserSend) =>
  send<{
    entries: PersonData['audit'];
    pagination: { page: number; pages: number; total: number; limit: number };
  }>('GET', `/api/privacy/audit?page=${page}`, undefined);
