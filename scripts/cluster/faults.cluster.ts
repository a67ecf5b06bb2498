/**
 * `npm run test:cluster`: what a production instance does when the ground
 * moves under it while visitors keep writing.
 *
 * - The PostgreSQL server restarts under load (a PostgreSQL of the test's
 *   own, private-postgres.ts: the machine's shared server is never
 *   touched): readiness (/readyz) goes red while it is down and green again
 *   after, the site answers 503 and nothing worse in between, its pool
 *   reconnects without a restart of the site, every submission it
 *   acknowledged is stored, and the jobs they queued are all done.
 * - The process is killed (SIGKILL) during submissions on PGlite, with
 *   e-mails in the middle of being sent (the SMTP server answers slowly
 *   through the relay): every acknowledged submission is in the data
 *   folder the dead process left, and started again on it, the instance
 *   takes over the jobs the dead one held once their lease (JOB_LEASE_MS,
 *   10 s here) has run out, so every acknowledged submission's two e-mails
 *   arrive, at least once, within a minute of the kill.
 *
 * Nothing waits a fixed time: every step waits for a condition, with a
 * deadline. Environment: TEST_BUILD_DIR (a build to run; default a copy of
 * build/), CLUSTER_PG_BIN (PostgreSQL's programs; default the newest under
 * /usr/lib/postgresql).
 */
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, pgliteDirFor } from '../../src/server/db/client.ts';
import { isStale, stampedName } from '../../src/server/test/leftovers.ts';
import type { ReceivedMail } from '../../src/server/test/smtp-server.ts';
import { freePort, waitReady } from '../support/server-process.ts';
import { send } from './client.ts';
import { startMailServer, type MailServer } from './infrastructure.ts';
import { clusterBuild, startInstance, type Instance } from './instances.ts';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres.ts';
import {
  contactPayload,
  startStream,
  tally,
  waitFor,
  type ContactPayload,
  type Outcome,
} from './submission-stream.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const COMPANY_EMAIL = 'hello@example.com';
/** JOB_LEASE_MS of every instance here. */
const LEASE_MS = 10_000;
const run = Date.now().toString(36);
const runStarted = Date.now();

let workDir: string;
let buildDir: string;
let mail: MailServer;
const instances: Instance[] = [];
/** Per instance, when its database was down (from the stop to the last answer begun before it was back). */
const outages = new Map<string, { from: number; to: number }>();
let failed = false;
const report: string[] = [];
const note = (line: string) => {
  report.push(line);
  console.log(`  · ${line}`);
};

beforeAll(async () => {
  const tmp = path.join(root, '.tmp');
  mkdirSync(tmp, { recursive: true });
  for (const name of readdirSync(tmp)) {
    if (/^cluster_faults_/.test(name) && isStale(name.replace(/-logs$/, ''))) {
      rmSync(path.join(tmp, name), { recursive: true, force: true });
    }
  }
  workDir = path.join(tmp, stampedName('cluster_faults'));
  mkdirSync(workDir);
  buildDir = await clusterBuild(workDir);
  mail = await startMailServer();
}, 600_000);

beforeEach(({ onTestFailed }) => {
  onTestFailed(() => {
    failed = true;
  });
});

afterAll(async () => {
  for (const instance of instances) await instance.stop().catch(() => {});
  await mail?.close().catch(() => {});
  if (!workDir) return;
  if (failed) {
    const kept = `${workDir}-logs`;
    mkdirSync(kept, { recursive: true });
    for (const instance of instances) {
      if (existsSync(instance.logFile)) {
        renameSync(instance.logFile, path.join(kept, path.basename(instance.logFile)));
      }
    }
    console.log(`instance logs kept in ${path.relative(process.cwd(), kept)}`);
  }
  rmSync(workDir, { recursive: true, force: true });
  note(`whole run ${((Date.now() - runStarted) / 1000).toFixed(1)} s`);
  console.log(`\nfault test summary:\n${report.map((line) => `  - ${line}`).join('\n')}`);
}, 120_000);

// ---------------------------------------------------------------- helpers

/**
 * The reads beside the submissions, with their answer when the database is
 * up: an API read and a page that asks the database each time (a missing
 * post: an error page is never cached), and two pages the page cache keeps.
 */
