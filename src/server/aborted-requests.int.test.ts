import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedBlogPosts } from './db/seed/seed-blog.ts';
import { readerAccount, signInByForm } from './test/page-session.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * A visitor who goes away before the answer is complete (a navigation
 * cancelled, a tab closed) is not a server error. Whether the client leaves
 * while the page renders, just as its compressed answer starts, or after
 * its first bytes, the server logs nothing at warn or error level, at most
 * one info line without a stack about the closed connection, and attempts
 * no error answer on it. Over a real socket: `inject` has no connection to
 * lose.
 *
 * Navigation data (`/blog.data`, about 20 kB) goes through compression's
 * stream only above @fastify/compress's synchronous threshold (4 to 64 kB,
 * by the machine's cores); the signed-in page (streamed, 130 kB) always does.
 */

interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  req?: { url?: string };
}

/** A request as the server's connection has it: what happened to its answer. */
interface Served {
  request: IncomingMessage;
  response: ServerResponse;
  /** The connection's answer has closed (finished, or cut off by the client). */
  closed: boolean;
  /** The streams the answer was piped from (the compressed body), with whether each has closed. */
  piped: { stream: Readable; closed: boolean }[];
}

const CLIENT_GONE = 'client closed the connection before the answer';
const DEADLINE = { timeout: 10_000, interval: 5 };

let t: TestApp;
let port: number;
let readerCookie: string;
const lines: string[] = [];
const served = new Map<string, Served>();
const arrivals = new Map<string, (served: Served) => void>();

beforeAll(async () => {
  t = await createTestApp({
    pages: true,
    env: { LOG_LEVEL: 'debug' },
    logStream: { write: (line) => void lines.push(line) },
  });
  // The blog's data and page have posts to show (both then well over the 1 kB compression floor).
  await seedBlogPosts(t.database.db, t.config.site.emailDomain);
  readerCookie = await signInByForm(t, await readerAccount(t));
  // Beside Fastify's own listener: the test watches each connection's answer.
  t.app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const entry: Served = { request, response, closed: false, piped: [] };
    response.once('close', () => (entry.closed = true));
    response.on('pipe', (stream: Readable) => {
      const source = { stream, closed: stream.destroyed };
      stream.once('close', () => (source.closed = true));
      entry.piped.push(source);
    });
    served.set(request.url ?? '', entry);
    arrivals.get(request.url ?? '')?.(entry);
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
});

/** A GET on a connection of its own, accepting brotli; sent with `end()`. */
function get(path: string, cookie?: string) {
  const request = http.request({
    host: '127.0.0.1',
    port,
    path,
    agent: false,
    headers: { 'accept-encoding': 'br', ...(cookie ? { cookie } : {}) },
  });
  // The test destroys it: the client's own error is expected.
  request.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => request.once('close', resolve));
  const arrived = new Promise<Served>((resolve) => arrivals.set(path, resolve));
  return { request, closed, arrived };
}

/**
 * Holds the posts table until released, so the blog's loaders wait: the
 * client can leave, and the server see it, while the page is rendering.
 */
async function holdPosts() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const held = t.database.db.transaction(async (tx) => {
    await tx.execute(sql`lock table posts in access exclusive mode`);
    locked();
    await released;
  });
  await isLocked;
  return {
    release: async () => {
      release();
      await held;
    },
  };
}

/**
 * Runs `then` once, when the server starts writing its answer: Fastify
 * sets the headers on the connection (a streamed answer, before piping it)
 * or writes them (a whole one). Nothing of the answer has left yet.
 */
