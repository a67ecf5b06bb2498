/**
 * This browser's anonymous visitor id, made on first use and kept in
 * localStorage, sent with a like of a post or a comment. The server counts a
 * like once per visitor it can tell apart (its address and day, or its
 * account); the id only lets it find this browser's own like again, so it can
 * be taken back later. Only its keyed hash is stored on the server.
 */
const VISITOR_KEY = 'blog:visitor-id';

export function visitorId(): string {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(VISITOR_KEY);
  } catch {
    // storage blocked: a new id each time
  }
  if (stored) return stored;
  const id = randomId();
  try {
    window.localStorage.setItem(VISITOR_KEY, id);
  } catch {
    // Not remembered: a later like counts as a new visitor's.
  }
  return id;
}

/** A version 4 UUID; randomUUID exists only on secure (https or local) pages. */
function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
