import { describe, expect, it } from 'vitest';
import { setupAccountTests } from './auth.fixtures.ts';

const ctx = setupAccountTests({
  LOGIN_RATE_LIMIT_MAX: '6',
  LOGIN_ACCOUNT_RATE_LIMIT_MAX: '3',
  RATE_LIMIT_MAX: '3',
});

describe('rate limits on the account calls', () => {
  it('limits sign-in attempts per account, even from different addresses, with 429 and a clear message', async () => {
    const { email } = await ctx.a.registered('target');
    const attempt = (ip: string) =>
      ctx.t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload: { email, password: 'Wrong-Password-1' },
      });
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3'])
      expect((await attempt(ip)).statusCode).toBe(401);
    const limited = await attempt('10.0.0.4');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(/^Too many requests/),
    });
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
