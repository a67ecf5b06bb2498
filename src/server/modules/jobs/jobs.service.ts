import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/results.ts';
import { jobs } from '../../db/schema.ts';
import type { Metrics } from '../../metrics.ts';
import { inSpan } from '../../tracing.ts';
import { safeMessage } from '../../log-serializers.ts';

export type JobRow = typeof jobs.$inferSelect;

/** Thrown by a handler to be tried again after a delay it knows (a 429's Retry-After). */
export class RetryLater extends Error {
  override name = 'RetryLater';
  readonly delayMs: number | undefined;
  constructor(message: string, delayMs?: number) {
    super(message);
    this.delayMs = delayMs;
  }
}

/** Thrown by a handler when trying again cannot help (the job is marked failed at once). */
export class PermanentFailure extends Error {
  override name = 'PermanentFailure';
}

export interface JobContext {
  id: string;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
  /** True when a failure now leaves the job failed (handlers record it on their record). */
  lastAttempt: boolean;
}

/** What a job kind's payload must look like; checked when the job runs (it comes from the database). */
export interface PayloadSchema<P> {
  safeParse(value: unknown): { success: true; data: P } | { success: false };
}

/**
 * A kind of job: its name in the table, the shape of its payload and how
 * often it is tried. Modules define their kinds once and both enqueue and
 * handle through them, so a payload is typed end to end, never cast.
 */
export interface JobKind<P> {
  readonly name: string;
  readonly payload: PayloadSchema<P>;
  readonly maxAttempts: number;
}

export function defineJob<P>(
  name: string,
  payload: PayloadSchema<P>,
  options: { maxAttempts?: number } = {},
): JobKind<P> {
  return { name, payload, maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS };
}

export type JobHandler<P> = (payload: P, job: JobContext) => Promise<void>;

export interface JobQueueOptions {
  db: Database;
  log: FastifyBaseLogger;
  /** How often idle workers look for due jobs. */
  pollMs: number;
  /** First retry delay; each further attempt doubles it, up to maxDelayMs. */
  retryBaseMs: number;
  maxDelayMs: number;
  /** Jobs one worker runs at a time. */
  batchSize: number;
  /** A running job whose worker went silent this long is taken over by another. */
  leaseMs: number;
  /** Counts finished jobs and lease expiries (no-ops when metrics are off). */
  metrics?: Pick<Metrics, 'counter'>;
}

/** What `waiting` answers: jobs by kind and state, and how long the oldest has waited. */
export interface JobCount {
  kind: string;
  state: JobState;
  jobs: number;
  /** Seconds since the oldest of them was due (0 for states that are not waiting). */
  oldestSeconds: number;
}

/**
 * A job's state as the metrics tell it: `scheduled` (not due yet), `pending`
 * (due, never tried), `retrying` (tried, waiting for its next attempt),
 * `running`, `failed` (given up).
 */
export type JobState = 'scheduled' | 'pending' | 'retrying' | 'running' | 'failed';

export interface EnqueueOptions {
  /** What the job is about (a contact message's id), for staff screens and de-duplication. */
  subjectId?: string;
  /** When it may run first (a post scheduled for later); now when left out. */
  runAt?: Date;
}

const DEFAULT_MAX_ATTEMPTS = 10;

/**
 * The durable queue: jobs live in the `jobs` table, so a lead's e-mails and
 * CRM sync survive restarts and outages. Any number of instances may run a
 * worker; `FOR UPDATE SKIP LOCKED` hands each due job to exactly one.
 */
