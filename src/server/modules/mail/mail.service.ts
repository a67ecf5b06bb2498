import * as z from 'zod/mini';
import type { Executor } from '../../db/client.ts';
import type { Metrics } from '../../metrics.ts';
import { inSpan, SpanKind } from '../../tracing.ts';
import { defineJob, PermanentFailure, type JobQueue } from '../jobs/jobs.service.ts';
import { claimRecipientSlot, forgetRecipient } from './mail.repository.ts';
import { InvalidMailAddress } from './mail.transport.ts';
import type { MailMessage, Mailer } from './mail.types.ts';

// What other modules use to write their e-mails: the shared layout and types.
export {
  companyContactLine,
  GREETING,
  oneLine,
  renderEmail,
  renderMessage,
  type EmailContent,
} from './mail.templates.ts';
export type { MailMessage, MailSender } from './mail.types.ts';

/** One rendered e-mail, as it waits in the queue. */
const mailPayload = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  replyTo: z.optional(z.string()),
  headers: z.optional(z.record(z.string(), z.string())),
});

/** With the default back-off (30 s doubling to an hour) 30 attempts keep trying for about a day. */
export const MAIL_JOB = defineJob<MailMessage>('mail.send', mailPayload, { maxAttempts: 30 });

/** At most one message of `kind` to an address per `windowMs`. */
export interface RecipientLimit {
  kind: string;
  windowMs: number;
}

/**
 * Acknowledgements of a contact message or a meeting request go to whatever
 * address the visitor typed: one an hour per address, whichever form it came
 * from, so the forms cannot be used to flood a stranger's inbox.
 */
export const ACKNOWLEDGEMENT_LIMIT: RecipientLimit = {
  kind: 'lead-acknowledgement',
  windowMs: 60 * 60 * 1000,
};

/**
 * The one way every module sends e-mail: queued in the module's own
 * transaction (so the message exists exactly when the record or token it
 * belongs to does), then delivered by the job worker with retries while the
 * mail server is away. Finished jobs are deleted, so the rendered copy
 * (which may hold a one-time link) does not outlive its delivery.
 */
export interface MailService {
  queue(executor: Executor, message: MailMessage, subjectId?: string): Promise<void>;
  /**
   * Queues the message unless one of the same kind already went to its
   * recipient within the window. Resolves true when it was queued.
   */
  queueLimited(
    executor: Executor,
    message: MailMessage,
    limit: RecipientLimit,
    subjectId?: string,
  ): Promise<boolean>;
  /** Delivery starts soon; call after the transaction has committed. */
  flush(): void;
  /**
   * Hands one message to the mail server now, outside the queue, for a sender
   * that keeps its own record of every recipient (the newsletter). A refusal
   * rejects with the server's SMTP reply code as `responseCode`.
   */
  deliverNow(message: MailMessage): Promise<void>;
  /**
   * An erasure: drops the e-mails still waiting to go to the address or
   * about the given records (their copies hold the person's data), and the
   * address's recipient limits.
   */
  forget(
    executor: Executor,
    about: { address?: string; subjectIds?: readonly string[] },
  ): Promise<number>;
}

/**
 * `replyTo`: the site's reply-to address as it is now (the settings), put on
 * every message that names none of its own (a message to staff about a
 * visitor's lead answers the visitor) when it is queued or sent.
 */
export function createMailService(
  jobs: JobQueue,
  mailer: Mailer,
  replyTo: (executor?: Executor) => Promise<string>,
  now: () => Date = () => new Date(),
  metrics?: Pick<Metrics, 'counter'>,
): MailService {
  const results = metrics?.counter(
    'mail_messages_total',
    'Queued e-mails by result: sent (handed to the mail server), failed (given up for good)',
    ['result'],
    [{ result: 'sent' }, { result: 'failed' }],
  );
  // The hand-over to the mail server, as a span of the job or request that sends it.
  const send = (message: MailMessage) =>
    inSpan('smtp send', { kind: SpanKind.CLIENT }, () => mailer.send(message));
  const withReplyTo = async (message: MailMessage, executor?: Executor): Promise<MailMessage> =>
    message.replyTo ? message : { ...message, replyTo: await replyTo(executor) };

  jobs.register(MAIL_JOB, async (message, job) => {
    try {
      await send(message);
      results?.inc({ result: 'sent' });
    } catch (error) {
      // An address stored before the strict rule: no retry will make it valid.
      const permanent = error instanceof InvalidMailAddress;
      if (permanent || job.lastAttempt) results?.inc({ result: 'failed' });
      if (permanent) throw new PermanentFailure(error.message);
      throw error;
    }
  });

  const service: MailService = {
    async queue(executor, message, subjectId) {
      await jobs.enqueue(
        executor,
        MAIL_JOB,
        await withReplyTo(message, executor),
        subjectId ? { subjectId } : {},
      );
    },
    async queueLimited(executor, message, limit, subjectId) {
      const claimed = await claimRecipientSlot(executor, {
        kind: limit.kind,
        address: message.to,
        now: now(),
        windowMs: limit.windowMs,
      });
      if (claimed) await service.queue(executor, message, subjectId);
      return claimed;
    },
    flush: () => jobs.wake(),
    deliverNow: async (message) => send(await withReplyTo(message)),
    async forget(executor, { address, subjectIds = [] }) {
      let count = 0;
      if (address) {
        await forgetRecipient(executor, address);
        count += await jobs.discardWaiting(executor, MAIL_JOB, {
          payload: { field: 'to', value: address },
        });
      }
      if (subjectIds.length) count += await jobs.discardWaiting(executor, MAIL_JOB, { subjectIds });
      return count;
    },
  };
  return service;
}
