import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { PublicUser, RegisterInput } from '../../../shared/auth.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp-server.ts';

export interface AccountTestContext {
  t: TestApp;
  smtp: TestSmtpServer;
  a: ReturnType<typeof accountFixtures>;
}

/**
 * Registers the hooks of an account test file: a real SMTP server, the app
 * sending to it, and the fixtures. Read the context inside tests only.
 */
export function setupAccountTests(env: Record<string, string> = {}): AccountTestContext {
  const context = {} as AccountTestContext;
  beforeAll(async () => {
    context.smtp = await startSmtpServer();
    context.t = await createTestApp({ env: { SMTP_URL: context.smtp.url, ...env } });
    context.a = accountFixtures(context.t, context.smtp);
  });
  afterAll(async () => {
    await context.t.close();
    await context.smtp.close();
  });
  return context;
}

/** Account steps shared by the integration tests of auth and users. */
export function accountFixtures(t: TestApp, smtp: TestSmtpServer) {
  const password = 'Test-Password-1';

  const email = (prefix: string, domain = 'example.org') =>
    `${prefix}-${randomUUID().slice(0, 8)}@${domain}`;

  const register = (fields: Partial<RegisterInput> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: 'Test', lastName: 'User', email: email('user'), password, ...fields },
    });

  const login = (address: string, secret = password, rememberMe = false) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: address, password: secret, rememberMe },
    });

  const me = (token: string) =>
    t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

  /** The newest link to `path` mailed to the address (waits for it to arrive). */
  async function linkFromMail(address: string, path: string): Promise<URL> {
    const find = () =>
      smtp.messages
        .filter((m) => m.to.includes(address))
        .flatMap((m) => m.text.match(/https?:\/\/\S+/g) ?? [])
        .map((href) => new URL(href))
        .filter((url) => url.pathname === path)
        .at(-1);
    await smtp.waitFor(() => find() !== undefined);
    return find()!;
  }

  return {
    password,
    email,
    register,
    login,
    me,
    linkFromMail,
    /** A new account: its address, session token and user. */
    async registered(prefix: string, domain?: string) {
      const address = email(prefix, domain);
      const response = await register({ email: address });
      if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
      const { token, user } = response.json().data as { token: string; user: PublicUser };
      return { email: address, token, user };
    },
    /** Presses "verify" with the token of the newest e-mailed verification link. */
    async verifyFromMail(address: string) {
      const token = (await linkFromMail(address, '/verify-email')).searchParams.get('token');
      return t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    },
  };
}
