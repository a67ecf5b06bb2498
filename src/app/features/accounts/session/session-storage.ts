import { AUTH_STORAGE_KEYS } from '../../../../shared/session-messages.ts';
import type { PublicUser } from '../../../../shared/auth.ts';

/**
 * The session as the browser keeps it: the token and the user in
 * local storage under `token` and `user`. The strings "null" and "undefined"
 * (left behind by code that stored a missing value) count as nothing and are
 * removed. Storage can be unavailable (private modes, blocked cookies): then
 * nothing is remembered and nothing throws.
 */
function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function read(key: string): string | null {
  const value = storage()?.getItem(key) ?? null;
  if (value === 'null' || value === 'undefined') {
    storage()?.removeItem(key);
    return null;
  }
  return value;
}

/** A stored user is usable when it has a first name, a last name and an e-mail address. */
export function parseStoredUser(raw: string | null): PublicUser | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PublicUser> | null;
    if (
      value &&
      typeof value === 'object' &&
      typeof value.firstName === 'string' &&
      value.firstName &&
      typeof value.lastName === 'string' &&
      value.lastName &&
      typeof value.email === 'string' &&
      value.email
    ) {
      return value as PublicUser;
    }
  } catch {
    // not JSON: invalid
  }
  return null;
}

export function readSession(): { token: string | null; userRaw: string | null } {
  return { token: read(AUTH_STORAGE_KEYS.token), userRaw: read(AUTH_STORAGE_KEYS.user) };
}

export function saveSession(token: string | null, user: PublicUser | null): void {
  const store = storage();
  if (!store) return;
  try {
    if (token) store.setItem(AUTH_STORAGE_KEYS.token, token);
    else store.removeItem(AUTH_STORAGE_KEYS.token);
    if (user) store.setItem(AUTH_STORAGE_KEYS.user, JSON.stringify(user));
    else store.removeItem(AUTH_STORAGE_KEYS.user);
  } catch {
    // quota or privacy mode: the session lasts for this page only
  }
}

export function clearSession(): void {
  saveSession(null, null);
}

/** The user and token of an auth answer: inside `data` or at the top level. */
export function sessionFromAnswer(body: unknown): { token?: string; user?: PublicUser } {
  if (!body || typeof body !== 'object') return {};
  const record = body as Record<string, unknown>;
  const data = (
    record['data'] && typeof record['data'] === 'object' ? record['data'] : {}
  ) as Record<string, unknown>;
  const token = data['token'] ?? record['token'];
  const user = data['user'] ?? record['user'];
  return {
    ...(typeof token === 'string' && token ? { token } : {}),
    ...(parseStoredUser(user ? JSON.stringify(user) : null) ? { user: user as PublicUser } : {}),
  };
}