const READS: Readonly<Record<string, number>> = {
  '/api/enhanced-blog?limit=1': 200,
  '/blog/no-such-post': 404,
  '/': 200,
  '/blog': 200,
};

/** What every instance here runs with; the database and the job lease are the tests'. */
function instanceEnv(extra: Record<string, string>): Record<string, string> {
  return {
    SMTP_URL: mail.url,
    SIGNING_SECRET: randomBytes(32).toString('base64url'),
    JOBS_WORKER: 'true',
    JOB_POLL_MS: '200',
    JOB_LEASE_MS: String(LEASE_MS),
    // A delivery that fails is tried again within the run, not half a minute later.
    JOB_RETRY_BASE_MS: '1000',
    // Nothing here reads the demo content; an empty site starts sooner.
    SEED_ON_START: 'false',
    // Every request comes from 127.0.0.1: no limit may refuse the stream.
    RATE_LIMIT_MAX: '1000000000',
    ...extra,
  };
}

async function launch(name: string, env: Record<string, string>, dataDir?: string) {
  const instance = startInstance({
    name,
    port: await freePort(),
    workDir,
    buildDir,
    env: instanceEnv(env),
    ...(dataDir ? { dataDir } : {}),
  });
  instances.push(instance);
  await waitReady(instance.child, instance.url, 120_000).catch((err: unknown) => {
    throw new Error(
      `instance ${name}: ${String(err)}\n${instance.output.join('\n')}\n` +
        instance.problems.map((p) => p.line).join('\n'),
    );
  });
  return instance;
}

const readyz = async (instance: Instance) =>
  send(`${instance.url}/readyz`, { timeoutMs: 5_000 }).then(
    (answer) => answer.status,
    () => undefined,
  );

/** The two e-mails a stored submission brings: the company's and the visitor's. */
function mailsFor(id: string, payload: ContactPayload) {
  return {
    company: (mail: ReceivedMail) =>
      mail.recipients.includes(COMPANY_EMAIL) &&
      mail.subject.endsWith(`${payload.firstName} ${payload.lastName}`),
    visitor: (mail: ReceivedMail) =>
      mail.recipients.includes(payload.email) && mail.subject.includes(id.slice(0, 8)),
  };
}

/** The acknowledged submissions whose two e-mails have not both arrived. */
function mailsMissing(acknowledged: readonly Outcome[]): string[] {
  return acknowledged
    .filter((outcome) => {
      const expected = mailsFor(outcome.id!, outcome.payload!);
      return !(
        mail.smtp.messages.some(expected.company) && mail.smtp.messages.some(expected.visitor)
      );
    })
    .map((outcome) => outcome.what);
}

/** A body that gives away the server's insides: a stack trace, a driver's error. */
const leaky = (body: string | undefined) =>
  /\n\s+at [^\n]+:\d+|ECONNREFUSED|terminating connection|\bpg\b|postgres/i.test(body ?? '');

// ---------------------------------------------------------------- checks

