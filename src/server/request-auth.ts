import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, type PublicUser } from '../shared/auth.ts';
import { can, REFUSAL_BY_PERMISSION, type Permission, type Role } from '../shared/roles.ts';
import type { UserRow } from './db/schema.ts';
import { Forbidden, Unauthorized } from './errors.ts';

/*
 * What a route reads of its caller's session, and the route options that
 * require one. The auth module checks the session (bearer header or
 * cookie) and fills these
 * (modules/auth/auth.guards.ts); every module's routes use them, the job
 * queue's, mail's and privacy's too, which the auth module itself builds
 * on: so they live here, below every module, and import none.
 */

export interface RequestAuth {
  user: UserRow;
  /** Hash of the session token: identifies the session for logout. */
  tokenHash: string;
  /**
   * How the token came: an API client's `Authorization: Bearer`, or the
   * browser's HttpOnly cookie (whose unsafe requests the CSRF check guards).
   */
  via: 'bearer' | 'cookie';
  /** The account's address is proven (a verified, canonical mailbox). */
  verified: boolean;
  /** The editorial role (shared/roles.ts), or null: a reader. */
  role: Role | null;
  /** Any role. */
  isStaff: boolean;
  /** The administrator role. */
  isAdmin: boolean;
}

type Guard = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guards (and by `optionalUser`) once the bearer token is checked. */
    auth: RequestAuth | null;
  }
  interface FastifyInstance {
    /** preHandler: a valid session is required (401 otherwise). */
    requireUser: Guard;
    /** preHandler: a staff session (verified company address or admin) is required (403 otherwise). */
    requireStaff: Guard;
    /** preHandler: an administrator's session is required (403 otherwise). */
    requireAdmin: Guard;
    /**
     * preHandler: a session whose role holds the permission (401 without a
     * session; 403 with the spec's staff-only message without a role, or
     * with the permission's message).
     */
    requirePermission: (permission: Permission) => Guard;
    /** preHandler: reads the session if a token is sent, never refuses. */
    optionalUser: Guard;
    /**
     * The browser's session as a page sees it (the cookie's, or a bearer
     * header's): the user as the API shows it, or null when none is valid.
     */
    pageUser: (request: FastifyRequest) => Promise<PublicUser | null>;
  }
}

/** The session a guard has checked; for handlers behind requireUser and stricter guards. */
export function authOf(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw new Unauthorized(AUTH_MESSAGES.signInRequired);
  return request.auth;
}

/**
 * The signed-in caller's address when the account has proven it (verified),
 * else null: what "the owner of this address" means to any module.
 */
export function provenAddressOf(request: FastifyRequest): string | null {
  return request.auth?.verified ? request.auth.user.email : null;
}

/**
 * Route options of a staff-only call: the session is checked first (an
 * anonymous caller gets 401 before any parameter is looked at) and the
 * answer, personal data, is kept by no shared cache. The guard is looked up
 * when a request arrives, so modules registered before the auth module (the
 * job queue, which it needs) can protect routes with it.
 */
export const staffOnly = {
  onRequest: async (request: FastifyRequest) => request.server.requireStaff(request),
  onSend: async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'private, no-store');
  },
};

/**
 * Route options of an administrators-only call: as `staffOnly`, with the
 * administrator's guard (401 without a session, 403 for anyone else).
 */
export const adminOnly = {
  onRequest: async (request: FastifyRequest) => request.server.requireAdmin(request),
  onSend: staffOnly.onSend,
};

/**
 * Route options of a call only some roles may make (staffOnly, narrowed to
 * a permission): the session is checked before anything else, and the
 * answer is kept by no shared cache.
 */
export function permissionOnly(permission: Permission) {
  return {
    onRequest: async (request: FastifyRequest) =>
      request.server.requirePermission(permission)(request),
    onSend: staffOnly.onSend,
  };
}

/** Whoever a service acts for, as far as its permission checks go. */
export type Actor = Pick<RequestAuth, 'role'>;

/**
 * Refuses (403) a caller whose role lacks the permission: the spec's
 * staff-only message for someone with no role, the permission's own for a
 * role that does not hold it. For services, which decide what depends on
 * the item (their own work or anyone's).
 */
export function assertCan(actor: Actor, permission: Permission): void {
  if (can(actor.role, permission)) return;
  throw new Forbidden(actor.role ? REFUSAL_BY_PERMISSION[permission] : AUTH_MESSAGES.staffOnly);
}
