import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../../../shared/auth.ts';
import { Forbidden, Unauthorized } from '../../errors.ts';
import type { UserRow } from './auth.repository.ts';
import type { AuthService } from './auth.service.ts';
import { rolesOf } from './public-user.ts';

export interface RequestAuth {
  user: UserRow;
  /** Hash of the bearer token: identifies the session for logout. */
  tokenHash: string;
  /** The account's address is proven (a verified, canonical mailbox). */
  verified: boolean;
  isStaff: boolean;
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
    /** preHandler: reads the session if a token is sent, never refuses. */
    optionalUser: Guard;
  }
}

/** The bearer token of a request (`Authorization: Bearer …`), if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  return match?.[1];
}

/**
 * The reusable guards every module puts in its routes' `preHandler`. Only
 * the Authorization header is read: no cookie carries a session, so a page
 * on another site cannot make a browser send an authenticated request
 * (no cross-site request forgery surface).
 */
export function registerAuthGuards(
  app: FastifyInstance,
  service: AuthService,
  companyDomain: string,
) {
  app.decorateRequest('auth', null);

  async function resolve(request: FastifyRequest): Promise<RequestAuth | null> {
    if (request.auth) return request.auth;
    const token = bearerToken(request);
    if (!token) return null;
    const found = await service.authenticate(token);
    if (!found) return null;
    const { verified, isStaff, isAdmin } = rolesOf(found.user, companyDomain);
    request.auth = { user: found.user, tokenHash: found.tokenHash, verified, isStaff, isAdmin };
    return request.auth;
  }

  async function requireUser(request: FastifyRequest): Promise<RequestAuth> {
    const auth = await resolve(request);
    if (!auth) {
      throw new Unauthorized(
        bearerToken(request) ? AUTH_MESSAGES.sessionExpired : AUTH_MESSAGES.signInRequired,
      );
    }
    return auth;
  }

  app.decorate('optionalUser', async (request: FastifyRequest) => {
    await resolve(request);
  });
  app.decorate('requireUser', async (request: FastifyRequest) => {
    await requireUser(request);
  });
  app.decorate('requireStaff', async (request: FastifyRequest) => {
    if (!(await requireUser(request)).isStaff) throw new Forbidden(AUTH_MESSAGES.staffOnly);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (!(await requireUser(request)).isAdmin) throw new Forbidden(AUTH_MESSAGES.adminOnly);
  });
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
 * when a request arrives, so modules registered before this one (the job
 * queue, which the auth module itself needs) can protect routes with it.
 */
export const staffOnly = {
  onRequest: async (request: FastifyRequest) => request.server.requireStaff(request),
  onSend: async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'private, no-store');
  },
};
