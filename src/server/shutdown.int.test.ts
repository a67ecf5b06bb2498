import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, it, vi } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

/**
 * A handler whose client has gone still finishes its work during shutdown:
 * the database closes only after it (a visitor who closed the tab right
 * after pressing Send still has the message stored).
 */
it('closes the database only after handlers whose client left have finished', async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shutdown-test-'));
  const lines: string[] = [];
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'info', DATA_DIR: dataDir }), {
    pages: false,
    logStream: { write: (line) => void lines.push(line) },
  });
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let entered!: () => void;
  const inHandler = new Promise<void>((resolve) => (entered = resolve));
  let outcome: 'stored' | Error | undefined;
  app.get('/test/slow-write', async () => {
    entered();
    await gate;
    try {
      await app.database.ping();
      outcome = 'stored';
    } catch (err) {
      outcome = err as Error;
    }
    return { ok: true };
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const request = http.get(`http://127.0.0.1:${port}/test/slow-write`);
    request.on('error', () => undefined);
    await inHandler;
    // The visitor leaves; then the instance is told to stop.
    request.destroy();
    const closed = app.close();
    // Shutdown reaches the database only once it has waited for the handler.
    await vi.waitFor(
      () => expect(lines.join('\n')).toContain('waiting for handlers still at work'),
      { timeout: 10_000 },
    );
    release();
    await closed;
    expect(outcome).toBe('stored');
  } finally {
    release();
    await rm(dataDir, { recursive: true, force: true });
  }
});
