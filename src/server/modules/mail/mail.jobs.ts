import type { Executor } from '../../db/client.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { MailMessage, Mailer } from './mail.types.ts';

/** The job kind that sends one rendered e-mail. */
export const MAIL_JOB = 'mail.send';

/**
 * E-mail goes through the job queue: a message is rendered when its record is
 * stored and sent by a worker, retried with back-off while the mail server is
 * away. Finished jobs are deleted, so the rendered copy (which may hold a
 * one-time link) does not outlive its delivery.
 */
export function registerMailJobs(queue: JobQueue, mailer: Mailer): void {
  queue.register(
    MAIL_JOB,
    async (payload) => {
      await mailer.send(payload as unknown as MailMessage);
    },
    // With the default back-off (30 s doubling to an hour) this keeps trying for about a day.
    { maxAttempts: 30 },
  );
}

/**
 * How other modules send e-mail: queued in their own transaction (so the
 * message exists exactly when the record or token it belongs to does), then
 * delivered by the job worker with retries.
 */
export interface Outbox {
  queue(executor: Executor, message: MailMessage, subjectId?: string): Promise<void>;
  /** Delivery starts soon; call after the transaction has committed. */
  flush(): void;
}

export function createOutbox(queue: JobQueue): Outbox {
  return {
    async queue(executor, message, subjectId) {
      await queue.enqueue(executor, {
        kind: MAIL_JOB,
        payload: { ...message },
        ...(subjectId ? { subjectId } : {}),
      });
    },
    flush: () => queue.wake(),
  };
}
