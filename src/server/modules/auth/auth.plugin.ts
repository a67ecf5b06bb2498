import fp from 'fastify-plugin';
import { registerAuthGuards } from './auth.guards.ts';
import { authRoutes } from './auth.routes.ts';
import { createAuthService, type AuthService } from './auth.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Accounts, sessions and e-mailed links. */
    auth: AuthService;
  }
}

/** Accounts: the service, the guards every module's routes use, and /api/auth. */
export const authModule = fp(
  async (app) => {
    const { config } = app;
    const auth = createAuthService({
      db: app.database.db,
      mail: app.mail,
      site: app.settings.site,
      companyDomain: config.site.emailDomain,
      adminEmails: config.adminEmails,
      log: app.log,
      consent: app.privacy.consent,
    });
    await auth.applyAdminEmails();
    app.decorate('auth', auth);
    registerAuthGuards(app, auth, config.site.emailDomain);
    await app.register(authRoutes, {
      prefix: '/api/auth',
      service: auth,
      companyDomain: config.site.emailDomain,
      loginLimits: {
        perAddress: config.loginRateLimit.perAddress,
        perAccount: config.loginRateLimit.perAccount,
        windowMs: config.rateLimit.windowSeconds * 1000,
      },
    });
  },
  {
    name: 'auth',
    dependencies: ['settings', 'mail', 'privacy'],
    decorators: { fastify: ['config', 'database'] },
  },
);
