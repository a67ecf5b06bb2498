import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { API_MESSAGES } from '../src/shared/api-messages.ts';
import { rawExchange } from '../src/server/test/raw-http.ts';
import {
  startOwnServer,
  stopOwnServer,
  waitOwnServerReady,
  type OwnServer,
} from './support/own-server.ts';

/**
 * Requests the pages cannot serve, sent as an attacker would (raw bytes, no
 * browser), against the production build with its page renderer: each gets a
 * clean answer, the connection stays usable or is closed, and the log says
 * so in one structured line, never a stack trace.
 */
// One server of its own (started once, on a new database) for every test here.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

let server: OwnServer;
let dataDir: string;
test.beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'http-hardening-'));
  server = await startOwnServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
  await waitOwnServerReady(server);
});
test.afterAll(async () => {
  await stopOwnServer(server);
  await rm(dataDir, { recursive: true, force: true });
});

const formPost = (path: string, body: string) =>
  `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
  `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
const healthz = 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n';

test('a form post to a page without an action answers 405, and the next request on the connection is answered', async () => {
  const responses = await rawExchange(server.port, [
    formPost('/about', `message=${'y'.repeat(50_000)}`),
    healthz,
  ]);
  expect(responses.map((r) => r.status)).toEqual([405, 200]);
});

test('an oversized post to a page is refused with 413, and the next request on the connection is answered', async () => {
  const responses = await rawExchange(server.port, [
    formPost('/contact', `message=${'x'.repeat(200 * 1024)}`),
    healthz,
  ]);
  expect(responses.map((r) => r.status)).toEqual([413, 200]);
  expect(JSON.parse(responses[0]!.body)).toEqual({
    success: false,
    message: API_MESSAGES.bodyTooLarge,
  });
});

const malformed: Array<[string, string]> = [
  ['an absolute-form target', 'GET http://evil.example/ HTTP/1.1\r\nHost: evil.example\r\n\r\n'],
  ['an asterisk target', 'GET * HTTP/1.1\r\nHost: localhost\r\n\r\n'],
  ['a Host with a space', 'GET / HTTP/1.1\r\nHost: a b\r\n\r\n'],
  ['an empty Host', 'GET /contact HTTP/1.1\r\nHost:\r\n\r\n'],
  ['HTTP/1.0 without Host', 'GET /about HTTP/1.0\r\n\r\n'],
];
for (const [label, request] of malformed) {
  test(`a page request with ${label} answers 400, not 500`, async () => {
    const [response] = await rawExchange(server.port, [request], { expected: 1 });
    expect(response?.status).toBe(400);
    expect(JSON.parse(response!.body)).toEqual({
      success: false,
      message: API_MESSAGES.badRequest,
    });
  });
}

test('the refusals above are logged as structured lines, without stack traces', async () => {
  await expect
    .poll(() => server.output().includes('"msg":"page request refused"'), { timeout: 10_000 })
    .toBe(true);
  const parse = (line: string): Record<string, unknown> | undefined => {
    try {
      return JSON.parse(line) as Record<string, unknown>;
    } catch {
      return undefined;
    }
  };
  const lines = server
    .output()
    .split('\n')
    .filter((line) => line.trim() !== '');
  // The start-up notice of the demo accounts is the one plain line.
  const unstructured = lines.filter(
    (line) => !parse(line) && !line.startsWith('Demo accounts created'),
  );
  expect(unstructured).toEqual([]);
  const refused = lines.map(parse).find((entry) => entry?.['msg'] === 'page request refused');
  expect(refused).toMatchObject({ status: 405, method: 'POST', path: '/about' });
  expect(server.output()).not.toMatch(/^\s+at /m);
});