describe('faults under load', () => {
  it('the PostgreSQL server restarted under load: 503 while down, the pool reconnects, nothing acknowledged is lost', async () => {
    const postgres: PrivatePostgres = await startPrivatePostgres();
    const database = new pg.Pool({ connectionString: postgres.url, max: 2 });
    database.on('error', () => {});
    try {
      const instance = await launch('restart', {
        DATABASE_URL: postgres.url,
        DATABASE_POOL_MAX: '5',
      });
      const batch = `Restart${run}`;
      const stream = startStream({
        base: instance.url,
        batch,
        submitters: 3,
        readers: 1,
        readPaths: Object.keys(READS),
      });
      try {
        await waitFor(
          () => stream.acknowledged().length,
          (n) => n >= 15,
          'acknowledged submissions',
        );

        // Down: readiness goes red, and requests go on arriving while it is.
        const stopAt = Date.now();
        await postgres.stop();
        const stoppedAt = Date.now();
        const redStatus = await waitFor(
          () => readyz(instance),
          (status) => status !== undefined && status !== 200,
          '/readyz to answer, and not 200',
          15_000,
        );
        await waitFor(
          () => stream.sentSince(stoppedAt),
          (list) =>
            list.filter((o) => o.kind === 'submit').length >= 6 &&
            list.filter((o) => o.kind === 'read').length >= 4,
          'submissions and reads answered while PostgreSQL is down',
          20_000,
        );
        const whileDown = stream.sentSince(stoppedAt);
        expect(await readyz(instance), '/readyz still red before the start').not.toBe(200);

        // Up again: readiness goes green, and submissions are acknowledged again.
        const startAt = Date.now();
        await postgres.start();
        const greenAt = await waitFor(
          async () => ((await readyz(instance)) === 200 ? Date.now() : undefined),
          (at) => at !== undefined,
          '/readyz to go green',
          30_000,
        );
        await waitFor(
          () => stream.sentSince(greenAt!).filter((o) => o.kind === 'submit'),
          (list) => list.length >= 15,
          'submissions answered once PostgreSQL is back',
          30_000,
        );
        await stream.stop();
        outages.set(instance.name, {
          from: stopAt,
          to: Math.max(
            greenAt!,
            ...stream.outcomes.filter((o) => o.sentAt < greenAt!).map((o) => o.answeredAt),
          ),
        });

        // While it was down: 503 and nothing else of the 5xx, no insides in the answers.
        const fiveHundreds = stream.outcomes.filter(
          (o) => o.status !== undefined && o.status >= 500 && o.status !== 503,
        );
        expect(
          fiveHundreds.map((o) => `${o.kind} ${o.what}: ${o.status} ${o.detail}`),
          '5xx answers other than 503',
        ).toEqual([]);
        expect(
          stream.outcomes
            .filter((o) => o.status === undefined)
            .map((o) => `${o.what}: ${o.detail}`),
          'requests that got no answer',
        ).toEqual([]);
        expect(
          stream.outcomes
            .filter((o) => (o.status ?? 0) >= 500 && leaky(o.detail))
            .map((o) => `${o.what}: ${o.detail}`),
          'answers that show the server insides',
        ).toEqual([]);
        const refusedSubmissions = whileDown.filter((o) => o.kind === 'submit' && !o.id);
        expect(refusedSubmissions.length, 'submissions refused while down').toBeGreaterThan(0);
        for (const o of refusedSubmissions) expect(o.status, o.detail).toBe(503);
        // Once readiness is green again, the pool serves every request (no restart of the site).
        const afterGreen = stream.sentSince(greenAt!);
        const usual = (o: Outcome) => (o.kind === 'submit' ? 200 : READS[o.what]);
        expect(
          afterGreen
            .filter((o) => o.status !== usual(o))
            .map((o) => `${o.what}: ${o.status} ${o.detail}`),
          'unusual answers after /readyz went green',
        ).toEqual([]);
        expect(instance.isRunning(), 'the instance still runs').toBe(true);

        // Every acknowledged submission is stored, once.
        const acknowledged = stream.acknowledged();
        const { rows } = await database.query<{ id: string; message: string }>(
          `select id, message from contact_messages where message like $1`,
          [`%[${batch}-%`],
        );
        const stored = new Set(rows.map((row) => row.id));
        expect(
          acknowledged.filter((o) => !stored.has(o.id!)).map((o) => o.what),
          'acknowledged but not stored',
        ).toEqual([]);
        const markers = rows.map((row) => /\[[^\]]+\]/.exec(row.message)?.[0]);
        expect(new Set(markers).size, 'stored twice').toBe(rows.length);

        // The job worker reconnected too: every job of the batch gets done.
        const ids = [...stored];
        const left = await waitFor(
          async () =>
            (
              await database.query<{ status: string; last_error: string | null }>(
                'select status, last_error from jobs where subject_id = any($1)',
                [ids],
              )
            ).rows,
          (jobs) => jobs.length === 0 || jobs.some((job) => job.status === 'failed'),
          'every job of the batch done',
          LEASE_MS + 45_000,
          200,
        );
        expect(left, 'jobs failed').toEqual([]);
        await waitFor(
          () => mailsMissing(acknowledged),
          (missing) => missing.length === 0,
          'the e-mails of every acknowledged submission',
          15_000,
        );

        note(
          `PostgreSQL restart: stopped in ${stoppedAt - stopAt} ms, /readyz then ${redStatus}; ` +
            `while down: submissions ${tally(whileDown.filter((o) => o.kind === 'submit'))}, ` +
            `reads ${tally(whileDown.filter((o) => o.kind === 'read'))}; started again, /readyz green ` +
            `${greenAt! - startAt} ms after pg_ctl start; ${stream.outcomes.length} requests in all ` +
            `(${tally(stream.outcomes)}), ${acknowledged.length} acknowledged, ${rows.length} stored, ` +
            `every job done and e-mailed`,
        );
      } finally {
        await stream.stop();
        await instance.stop();
      }
    } finally {
      await database.end().catch(() => {});
      await postgres.close();
    }
  }, 150_000);

  it('kill -9 during submissions on PGlite: nothing acknowledged is lost, the interrupted sends are retried', async () => {
    const first = await launch('pglite', {});
    const dataDir = first.dataDir;
    const batch = `Kill${run}`;
    const ofBatch = (m: ReceivedMail) =>
      m.subject.includes(batch) ||
      m.recipients.some((r) => r.startsWith(`${batch.toLowerCase()}-`));
    // About 30 submissions a second: enough to keep the worker busy, few enough that the
    // backlog of e-mails left at the kill goes out well within the minute.
    const stream = startStream({
      base: first.url,
      batch,
      submitters: 3,
      readers: 0,
      readPaths: [],
      paceMs: 100,
    });
    let second: Instance | undefined;
    try {
      // Every reply of the SMTP server comes late, so each send takes a few seconds: a
      // backlog of mail jobs builds up behind the stream of submissions.
      mail.relay.delayMs = 500;
      const seen = await waitFor(
        () => ({
          acknowledged: stream.acknowledged().length,
          mails: mail.smtp.messages.filter(ofBatch).length,
        }),
        (now) => now.acknowledged >= 20 && now.mails >= 1,
        'acknowledged submissions and the first e-mails sent',
        30_000,
      );
      // The moment the SMTP server has the next e-mail, its "250 OK" is still on its way
      // back (held by the relay): the kill lands in the middle of that job's send.
      await waitFor(
        () => mail.smtp.messages.filter(ofBatch).length,
        (count) => count > seen.mails,
        'the next e-mail of the batch',
        30_000,
        5,
      );
      await first.kill();
      const killedAt = Date.now();
      const midSend = mail.smtp.messages.filter(ofBatch).at(-1)!;
      mail.relay.delayMs = 0;
      await stream.stop();
      const acknowledged = stream.acknowledged();
      expect(
        stream.outcomes.filter((o) => o.id && o.answeredAt > killedAt).map((o) => o.what),
        'acknowledged after the kill',
      ).toEqual([]);

      // What the dead process left on disk, read from a copy: the instance started on the
      // folder next must recover it itself.
      const copy = path.join(workDir, 'pglite-after-kill');
      cpSync(pgliteDirFor(dataDir), pgliteDirFor(copy), { recursive: true });
      const atKill = await readPglite(copy, batch);
      rmSync(copy, { recursive: true, force: true });
      expect(
        acknowledged.filter((o) => !atKill.stored.has(o.id!)).map((o) => o.what),
        'acknowledged but not in the data folder after the kill',
      ).toEqual([]);
      const interrupted = atKill.runningMail;
      expect(interrupted.length, 'mail jobs under way at the kill').toBeGreaterThan(0);
      expect(
        interrupted.some(
          (job) =>
            midSend.recipients.includes(job.to.toLowerCase()) && midSend.subject === job.subject,
        ),
        `the job of "${midSend.subject}" (received, not yet confirmed) is among the running ones`,
      ).toBe(true);

      // Started again on the same folder: once their lease has run out, the jobs the dead
      // worker held are run again, and every acknowledged submission's e-mails arrive.
      const mailsBeforeRestart = mail.smtp.messages.length;
      second = await launch('pglite-again', {}, dataDir);
      const restartedMs = Date.now() - killedAt;
      const retried = (job: { to: string; subject: string }) =>
        mail.smtp.messages
          .slice(mailsBeforeRestart)
          .some((m) => m.recipients.includes(job.to.toLowerCase()) && m.subject === job.subject);
      await waitFor(
        () => interrupted.filter((job) => !retried(job)).map((job) => job.subject),
        (waiting) => waiting.length === 0,
        "the interrupted jobs' e-mails, sent again, within a minute of the kill",
        Math.max(1000, 60_000 - (Date.now() - killedAt)),
        100,
      );
      const retriedMs = Date.now() - killedAt;
      await waitFor(
        () => mailsMissing(acknowledged),
        (missing) => missing.length === 0,
        'the e-mails of every acknowledged submission, within a minute of the kill',
        Math.max(1000, 60_000 - (Date.now() - killedAt)),
        100,
      );
      const deliveredMs = Date.now() - killedAt;

      // It acknowledges submissions again; stopped, its folder holds every acknowledged
      // one, and no job of the batch is left.
      const after = await send(`${second.url}/api/contact/submit`, {
        method: 'POST',
        body: contactPayload(batch, 100_000),
      });
      expect(after.status, after.text()).toBe(200);
      await second.stop();
      const atEnd = await readPglite(dataDir, batch);
      expect(
        [...acknowledged.map((o) => o.id!), after.json<{ data: { id: string } }>().data.id].filter(
          (id) => !atEnd.stored.has(id),
        ),
        'acknowledged but not stored',
      ).toEqual([]);
      expect(atEnd.jobsLeft, 'jobs of the batch left').toEqual([]);

      note(
        `PGlite kill -9: ${stream.outcomes.length} submissions (${tally(stream.outcomes)}), ` +
          `${acknowledged.length} acknowledged, all in the folder the dead process left; ` +
          `${interrupted.length} mail jobs were under way at the kill; restarted on the folder ` +
          `${restartedMs} ms after the kill; their e-mails sent again ${retriedMs} ms after it ` +
          `(JOB_LEASE_MS ${LEASE_MS}), every acknowledged submission's two e-mails in ${deliveredMs} ms`,
      );
    } finally {
      mail.relay.delayMs = 0;
      await stream.stop();
      await first.kill();
      await second?.stop();
    }
  }, 150_000);

  it('no instance logged an error but for the pages it could not render while its database was down', () => {
    for (const instance of instances) {
      // The same message once, with its count and its first record.
      const byMessage = new Map<string, { count: number; line: string }>();
      for (const problem of instance.problems) {
        const seen = byMessage.get(problem.msg);
        if (seen) seen.count += 1;
        else byMessage.set(problem.msg, { count: 1, line: problem.line });
      }
      for (const [msg, { count, line }] of byMessage) {
        console.log(`instance ${instance.name} logged ${count}× "${msg}": ${line.slice(0, 600)}`);
      }
      // A page whose data the API could not load logs it as an error, with the 503 it got.
      const outage = outages.get(instance.name);
      const ofTheOutage = (line: string) => {
        const record = JSON.parse(line) as { time?: number; status?: number };
        return (
          outage !== undefined &&
          record.status === 503 &&
          record.time !== undefined &&
          record.time >= outage.from &&
          record.time <= outage.to
        );
      };
      expect(
        instance.problems
          .filter((problem) => problem.level >= 50 && !ofTheOutage(problem.line))
          .map((problem) => problem.line),
        `errors logged by ${instance.name}`,
      ).toEqual([]);
      expect(instance.output, `what ${instance.name} printed that is not a log record`).toEqual([]);
    }
  });
});

