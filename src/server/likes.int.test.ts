import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupAccountTests } from './modules/auth/auth.fixtures.ts';
import { commentFixtures } from './modules/comments/comments.fixtures.ts';

/*
 * Likes of posts and comments count once per visitor the server can tell
 * apart (server/likes.ts): an id the browser sends only finds its own like
 * again, so a client inventing ids cannot add likes.
 */

const ctx = setupAccountTests({ COMPANY_EMAIL_DOMAIN: 'company.com' });
let f: Awaited<ReturnType<typeof commentFixtures>>;
beforeAll(async () => {
  f = await commentFixtures(ctx.t);
});
afterEach(() => {
  vi.useRealTimers();
});

interface Like {
  body?: unknown;
  ip?: string;
  token?: string;
  headers?: Record<string, string>;
}

const kinds = [
  {
    kind: 'a post',
    target: async () => `/api/enhanced-blog/${(await f.post()).id}/like`,
    read: (body: { liked: boolean; likes: number }) => ({ liked: body.liked, count: body.likes }),
  },
  {
    kind: 'a comment',
    target: async () => `/api/comments/${await f.published((await f.post()).id)}/like`,
    read: (body: { data: { liked: boolean; likeCount: number } }) => ({
      liked: body.data.liked,
      count: body.data.likeCount,
    }),
  },
] as const;

describe.each(kinds)('a like of $kind', ({ target, read }) => {
  async function like(url: string, { body, ip = '203.0.113.10', token, headers = {} }: Like = {}) {
    const response = await ctx.t.app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    expect(response.statusCode, response.body).toBe(200);
    return read(response.json());
  }
  const browser = (visitorId: string, ip?: string): Like => ({
    body: { visitorId },
    ...(ip ? { ip } : {}),
  });

  it('counts once however many ids one client invents', async () => {
    const url = await target();
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push(await like(url, browser(`invented-id-${i}-xyz`)));
    expect(answers.every((answer) => answer.liked)).toBe(true);
    expect(answers.at(-1)!.count).toBe(1);
  });

  it('takes the spec’s call without a body, counted once; the next one takes it back', async () => {
    const url = await target();
    expect(await like(url)).toEqual({ liked: true, count: 1 });
    expect(await like(url)).toEqual({ liked: false, count: 0 });
    // A JSON content type with an empty body is no body too.
    const empty = { headers: { 'content-type': 'application/json' }, body: '' };
    expect(await like(url, empty)).toEqual({ liked: true, count: 1 });
    expect(await like(url, empty)).toEqual({ liked: false, count: 0 });
  });

  it('takes back only the liker’s own like', async () => {
    const url = await target();
    expect(await like(url, browser('browser-of-anna', '198.51.100.1'))).toEqual({
      liked: true,
      count: 1,
    });
    expect(await like(url, { ip: '198.51.100.2' })).toEqual({ liked: true, count: 2 });
    // Someone else behind Anna's address: already liked from there today, and Anna's stays.
    for (let i = 0; i < 2; i++) {
      expect(await like(url, browser('browser-of-bert', '198.51.100.1'))).toEqual({
        liked: true,
        count: 2,
      });
    }
    expect(await like(url, { ip: '198.51.100.2' })).toEqual({ liked: false, count: 1 });
    expect(await like(url, browser('browser-of-anna', '198.51.100.1'))).toEqual({
      liked: false,
      count: 0,
    });
  });

  it('lets a browser take its like back on a later day, from another address', async () => {
    const url = await target();
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T10:00:00Z') });
    expect(await like(url, browser('browser-of-carl', '198.51.100.3'))).toEqual({
      liked: true,
      count: 1,
    });
    vi.setSystemTime(new Date('2026-11-29T10:00:00Z'));
    expect(await like(url, browser('browser-of-carl', '198.51.100.4'))).toEqual({
      liked: false,
      count: 0,
    });
  });

  it('counts an IPv6 client once across the addresses of its /64', async () => {
    const url = await target();
    await like(url, browser('ipv6-browser-one', '2001:db8:1:2::10'));
    const other = await like(url, browser('ipv6-browser-two', '2001:db8:1:2:ffff::99'));
    expect(other).toEqual({ liked: true, count: 1 });
    expect(await like(url, { ip: '2001:db8:1:3::10' })).toEqual({ liked: true, count: 2 });
  });

  it('counts a verified account once from any address; an unverified one counts as its address', async () => {
    const url = await target();
    const member = await ctx.a.registered('liker');
    const unverified = await like(url, { token: member.token, ip: '198.51.100.5' });
    expect(unverified).toEqual({ liked: true, count: 1 });
    expect(await like(url, { ip: '198.51.100.5' })).toEqual({ liked: false, count: 0 });
    await ctx.a.verifyFromMail(member.email);
    expect(await like(url, { token: member.token, ip: '198.51.100.6' })).toEqual({
      liked: true,
      count: 1,
    });
    expect(await like(url, { token: member.token, ip: '198.51.100.7' })).toEqual({
      liked: false,
      count: 0,
    });
  });
});
