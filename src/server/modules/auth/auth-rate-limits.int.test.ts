import { describe, expect, it } from 'vitest';
import { setupAccountTests } from './auth.fixtures.ts';

const ctx = setupAccountTests({
  LOGIN_RATE_LIMIT_MAX: '6',
  LOGIN_ACCOUNT_RATE_LIMIT_MAX: '3',
  RATE_LIMIT_MAX: '3',
});

describe('rate limits on the account calls', () => {
  it('limits sign-in attempts per account from one client address, with 429, Retry-After and a clear message', async () => {
    const { email } = await ctx.a.registered('target');
    const attempt = (ip: string, password = 'Wrong-Password-1') =>
      ctx.t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload: { email, password },
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt('10.0.0.1')).statusCode).toBe(401);
    const limited = await attempt('10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(/^Too many requests/),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits out the limit from that address.
    expect((await attempt('10.0.0.1', ctx.a.password)).statusCode).toBe(429);
  });

  it('does not lock the owner out: wrong passwords from elsewhere leave their sign-in working', async () => {
    const { email } = await ctx.a.registered('owner');
    const attempt = (ip: string, password: string) =>
      ctx.t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload: { email, password },
      });
    for (const ip of ['10.0.3.1', '10.0.3.2'])
      for (let i = 0; i < 4; i += 1) await attempt(ip, 'Wrong-Password-1');
    expect((await attempt('10.0.3.1', ctx.a.password)).statusCode).toBe(429);
    const owner = await attempt('10.0.3.9', ctx.a.password);
    expect(owner.statusCode).toBe(200);
  });

  it('limits sign-in attempts per client address across accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const response = await ctx.t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.0.1.1',
        payload: { email: ctx.a.email(`spray${i}`), password: 'Wrong-Password-1' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
  });

  it.each([
    '/api/auth/register',
    '/api/auth/forgot-password',
    '/api/auth/reset-password',
    '/api/auth/resend-verification',
    '/api/auth/verify-email',
  ])('limits %s per client address', async (url) => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await ctx.t.app.inject({
        method: 'POST',
        url,
        remoteAddress: `10.0.2.${url.length + url.charCodeAt(11)}`,
        payload: { email: ctx.a.email('limit') },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
  });
});
