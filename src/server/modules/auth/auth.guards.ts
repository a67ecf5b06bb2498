import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../../../shared/auth.ts';
import { Forbidden, Unauthorized } from '../../errors.ts';
import type { RequestAuth } from '../../request-auth.ts';
import type { AuthService } from './auth.service.ts';
import { rolesOf } from './public-user.ts';

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
