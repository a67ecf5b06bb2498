import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** The origin a browser names for the host `inject` requests (its Host header). */
export const PAGE_ORIGIN = 'http://localhost:80';

/** A form's fields as a browser encodes them; a list repeats its name (ticked checkboxes). */
export function urlEncoded(fields: Record<string, string | readonly string[]>): string {
  const pairs = Object.entries(fields).flatMap(([name, value]) =>
    typeof value === 'string' ? [[name, value]] : value.map((one) => [name, one]),
  );
  return new URLSearchParams(pairs).toString();
}

/** Signs in through /login's form, as a browser without JavaScript does; its session cookie. */
export async function signInByForm(
  app: FastifyInstance,
  account: { email: string; password: string },
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PAGE_ORIGIN },
    payload: urlEncoded({ email: account.email, password: account.password }),
  });
  expect(response.statusCode, response.body).toBe(200);
  const value = /(?:^|\s)session=([^;]+)/.exec(String(response.headers['set-cookie']))?.[1];
  expect(value).toBeTruthy();
  return `session=${value}`;
}

/** The cookie a browser holds for a session token the API gave (registration, sign-in). */
export const sessionCookie = (token: string) => `session=${token}`;

/** A page's form posted as a browser without JavaScript posts it: urlencoded, same origin, signed in. */
export function postPageForm(
  app: FastifyInstance,
  url: string,
  cookie: string,
  fields: Record<string, string | readonly string[]>,
) {
  return app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: PAGE_ORIGIN,
      cookie,
    },
    payload: urlEncoded(fields),
  });
}

/** A page's first HTML as the session's browser gets it. */
export function getPage(app: FastifyInstance, url: string, cookie?: string) {
  return app.inject({ url, headers: cookie ? { cookie } : {} });
}
