import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../../../shared/auth.ts';
import { Forbidden, Unauthorized } from '../../errors.ts';
import { assertCan, type RequestAuth } from '../../request-auth.ts';
import type { Permission } from '../../../shared/roles.ts';
import { sessionCookieToken } from '../../session-cookie.ts';
import type { AuthService } from './auth.service.ts';
import { rolesOf, toPublicUser } from './public-user.ts';

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
    const { verified, role, isStaff, isAdmin } = rolesOf(found.user, companyDomain);
    request.auth = {
      user: found.user,
      tokenHash: found.tokenHash,
      via: presented.via,
      verified,
      role,
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
  app.decorate('requirePermission', (permission: Permission) => async (request: FastifyRequest) => {
    assertCan(await requireUser(request), permission);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (!(await requireUser(request)).isAdmin) throw new Forbidden(AUTH_MESSAGES.adminOnly);
  });
}
