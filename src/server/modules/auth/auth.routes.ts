import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_MESSAGES } from '../../../shared/api-messages.ts';
import { apiErrorSchema } from '../../../shared/api.ts';
import {
  AUTH_MESSAGES,
  authResponseSchema,
  forgotPasswordSchema,
  loginSchema,
  messageResponseSchema,
  registerSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  userResponseSchema,
  verifyEmailSchema,
} from '../../../shared/auth.ts';
import { AppError, TooManyRequests } from '../../errors.ts';
import { collectionContext } from '../privacy/privacy.service.ts';
import { authOf } from '../../request-auth.ts';
import type { AuthService, IssuedSession } from './auth.service.ts';
import { toPublicUser } from './public-user.ts';

export interface AuthRoutesOptions {
  service: AuthService;
  companyDomain: string;
  /** Sign-in attempts per window, per client address and per account. */
  loginLimits: { perAddress: number; perAccount: number; windowMs: number };
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema };

/** Answers about a person are never kept by shared caches (or by the browser). */
const PRIVATE = 'private, no-store';

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { service, companyDomain, loginLimits } = options;
  const sessionBody = (session: IssuedSession, message: string) => ({
    success: true as const,
    message,
    data: {
      user: toPublicUser(session.user, companyDomain),
      token: session.token,
      expiresAt: session.expiresAt.toISOString(),
    },
  });

  // Guessing one account's password is limited per account and client
  // address: one source cannot keep trying, and a stranger's failed attempts
  // from elsewhere never lock the owner out of their own account.
  const accountLimit = app.createRateLimit({
    max: loginLimits.perAccount,
    timeWindow: loginLimits.windowMs,
    keyGenerator: (request) =>
      `login-account:${(request.body as { email: string }).email}:${request.ip}`,
  });

  const signInFailures = app.metrics.counter(
    'auth_sign_in_failures_total',
    'Sign-ins refused for a wrong address or password',
  );
  const lockouts = app.metrics.counter(
    'auth_lockouts_total',
    'Sign-ins refused because one account was tried too often from one address',
  );

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', PRIVATE);
  });

  app.post(
    '/register',
    {
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Create an account (a verification link is e-mailed)',
        body: registerSchema,
        response: { 201: authResponseSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await service.register(
        request.body,
        collectionContext(request, app.config.site.baseUrl),
      );
      reply.code(201);
      return sessionBody(session, AUTH_MESSAGES.registerSuccess);
    },
  );

  app.post(
    '/login',
    {
      config: {
        rateLimit: { max: loginLimits.perAddress, timeWindow: loginLimits.windowMs },
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: loginSchema,
        response: { 200: authResponseSchema, ...errors },
      },
    },
    async (request) => {
      const limit = await accountLimit(request);
      // isAllowed is true only for allow-listed keys; isExceeded says whether the count ran over.
      if (!limit.isAllowed && limit.isExceeded) {
        lockouts.inc();
        throw new TooManyRequests(
          API_MESSAGES.tooManyRequests(limit.ttlInSeconds),
          limit.ttlInSeconds,
        );
      }
      const { email, password, rememberMe } = request.body;
      const session = await service.login(email, password, rememberMe).catch((err: unknown) => {
        if (err instanceof AppError && err.statusCode === 401) signInFailures.inc();
        throw err;
      });
      return sessionBody(session, AUTH_MESSAGES.loginSuccess);
    },
  );

  app.get(
    '/me',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: userResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: AUTH_MESSAGES.meLoaded,
      data: { user: toPublicUser(authOf(request).user, companyDomain) },
    }),
  );

  app.post(
    '/logout',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['auth'],
        summary: 'End the current session',
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      // Signing out twice, or with an expired session, still ends signed out.
      if (request.auth) await service.logout(request.auth.tokenHash);
      return { success: true as const, message: AUTH_MESSAGES.logoutSuccess };
    },
  );

  app.post(
    '/forgot-password',
    {
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password-reset link (same answer for every address)',
        body: forgotPasswordSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      void service.forgotPassword(request.body.email);
      return { success: true as const, message: AUTH_MESSAGES.forgotPasswordSent };
    },
  );

  app.post(
    '/reset-password',
    {
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the e-mailed token (ends every session)',
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.resetPassword(request.body.token, request.body.password);
      return { success: true as const, message: AUTH_MESSAGES.resetSuccess };
    },
  );

  app.post(
    '/verify-email',
    {
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Confirm an e-mail address with the token from the e-mailed link',
        body: verifyEmailSchema,
        response: { 200: userResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await service.verifyEmail(request.body.token);
      return {
        success: true as const,
        message: AUTH_MESSAGES.verifySuccess,
        data: { user: toPublicUser(user, companyDomain) },
      };
    },
  );

  app.post(
    '/resend-verification',
    {
      config: { rateLimit: app.writeRateLimit },
      preHandler: app.optionalUser,
      schema: {
        tags: ['auth'],
        summary: 'Send a new verification link (signed in, or to a given address)',
        body: resendVerificationSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (request.auth) {
        const outcome = await service.resendVerification(request.auth.user);
        return {
          success: true as const,
          message:
            outcome === 'already-verified'
              ? AUTH_MESSAGES.alreadyVerified
              : AUTH_MESSAGES.verificationSent,
        };
      }
      const email = request.body.email;
      if (!email) throw new AppError(400, AUTH_MESSAGES.emailRequired);
      // Same answer whether or not the address has an account.
      void service.resendVerificationTo(email);
      return { success: true as const, message: AUTH_MESSAGES.verificationSent };
    },
  );
};
