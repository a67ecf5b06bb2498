import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appMeta } from '../../db/schema.ts';

export type LinkPurpose = 'newsletter-confirm' | 'newsletter-unsubscribe';

const SECRET_KEY = 'signing_secret';

/**
 * The key behind signed links: SIGNING_SECRET when set, otherwise one made at
 * first start and kept in the database, so every instance signs alike and
 * links in old e-mails keep working after a restart.
 */
export async function loadSigningSecret(db: Database, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appMeta)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, SECRET_KEY));
  if (!row) throw new Error('could not load the signing secret');
  return row.value;
}

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