function whenAnswerStarts(response: ServerResponse, then: () => void) {
  const { setHeader, writeHead } = response;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    then();
  };
  response.setHeader = function (...args: Parameters<ServerResponse['setHeader']>) {
    start();
    return setHeader.apply(this, args);
  };
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    start();
    return (writeHead as (...all: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}

const parsed = (from: number): LogLine[] =>
  lines.slice(from).map((line) => JSON.parse(line) as LogLine);

/**
 * Waits until the server has finished with the request for `path`: its
 * connection has closed, and its answer has been dealt with (every stream
 * piped into it has closed, or it was written whole, or a line of the
 * request's said how it ended). Returns the request's log lines and all
 * the lines written since `from`.
 */
async function finished(from: number, path: string) {
  let mine: LogLine[] = [];
  await vi.waitFor(() => {
    const entry = served.get(path);
    const reqId = parsed(from).find(
      (line) => line.msg === 'incoming request' && line.req?.url === path,
    )?.reqId;
    mine = parsed(from).filter((line) => line.reqId === reqId);
    const answered =
      entry !== undefined && entry.piped.length > 0
        ? entry.piped.every((source) => source.closed)
        : entry?.response.headersSent === true ||
          mine.some((line) => line.level >= 40 || line.msg === CLIENT_GONE);
    const done = reqId !== undefined && entry?.closed === true && answered;
    expect(done, `${path} not finished yet:\n${lines.slice(from).join('')}`).toBe(true);
  }, DEADLINE);
  return { mine, all: parsed(from) };
}

function expectNoServerError({ mine, all }: { mine: LogLine[]; all: LogLine[] }) {
  const shown = JSON.stringify(all, null, 1);
  // Nothing at warn or error level, for this request or anything else meanwhile.
  expect(
    all.filter((line) => line.level >= 40),
    shown,
  ).toEqual([]);
  // At most one line says the connection closed early: info at most, no stack.
  const aboutTheClose = mine.filter((line) => /premature|closed|abort/i.test(JSON.stringify(line)));
  expect(aboutTheClose.length, shown).toBeLessThanOrEqual(1);
  for (const line of aboutTheClose) {
    expect(line.level, shown).toBeLessThanOrEqual(30);
    expect(JSON.stringify(line), shown).not.toMatch(/stack|\\n\s+at /);
  }
}

/** The error handler attempted no answer on the closed connection (its answers are JSON). */
function expectNoErrorAnswer({ response }: Served) {
  expect(String(response.getHeader('content-type') ?? '')).not.toMatch(/application\/json/);
}

// A client navigation's data (sent whole: compressed as a stream), the page
// as a signed-in reader gets it (streamed, compressed as it goes), and the
// page as an anonymous visitor gets it (the page cache's compressed copy).
const PAGES = [
  { name: 'navigation data', path: '/blog.data', signedIn: false },
  { name: 'streamed page', path: '/blog', signedIn: true },
  { name: 'cached page', path: '/blog', signedIn: false },
];
const pathOf = (page: (typeof PAGES)[number], when: string) =>
  `${page.path}?left=${when}&as=${page.signedIn ? 'reader' : 'visitor'}`;

describe('a client that leaves while the page is rendering', () => {
  it.each(PAGES)('$name ($path): no error logged, no error answer', async (page) => {
    const path = pathOf(page, 'while-rendering');
    const from = lines.length;
    const hold = await holdPosts();
    const client = get(path, page.signedIn ? readerCookie : undefined);
    try {
      client.request.end();
      const entry = await client.arrived;
      const serverSawClose = new Promise<void>((resolve) => entry.response.once('close', resolve));
      client.request.destroy();
      await client.closed;
      // The server knows the client has gone while the loaders still wait.
      await serverSawClose;
    } finally {
      await hold.release();
    }
    expectNoServerError(await finished(from, path));
    expectNoErrorAnswer(served.get(path)!);
  });
});

describe('a connection that closes just as the answer starts', () => {
  it.each(PAGES)('$name ($path): no error logged, no error answer', async (page) => {
    const path = pathOf(page, 'as-answered');
    const from = lines.length;
    const client = get(path, page.signedIn ? readerCookie : undefined);
    client.request.end();
    const entry = await client.arrived;
    // The page is rendered and its answer on its way to the connection: the
    // client goes now. The server would see that at its next read of the
    // socket; closing its end too makes it now, before the compressed
    // answer's first bytes are ready.
    whenAnswerStarts(entry.response, () => {
      client.request.destroy();
      entry.request.socket.destroy();
    });
    await client.closed;
    expectNoServerError(await finished(from, path));
    expectNoErrorAnswer(entry);
  });
});

describe('a client that leaves after the first chunk', () => {
  it.each(PAGES.slice(0, 2))('$name ($path): no error logged', async (page) => {
    const path = pathOf(page, 'after-first-chunk');
    const from = lines.length;
    const client = get(path, page.signedIn ? readerCookie : undefined);
    const answer = new Promise<{ status: number | undefined; encoding: unknown }>((resolve) => {
      client.request.once('response', (response) => {
        response.on('error', () => undefined);
        response.once('data', () => client.request.destroy());
        response.once('close', () =>
          resolve({ status: response.statusCode, encoding: response.headers['content-encoding'] }),
        );
      });
    });
    client.request.end();
    expect(await answer).toEqual({ status: 200, encoding: 'br' });
    expectNoServerError(await finished(from, path));
  });
});