/**
 * A PGlite data folder no process holds: the batch's stored messages, its
 * mail jobs still marked running (their worker died), and its jobs left.
 */
async function readPglite(dataDir: string, batch: string) {
  const database = await openDatabase({ pgliteDir: pgliteDirFor(dataDir) });
  try {
    const ofBatch = sql`select id::text from contact_messages where message like ${`%[${batch}-%`}`;
    const stored = rowsOf(await database.db.execute(ofBatch)).map((row) => String(row['id']));
    const running = rowsOf(
      await database.db.execute(
        sql`select payload from jobs where status = 'running' and kind = 'mail.send'`,
      ),
    ).map((row) => row['payload'] as { to: string; subject: string });
    const left = rowsOf(
      await database.db.execute(
        sql`select kind, status, last_error from jobs where subject_id in (${ofBatch})`,
      ),
    );
    return { stored: new Set(stored), runningMail: running, jobsLeft: left };
  } finally {
    await database.close();
  }
}

/** node-postgres answers `{ rows }`, PGlite too. */
function rowsOf(result: unknown): Array<Record<string, unknown>> {
  if (Array.isArray(result)) return result as Array<Record<string, unknown>>;
  return ((result as { rows?: unknown[] }).rows ?? []) as Array<Record<string, unknown>>;
}
