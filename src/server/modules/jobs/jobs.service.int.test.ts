import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import * as z from 'zod/mini';
import { createJobQueue, defineJob, PermanentFailure, RetryLater } from './jobs.service.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

const silent = pino({ level: 'silent' });
const queue = (overrides: Partial<Parameters<typeof createJobQueue>[0]> = {}) =>
  createJobQueue({
    db: database.db,
    log: silent,
    pollMs: 20,
    retryBaseMs: 10,
    maxDelayMs: 50,
    batchSize: 5,
    leaseMs: 60_000,
    ...overrides,
  });

const rowsOfKind = (kind: string) => database.db.select().from(jobs).where(eq(jobs.kind, kind));

/** A job kind for a test: any payload object. */
const kind = (name: string, maxAttempts?: number) =>
  defineJob(name, z.record(z.string(), z.unknown()), maxAttempts ? { maxAttempts } : {});
const count = defineJob('count', z.object({ n: z.number() }));

describe('job queue', () => {
  it('hands every job to exactly one of several workers', async () => {
    const seen: string[] = [];
    const workers = [queue(), queue(), queue()];
    for (const worker of workers) {
      worker.register(count, async (payload) => {
        await new Promise((resolve) => setTimeout(resolve, 2));
        seen.push(String(payload.n));
      });
    }
    await database.db.transaction(async (tx) => {
      for (let n = 0; n < 60; n += 1) {
        await workers[0]!.enqueue(tx, count, { n });
      }
    });
    await Promise.all(workers.map((worker) => worker.drain()));
    expect(seen).toHaveLength(60);
    expect(new Set(seen).size).toBe(60);
    expect(await rowsOfKind('count')).toHaveLength(0);
  });

  it('does not run a job whose transaction rolled back', async () => {
    const worker = queue();
    let runs = 0;
    worker.register(kind('rolled-back'), async () => {
      runs += 1;
    });
    await database.db
      .transaction(async (tx) => {
        await worker.enqueue(tx, kind('rolled-back'), {});
        throw new Error('the record failed to save');
      })
      .catch(() => {});
    await worker.drain();
    expect(runs).toBe(0);
  });

  it('retries with growing delays until the handler succeeds', async () => {
    const worker = queue();
    const attempts: number[] = [];
    worker.register(kind('flaky'), async (_payload, job) => {
      attempts.push(Date.now());
      if (job.attempt < 4) throw new Error(`failure ${job.attempt}`);
    });
    await worker.enqueue(database.db, kind('flaky'), {});
    const deadline = Date.now() + 5000;
    while ((await rowsOfKind('flaky')).length > 0 && Date.now() < deadline) {
      await worker.drain();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(attempts).toHaveLength(4);
    expect(await rowsOfKind('flaky')).toHaveLength(0);
  });

  it('waits the delay a handler asks for (Retry-After)', async () => {
    const worker = queue();
    worker.register(kind('later'), async () => {
      throw new RetryLater('429', 30_000);
    });
    await worker.enqueue(database.db, kind('later'), {});
    await worker.drain();
    const [row] = await rowsOfKind('later');
    expect(row!.status).toBe('pending');
    expect(row!.runAt.getTime() - Date.now()).toBeGreaterThan(25_000);
    expect(row!.lastError).toBe('429');
  });

  it('keeps a job that ran out of attempts as failed, and can put it back in line', async () => {
    const worker = queue();
    let succeed = false;
    worker.register(kind('doomed'), async () => {
      if (!succeed) throw new PermanentFailure('refused for good');
    });
    await worker.enqueue(database.db, kind('doomed'), {}, { subjectId: 'record-1' });
    await worker.drain();
    const [failed] = await rowsOfKind('doomed');
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, lastError: 'refused for good' });
    expect((await worker.failed()).map((job) => job.id)).toContain(failed!.id);
    expect((await worker.counts()).failed).toBeGreaterThanOrEqual(1);

    succeed = true;
    expect(await worker.retry(database.db, failed!.id)).toBe(true);
    await worker.drain();
    expect(await rowsOfKind('doomed')).toHaveLength(0);
  });

  it('gives up after the last attempt', async () => {
    const worker = queue();
    worker.register(kind('limited', 3), async () => {
      throw new Error('still down');
    });
    await worker.enqueue(database.db, kind('limited', 3), {});
    const deadline = Date.now() + 5000;
    for (;;) {
      await worker.drain();
      const [row] = await rowsOfKind('limited');
      if (row!.status === 'failed' || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const [row] = await rowsOfKind('limited');
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'still down' });
  });

  it('takes over a job whose worker stopped answering (the lease ran out)', async () => {
    const worker = queue({ leaseMs: 1000 });
    let runs = 0;
    worker.register(kind('orphan'), async () => {
      runs += 1;
    });
    const id = await worker.enqueue(database.db, kind('orphan'), {});
    // As if another instance claimed it and died two seconds ago.
    await database.db
      .update(jobs)
      .set({ status: 'running', lockedBy: 'dead-worker', attempts: 1 })
      .where(eq(jobs.id, id));
    await database.db.execute(
      sql`update jobs set locked_at = now() - interval '2 seconds' where id = ${id}`,
    );
    await worker.drain();
    expect(runs).toBe(1);
    expect(await rowsOfKind('orphan')).toHaveLength(0);
  });

  it('renews the lease of a job while it runs, so no other worker takes a slow job over', async () => {
    const slow = queue({ leaseMs: 1000 });
    const other = queue({ leaseMs: 1000 });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const started = new Promise<void>((resolve) => (entered = resolve));
    let runs = 0;
    const slowKind = kind('slow-send');
    for (const worker of [slow, other]) {
      worker.register(slowKind, async () => {
        runs += 1;
        entered();
        await gate;
      });
    }
    const id = await slow.enqueue(database.db, slowKind, {});
    const running = slow.drain();
    await started;
    const lockedAt = async () =>
      (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!.lockedAt!.getTime();
    const first = await lockedAt();
    // Renewed while it runs (every third of the lease)…
    const deadline = Date.now() + 10_000;
    while ((await lockedAt()) === first) {
      if (Date.now() > deadline) throw new Error('the lease was never renewed');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // …so another worker, looking now, finds nothing to take over.
    await other.drain();
    expect(runs).toBe(1);
    release();
    await running;
    expect(runs).toBe(1);
    expect(await rowsOfKind('slow-send')).toHaveLength(0);
  });

  it('runs due jobs in the background once started, and stops cleanly', async () => {
    const worker = queue();
    let ran = false;
    worker.register(kind('background'), async () => {
      ran = true;
    });
    worker.start();
    await worker.enqueue(database.db, kind('background'), {});
    worker.wake();
    const deadline = Date.now() + 3000;
    while (!ran && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    await worker.stop();
    expect(ran).toBe(true);
  });

  it("keeps a failed query's statement as its last error and logs it so, never its values", async () => {
    const lines: string[] = [];
    const log = pino({ level: 'debug' }, { write: (line: string) => void lines.push(line) });
    const worker = queue({ log });
    const leaky = kind('leaky-query', 1);
    worker.register(leaky, async () => {
      await database.db.execute(sql`select ${'someone@example.org'}::int as n`);
    });
    await database.db.transaction((tx) => worker.enqueue(tx, leaky, {}));
    await worker.drain();
    const [row] = await rowsOfKind('leaky-query');
    expect(row!.lastError).toBe('database query failed (select, 22P02)');
    expect(lines.join('\n')).toContain('database query failed');
    expect(lines.join('\n')).not.toContain('someone@example.org');
  });

  it('refuses a payload that does not fit its kind, for good', async () => {
    const worker = queue();
    const typed = defineJob('typed', z.object({ messageId: z.string() }));
    let runs = 0;
    worker.register(typed, async () => {
      runs += 1;
    });
    // A row written by an older release, or by hand.
    await database.db.insert(jobs).values({ kind: 'typed', payload: { id: 42 }, maxAttempts: 5 });
    await worker.drain();
    expect(runs).toBe(0);
    const [row] = await rowsOfKind('typed');
    expect(row).toMatchObject({ status: 'failed', lastError: 'Malformed typed payload' });
  });

  it('queues a job for a subject once while one is waiting, and replaces a failed one', async () => {
    const worker = queue();
    const once = kind('once');
    expect(await worker.enqueueUnlessWaiting(database.db, once, {}, 'subject-1')).toBe('queued');
    expect(await worker.enqueueUnlessWaiting(database.db, once, {}, 'subject-1')).toBe(
      'already-queued',
    );
    await database.db.update(jobs).set({ status: 'failed' }).where(eq(jobs.kind, 'once'));
    expect(await worker.enqueueUnlessWaiting(database.db, once, {}, 'subject-1')).toBe('queued');
    const rows = await rowsOfKind('once');
    expect(rows.map((row) => row.status)).toEqual(['pending']);
  });
});
