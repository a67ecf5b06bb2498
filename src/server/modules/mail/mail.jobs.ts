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
