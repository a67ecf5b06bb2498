import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, type PublicUser } from '../../../shared/auth.ts';
import { Forbidden, Unauthorized } from '../../errors.ts';
import { sessionCookieToken } from '../../session-cookie.ts';
import type { UserRow } from './auth.repository.ts';
import type { AuthService } from './auth.service.ts';
import { rolesOf, toPublicUser } from './public-user.ts';

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
    /**
     * The browser's session as a page sees it (the cookie's, or a bearer
     * header's): the user as the API shows it, or null when none is valid.
     */
    pageUser: (request: FastifyRequest) => Promise<PublicUser | null>;
  }
}

/** The bearer token of a request (`Authorization: Bearer …`), if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  return match?.[1];
}

/** The session token a request presents: its bearer header first, else the browser's cookie. */
export function presentedToken(
  request: FastifyRequest,
): { token: string; via: RequestAuth['via'] } | undefined {
  const bearer = bearerToken(request);
  if (bearer) return { token: bearer, via: 'bearer' };
  const cookie = sessionCookieToken(request);
  return cookie ? { token: cookie, via: 'cookie' } : undefined;
}

/**
 * The reusable guards every module puts in its routes' `preHandler`. A
 * session comes from the Authorization header (API clients) or the
 * browser's session cookie; a cookie's unsafe requests have passed the CSRF
 * check (csrf.ts) before any guard runs.
 */
export function registerAuthGuards(
  app: FastifyInstance,
  service: AuthService,
  companyDomain: string,
) {
  app.decorateRequest('auth', null);

  async function resolve(request: FastifyRequest): Promise<RequestAuth | null> {
    if (request.auth) return request.auth;
    const presented = presentedToken(request);
    if (!presented) return null;
    const found = await service.authenticate(presented.token);
    if (!found) return null;
    const { verified, isStaff, isAdmin } = rolesOf(found.user, companyDomain);
    request.auth = {
      user: found.user,
      tokenHash: found.tokenHash,
      via: presented.via,
      verified,
      isStaff,
      isAdmin,
    };
    return request.auth;
  }

  async function requireUser(request: FastifyRequest): Promise<RequestAuth> {
    const auth = await resolve(request);
    if (!auth) {
      throw new Unauthorized(
        presentedToken(request) ? AUTH_MESSAGES.sessionExpired : AUTH_MESSAGES.signInRequired,
      );
    }
    return auth;
  }

  app.decorate('optionalUser', async (request: FastifyRequest) => {
    await resolve(request);
  });
  app.decorate('pageUser', async (request: FastifyRequest) => {
    const auth = await resolve(request);
    return auth ? toPublicUser(auth.user, companyDomain) : null;
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
