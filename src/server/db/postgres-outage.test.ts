import { EventEmitter } from 'node:events';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from './client.ts';
import { isDatabaseUnavailable, keepPoolClientErrorsFromCrashing } from './postgres-outage.ts';

/** An error as node-postgres builds one from a server's message. */
const serverError = (code: string, message = 'failed') =>
  Object.assign(new Error(message), { code });
/** As Drizzle wraps a failed query: the driver's error is its cause. */
const wrapped = (cause: unknown) => new Error('Failed query: insert into …', { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a session ended by a shutdown (57P01)', serverError('57P01')],
    ['a server starting up or shutting down (57P03)', wrapped(serverError('57P03'))],
    ['a connection exception (08006)', serverError('08006')],
    ['too many connections (53300)', serverError('53300')],
    ['a refused connection', wrapped(serverError('ECONNREFUSED', 'connect ECONNREFUSED'))],
    ['a connection cut under a query', wrapped(new Error('Connection terminated unexpectedly'))],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(serverError('23505'))],
    ['a syntax error', serverError('42601')],
    ['a plain error', new Error('boom')],
    ['something that is not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('keepPoolClientErrorsFromCrashing', () => {
  it('gives every client the pool hands out a listener for its errors, once', async () => {
    const pool = new pg.Pool();
    const log = { warn: vi.fn() };
    const handle = { driver: 'postgres', db: { $client: pool } } as unknown as DatabaseHandle;
    keepPoolClientErrorsFromCrashing(handle, log);
    const client = new EventEmitter();
    pool.emit('acquire', client);
    pool.emit('acquire', client);
    expect(client.listenerCount('error')).toBe(1);
    // Without the listener this would throw (and end the process).
    client.emit('error', new Error('read ECONNRESET'));
    expect(log.warn).toHaveBeenCalledTimes(1);
    await pool.end();
  });

  it('leaves PGlite alone', () => {
    const handle = { driver: 'pglite', db: {} } as unknown as DatabaseHandle;
    expect(() => keepPoolClientErrorsFromCrashing(handle, { warn: vi.fn() })).not.toThrow();
  });
});
