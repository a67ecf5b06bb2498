import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { PublicUser, RegisterInput } from '../../../shared/auth.ts';
import type { RoleChoice } from '../../../shared/roles.ts';
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

  /** A new account: its address, session token and user. */
  async function registered(prefix: string, domain?: string) {
    const address = email(prefix, domain);
    const response = await register({ email: address });
    if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
    const { token, user } = response.json().data as { token: string; user: PublicUser };
    return { email: address, token, user };
  }

  /** Presses "verify" with the token of the newest e-mailed verification link. */
  async function verifyFromMail(address: string) {
    const token = (await linkFromMail(address, '/verify-email')).searchParams.get('token');
    return t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
  }

  return {
    password,
    email,
    register,
    login,
    me,
    linkFromMail,
    registered,
    verifyFromMail,
    /**
     * A new account with its address verified and the role an administrator
     * gave it (null: the site's default rule): its id, address and session token.
     */
    async verified(prefix: string, role: RoleChoice | null, domain?: string) {
      const { email: address, token, user } = await registered(prefix, domain);
      const verified = await verifyFromMail(address);
      if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
      if (role) await t.app.auth.setRole(address, role);
      return { id: user.id, email: address, token };
    },
  };
}
