import { createHmac } from 'node:crypto';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { clientNetwork } from './client-network.ts';
import type { Executor } from './db/client.ts';
import type { commentLikes, postLikes } from './db/schema.ts';

/** Who asks to like something, as far as the server can tell. */
export interface Liker {
  /** The client address (behind a trusted proxy, the one it forwarded). */
  ip: string;
  /** The signed-in account, when its address is verified: one like wherever it signs in. */
  accountId: string | null;
  /**
   * The browser's own random id (localStorage). A hint only: it finds this
   * browser's like again so it can be taken back, and never adds a like.
   */
  visitorId?: string | undefined;
}

/** The liker of a request: its address, its verified account if signed in, the body's browser id. */
export function likerOf(
  request: FastifyRequest,
  body: { visitorId?: string | undefined } | null | undefined,
): Liker {
  const auth = request.auth;
  return {
    ip: request.ip,
    accountId: auth?.verified ? auth.user.id : null,
    visitorId: body?.visitorId,
  };
}

/** What a toggle did: whether the liker's like counts now, and how the stored count moved. */
interface LikeToggle {
  liked: boolean;
  change: number;
}

/**
 * The likes of one kind of target (posts, comments). A like counts once per
 * visitor the server can tell apart, never per id a client invents: the
 * visitor key is a keyed hash of the verified account, or else of the
 * client's network (`clientNetwork`) and the day, as views are counted. The
 * user agent is left out, since a client can send a new one with every
 * request. So one address adds at most one like per target and day; the next
 * day it may add another, which is the price of keeping no lasting trace of
 * an address.
 *
 * Taking a like back removes only the liker's own: the one with this
 * browser's client hash, or the one with this visitor key when it names an
 * account or neither side sent a browser id. Another visitor behind the same
 * address cannot remove a like it did not make; when it asks to like, the
 * address has already liked today, so its answer is "liked" and nothing is
 * added.
 */
export function createLikes(
  table: typeof postLikes | typeof commentLikes,
  options: {
    secret: string;
    /** What the browser id was hashed under before issue 33, so earlier likes stay its own. */
    clientPrefix: string;
  },
) {
  const mac = (text: string) =>
    createHmac('sha256', options.secret).update(text).digest('base64url');

  function keys(liker: Liker, now: Date) {
    const day = now.toISOString().slice(0, 10);
    return {
      visitor: liker.accountId
        ? mac(`like|account|${liker.accountId}`)
        : mac(`like|network|${day}|${clientNetwork(liker.ip)}`),
      client: liker.visitorId ? mac(`${options.clientPrefix}${liker.visitorId}`) : null,
      account: liker.accountId !== null,
    };
  }

  return {
    /** Likes the target, or takes the liker's own like back; in the caller's transaction. */
    async toggle(tx: Executor, targetId: string, liker: Liker, now: Date): Promise<LikeToggle> {
      const key = keys(liker, now);
      const byVisitor = key.account
        ? eq(table.visitorHash, key.visitor)
        : and(
            eq(table.visitorHash, key.visitor),
            key.client ? eq(table.clientHash, key.client) : isNull(table.clientHash),
          );
      const own = key.client ? or(eq(table.clientHash, key.client), byVisitor) : byVisitor;
      const removed = await tx
        .delete(table)
        .where(and(eq(table.targetId, targetId), own))
        .returning({ targetId: table.targetId });
      if (removed.length > 0) return { liked: false, change: -removed.length };
      // One row per visitor key: a second browser id from the same visitor adds nothing.
      const added = await tx
        .insert(table)
        .values({ targetId, visitorHash: key.visitor, clientHash: key.client })
        .onConflictDoNothing()
        .returning({ targetId: table.targetId });
      return { liked: true, change: added.length };
    },
  };
}