export function createJobQueue(options: JobQueueOptions) {
  const { db, log } = options;
  const workerId = randomUUID();
  const handlers = new Map<string, (payload: unknown, job: JobContext) => Promise<void>>();
  const inFlight = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let stopped = true;
  let pass: Promise<number> | undefined;
  const finished = options.metrics?.counter(
    'jobs_finished_total',
    'Job runs finished, by kind and result: done, retry (will be tried again), failed (given up)',
    ['kind', 'result'],
  );
  const leaseExpiries = options.metrics?.counter(
    'jobs_lease_expiries_total',
    'Jobs taken over from a worker that went silent (its lease ran out), by kind',
    ['kind'],
  );

  function backoff(attempt: number): number {
    const exponential = Math.min(options.retryBaseMs * 2 ** (attempt - 1), options.maxDelayMs);
    // ±20 % jitter, so jobs that failed together do not retry in lockstep.
    return Math.round(exponential * (0.8 + Math.random() * 0.4));
  }

  async function claim(limit: number): Promise<JobRow[]> {
    const leaseSeconds = Math.ceil(options.leaseMs / 1000);
    const result = await db.execute<Record<string, unknown>>(sql`
      with taken as (
        select id, status as was from jobs
        where (status = 'pending' and run_at <= now())
           or (status = 'running' and locked_at < now() - make_interval(secs => ${leaseSeconds}))
        order by run_at
        limit ${limit}
        for update skip locked
      )
      update jobs set status = 'running', locked_at = now(), locked_by = ${workerId},
        attempts = attempts + 1, updated_at = now()
      from taken
      where jobs.id = taken.id
      returning jobs.id, jobs.kind, taken.was`);
    const taken = rowsOf(result);
    if (taken.length === 0) return [];
    for (const row of taken) {
      // A running job claimed again: its worker stopped renewing the lease.
      if (row['was'] === 'running') leaseExpiries?.inc({ kind: String(row['kind']) });
    }
    const ids = taken.map((row) => String(row['id']));
    return db
      .select()
      .from(jobs)
      .where(
        sql`${jobs.id} in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
  }

  async function runOne(job: JobRow): Promise<void> {
    const handle = handlers.get(job.kind);
    const context: JobContext = {
      id: job.id,
      attempt: job.attempts,
      maxAttempts: job.maxAttempts,
      lastAttempt: job.attempts >= job.maxAttempts,
    };
    // While the job runs its lease is renewed, so a slow send is never taken
    // over; a worker that died stops renewing, and another takes the job once
    // the lease has run out.
    const renewal = setInterval(
      () => {
        db.update(jobs)
          .set({ lockedAt: sql`now()` })
          .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId)))
          .catch((err: unknown) => log.warn({ err, jobId: job.id }, 'job lease not renewed'));
      },
      Math.max(250, Math.floor(options.leaseMs / 3)),
    );
    renewal.unref();
    try {
      if (!handle) throw new PermanentFailure(`No handler for job kind "${job.kind}"`);
      // Each run is a trace of its own: its queries, e-mail and CRM calls.
      await inSpan(
        `job ${job.kind}`,
        { attributes: { 'job.kind': job.kind, 'job.attempt': job.attempts } },
        () => handle(job.payload, context),
      );
      await db.delete(jobs).where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId)));
      finished?.inc({ kind: job.kind, result: 'done' });
    } catch (err) {
      const error = err instanceof Error ? err : new Error(String(err));
      const permanent = error instanceof PermanentFailure || context.lastAttempt;
      const delay =
        error instanceof RetryLater && error.delayMs !== undefined
          ? error.delayMs
          : backoff(job.attempts);
      await db
        .update(jobs)
        .set({
          status: permanent ? 'failed' : 'pending',
          runAt: new Date(Date.now() + (permanent ? 0 : delay)),
          lockedAt: null,
          lockedBy: null,
          lastError: safeMessage(error).slice(0, 2000),
          updatedAt: new Date(),
        })
        .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId)));
      finished?.inc({ kind: job.kind, result: permanent ? 'failed' : 'retry' });
      const details = {
        jobId: job.id,
        kind: job.kind,
        attempt: job.attempts,
        err: safeMessage(error),
      };
      if (permanent) log.error(details, 'job failed for good');
      else log.warn({ ...details, retryInMs: delay }, 'job failed; will retry');
    } finally {
      clearInterval(renewal);
    }
  }

  /** Claims and runs one batch of due jobs; resolves with how many it took. */
  async function runDue(): Promise<number> {
    const batch = await claim(options.batchSize);
    const work = Promise.all(batch.map((job) => runOne(job))).then(() => undefined);
    inFlight.add(work);
    try {
      await work;
    } finally {
      inFlight.delete(work);
    }
    return batch.length;
  }

  async function loop(): Promise<void> {
    if (running || stopped) return;
    running = true;
    try {
      // A full batch suggests more are waiting: keep going until one comes back short.
      for (;;) {
        pass = runDue();
        const taken = await pass;
        if (taken < options.batchSize || stopped) break;
      }
    } catch (err) {
      log.warn({ err }, 'job worker could not reach the database; will try again');
    } finally {
      running = false;
      pass = undefined;
      schedule(options.pollMs);
    }
  }

  function schedule(ms: number): void {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void loop(), ms);
    timer.unref();
  }

  /** Adds a job within the caller's transaction, so it exists exactly when the record does. */
  async function enqueue<P>(
    executor: Executor,
    kind: JobKind<P>,
    payload: P,
    options: EnqueueOptions = {},
  ): Promise<string> {
    // A span of the request that queues it: the trace shows what it left to do.
    return inSpan(
      `job.enqueue ${kind.name}`,
      { attributes: { 'job.kind': kind.name } },
      async () => {
        const [row] = await executor
          .insert(jobs)
          .values({
            kind: kind.name,
            payload: payload as Record<string, unknown>,
            subjectId: options.subjectId ?? null,
            maxAttempts: kind.maxAttempts,
            ...(options.runAt ? { runAt: options.runAt } : {}),
          })
          .returning({ id: jobs.id });
        return row!.id;
      },
    );
  }

  return {
    register<P>(kind: JobKind<P>, handler: JobHandler<P>): void {
      handlers.set(kind.name, async (payload, job) => {
        const parsed = kind.payload.safeParse(payload);
        // A payload that no longer fits its kind cannot succeed on a retry.
        if (!parsed.success) throw new PermanentFailure(`Malformed ${kind.name} payload`);
        await handler(parsed.data, job);
      });
    },

    enqueue,

    /**
     * Queues a job of this kind for the subject unless one is already waiting
     * or running; failed ones are replaced by the new job. One statement
     * sequence in the caller's transaction (a staff "sync again" pressed twice
     * queues once).
     */
    async enqueueUnlessWaiting<P>(
      executor: Executor,
      kind: JobKind<P>,
      payload: P,
      subjectId: string,
      options: { runAt?: Date } = {},
    ): Promise<'queued' | 'already-queued'> {
      const existing = await executor
        .select({ id: jobs.id, status: jobs.status })
        .from(jobs)
        .where(and(eq(jobs.subjectId, subjectId), eq(jobs.kind, kind.name)));
      if (existing.some((job) => job.status !== 'failed')) return 'already-queued';
      const failed = existing.map((job) => job.id);
      if (failed.length) await executor.delete(jobs).where(inArray(jobs.id, failed));
      await enqueue(executor, kind, payload, { subjectId, ...options });
      return 'queued';
    },

    /** Runs due jobs soon (call after the enqueueing transaction commits). */
    wake(): void {
      if (!stopped && !running) schedule(0);
    },

    start(): void {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },

    /** Stops claiming and waits for the jobs under way. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await pass?.catch(() => {});
      await Promise.allSettled([...inFlight]);
    },

    /**
     * Runs every due job now, here, until none is left and nothing is under
     * way (tests and the `jobs:run` task); the background worker may share the work.
     */
    async drain(): Promise<void> {
      for (;;) {
        const taken = await runDue();
        if (taken === 0 && inFlight.size === 0 && !running) return;
        if (taken > 0) continue;
        const underWay: Array<Promise<unknown>> = [...inFlight];
        if (pass) underWay.push(pass);
        await (underWay.length
          ? Promise.race(underWay).catch(() => {})
          : new Promise((resolve) => setTimeout(resolve, 10)));
      }
    },

    /**
     * The jobs by kind and state, with how long the oldest due one has
     * waited (since it was due, or since it was queued once it has been
     * tried): one grouped read of the table, which holds only jobs not
     * done yet.
     */
    async waiting(): Promise<JobCount[]> {
      const result = await db.execute<Record<string, unknown>>(sql`
        select kind, state, count(*)::int as jobs,
          coalesce(extract(epoch from now() - min(waiting_since)), 0)::float8 as oldest
        from (
          select kind,
            case
              when status <> 'pending' then status
              when attempts > 0 then 'retrying'
              when run_at > now() then 'scheduled'
              else 'pending'
            end as state,
            case
              when status = 'pending' and attempts > 0 then created_at
              when status = 'pending' and run_at <= now() then run_at
            end as waiting_since
          from jobs
        ) as waiting
        group by kind, state`);
      return rowsOf(result).map((row) => ({
        kind: String(row['kind']),
        state: String(row['state']) as JobState,
        jobs: Number(row['jobs']),
        oldestSeconds: Math.max(0, Number(row['oldest'])),
      }));
    },

    /** Failed jobs, newest first, for the staff screen. */
    async failed(limit = 50): Promise<JobRow[]> {
      return db
        .select()
        .from(jobs)
        .where(eq(jobs.status, 'failed'))
        .orderBy(desc(jobs.updatedAt))
        .limit(limit);
    },

    /**
     * Deletes the jobs of a kind that are waiting or failed (never one a
     * worker is running) about the given subjects, or whose payload's
     * `field` is `value`: what an erasure does with e-mails still queued
     * about a person. Resolves with how many went.
     */
    async discardWaiting(
      executor: Executor,
      kind: JobKind<unknown> | string,
      about: { subjectIds?: readonly string[]; payload?: { field: string; value: string } },
    ): Promise<number> {
      const name = typeof kind === 'string' ? kind : kind.name;
      const matches = [
        ...(about.subjectIds?.length ? [inArray(jobs.subjectId, [...about.subjectIds])] : []),
        ...(about.payload
          ? [sql`${jobs.payload} ->> ${about.payload.field} = ${about.payload.value}`]
          : []),
      ];
      if (matches.length === 0) return 0;
      const rows = await executor
        .delete(jobs)
        .where(
          and(
            eq(jobs.kind, name),
            inArray(jobs.status, ['pending', 'failed']),
            matches.length === 1 ? matches[0] : sql`(${sql.join(matches, sql` or `)})`,
          ),
        )
        .returning({ id: jobs.id });
      return rows.length;
    },

    /** Puts a failed job back in line with a fresh set of attempts. */
    async retry(executor: Executor, id: string): Promise<boolean> {
      const rows = await executor
        .update(jobs)
        .set({
          status: 'pending',
          attempts: 0,
          runAt: new Date(),
          lastError: null,
          updatedAt: new Date(),
        })
        .where(and(eq(jobs.id, id), eq(jobs.status, 'failed')))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    async counts(): Promise<Record<'pending' | 'running' | 'failed', number>> {
      const rows = await db
        .select({ status: jobs.status, count: sql<number>`count(*)::int` })
        .from(jobs)
        .groupBy(jobs.status);
      const counts = { pending: 0, running: 0, failed: 0 };
      for (const row of rows) counts[row.status] = Number(row.count);
      return counts;
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
