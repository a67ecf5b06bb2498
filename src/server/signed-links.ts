import { createHmac, timingSafeEqual } from 'node:crypto';
export { loadSigningSecret } from './db/signing-secret.ts';

export type LinkPurpose =
  | 'newsletter-confirm'
  | 'newsletter-unsubscribe'
  | 'comment-replies-confirm'
  | 'comment-replies-stop';

/**
 * Tokens that prove a link came from us: an HMAC of the purpose and the
 * address (and, for links that should expire, the expiry), nothing stored.
 * An unsubscribe token never expires, so every e-mail's link keeps working.
 */
export function createLinkSigner(secret: string) {
  const mac = (text: string) => createHmac('sha256', secret).update(text).digest('base64url');
  const same = (a: string, b: string) => {
    const left = Buffer.from(a);
    const right = Buffer.from(b);
    return left.length === right.length && timingSafeEqual(left, right);
  };

  return {
    sign(purpose: LinkPurpose, email: string, expiresAt?: Date): string {
      if (!expiresAt) return mac(`${purpose}:${email}`);
      const expiry = Math.floor(expiresAt.getTime() / 1000).toString(36);
      return `${expiry}.${mac(`${purpose}:${email}:${expiry}`)}`;
    },

    verify(purpose: LinkPurpose, email: string, token: string, now = new Date()): boolean {
      if (token.length > 200) return false;
      const dot = token.indexOf('.');
      if (dot === -1) return same(token, mac(`${purpose}:${email}`));
      const expiry = token.slice(0, dot);
      const seconds = Number.parseInt(expiry, 36);
      if (!Number.isFinite(seconds) || seconds * 1000 < now.getTime()) return false;
      return same(token.slice(dot + 1), mac(`${purpose}:${email}:${expiry}`));
    },
  };
}

export type LinkSigner = ReturnType<typeof createLinkSigner>;
