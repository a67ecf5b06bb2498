/**
 * What the fault tests (faults.cluster.ts) put an instance under while they
 * break something: a steady stream of contact-form submissions, each with a
 * marker of its own in its message, and of page and API reads, every answer
 * (or failure to get one) recorded with when it was sent and answered. And
 * the one way the cluster tests wait: for a condition, with a deadline.
 */
import { send } from './client.ts';

/** Reads until the condition holds; fails with the last value after the deadline. */
export async function waitFor<T>(
  read: () => Promise<T> | T,
  done: (value: T) => boolean,
  what: string,
  timeoutMs = 30_000,
  intervalMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) {
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${what}: ${String(JSON.stringify(value)).slice(0, 2000)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

export interface ContactPayload {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  serviceInterest: string;
  messageTo: string;
  message: string;
}

/** Submission `i` of a batch: its name, address and marker (`[<batch>-<i>]`) are its own. */
export function contactPayload(batch: string, i: number): ContactPayload {
  return {
    firstName: `${batch}n${i}`,
    lastName: 'Fault',
    email: `${batch.toLowerCase()}-${i}@example.org`,
    company: 'Fault Testing Ltd',
    serviceInterest: 'dynamics_365_implementation',
    messageTo: 'sales_team',
    message: `Message [${batch}-${i}]: we would like to talk about Dynamics 365.`,
  };
}

export interface Outcome {
  kind: 'submit' | 'read';
  /** The submission's number in the batch, or the read's path. */
  what: string;
  sentAt: number;
  answeredAt: number;
  /** Undefined when no answer came (connection refused or cut, timeout). */
  status: number | undefined;
  /** The stored message's id, when the submission was acknowledged (2xx with an id). */
  id?: string;
  payload?: ContactPayload;
  /** The answer's body (non-2xx answers only), or why there was none. */
  detail?: string;
}

export interface Stream {
  outcomes: Outcome[];
  /** Submissions acknowledged with an id. */
  acknowledged(): Outcome[];
  /** Outcomes of requests sent at or after `time` (Date.now()). */
  sentSince(time: number): Outcome[];
  /** Ends every loop after its request under way; resolves when all have. */
  stop(): Promise<void>;
}

/**
 * `submitters` loops each posting submissions one after the other, and
 * `readers` loops each going round `readPaths`, all against `base`. A loop
 * starts a request at most every `paceMs`, so a server that refuses at once
 * (or is gone) is not hammered.
 */
export function startStream(options: {
  base: string;
  batch: string;
  submitters: number;
  readers: number;
  readPaths: readonly string[];
  paceMs?: number;
  timeoutMs?: number;
}): Stream {
  const outcomes: Outcome[] = [];
  const pace = options.paceMs ?? 25;
  let stopped = false;
  let submissions = 0;
  let reads = 0;

  async function once(kind: Outcome['kind']): Promise<void> {
    const sentAt = Date.now();
    const i = kind === 'submit' ? submissions++ : reads++;
    const payload = kind === 'submit' ? contactPayload(options.batch, i) : undefined;
    const what = payload ? String(i) : options.readPaths[i % options.readPaths.length]!;
    try {
      const answer = await send(
        payload ? `${options.base}/api/contact/submit` : `${options.base}${what}`,
        {
          ...(payload ? { method: 'POST', body: payload } : {}),
          timeoutMs: options.timeoutMs ?? 20_000,
        },
      );
      const ok = answer.status >= 200 && answer.status < 300;
      const id = ok && payload ? answer.json<{ data?: { id?: string } }>().data?.id : undefined;
      outcomes.push({
        kind,
        what,
        sentAt,
        answeredAt: Date.now(),
        status: answer.status,
        ...(id ? { id } : {}),
        ...(payload ? { payload } : {}),
        ...(ok ? {} : { detail: answer.text().slice(0, 2000) }),
      });
    } catch (err) {
      outcomes.push({
        kind,
        what,
        sentAt,
        answeredAt: Date.now(),
        status: undefined,
        ...(payload ? { payload } : {}),
        detail: String(err),
      });
    }
    const wait = sentAt + pace - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }

  const loops = [
    ...Array.from({ length: options.submitters }, () => 'submit' as const),
    ...Array.from({ length: options.readers }, () => 'read' as const),
  ].map(async (kind) => {
    while (!stopped) await once(kind);
  });

  return {
    outcomes,
    acknowledged: () => outcomes.filter((outcome) => outcome.id !== undefined),
    sentSince: (time) => outcomes.filter((outcome) => outcome.sentAt >= time),
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

/** Counts of `status` (or "no answer") over outcomes, for messages: `200×12 503×4`. */
export function tally(outcomes: readonly Outcome[]): string {
  const counts = new Map<string, number>();
  for (const outcome of outcomes) {
    const key = outcome.status === undefined ? 'no answer' : String(outcome.status);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return (
    [...counts]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, count]) => `${key}×${count}`)
      .join(' ') || 'none'
  );
}
