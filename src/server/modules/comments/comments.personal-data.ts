import type { FastifyBaseLogger } from 'fastify';
import * as z from 'zod/mini';
import { COMMENT_LIMITS } from '../../../shared/comments.ts';
import type { Database } from '../../db/client.ts';
import { sourcesOfLeads } from '../../lead-context.ts';
import type { LeadAttribution } from '../analytics/analytics.service.ts';
import { defineJob, type JobQueue } from '../jobs/jobs.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { PersonalDataSource } from '../privacy/privacy.types.ts';
import * as repository from './comments.repository.ts';
import type { CommentTargets } from './comments.targets.ts';

/** Deletes unpublished comments past their keeping time, then books its next run a day later. */
export const SWEEP_JOB = defineJob<Record<string, never>>(
  'comments.sweep',
  z.object({}) as unknown as z.ZodMiniType<Record<string, never>>,
  { maxAttempts: 5 },
);
const SWEEP_SUBJECT = 'comments-sweep';
const DAY_MS = 24 * 3600 * 1000;

/**
 * The personal data comments keep: what the privacy module exports, erases
 * and retains for an address, and the daily sweep of unpublished comments
 * (spam and unmoderated ones) past their keeping time.
 */
export function createCommentPersonalData({
  db,
  jobs,
  mail,
  log,
  now,
  targets,
  onPublicChange,
  analytics,
}: {
  db: Database;
  jobs: JobQueue;
  mail: MailService;
  log: FastifyBaseLogger;
  now: () => Date;
  targets: CommentTargets;
  onPublicChange: (() => void) | undefined;
  analytics: LeadAttribution;
}) {
  /** Deletes the unpublished comments past their keeping time, and their sources; how many went. */
  async function sweep() {
    const before = new Date(now().getTime() - COMMENT_LIMITS.unpublishedKeepDays * DAY_MS);
    return db.transaction(async (tx) => {
      const ids = await repository.sweepUnpublished(tx, before);
      await analytics.forgetLeads(tx, 'comment', ids);
      return ids.length;
    });
  }

  // Each sweep books the next one a day later; the start of an instance books
  // one only when none is waiting (scheduleSweep), so the chain stays single.
  jobs.register(SWEEP_JOB, async () => {
    const removed = await sweep();
    if (removed) log.info({ removed }, 'unpublished comments past their keeping time deleted');
    await jobs.enqueue(
      db,
      SWEEP_JOB,
      {},
      {
        subjectId: SWEEP_SUBJECT,
        runAt: new Date(now().getTime() + DAY_MS),
      },
    );
  });

  return {
    /**
     * The address's comments (each with its source) and reply notifications,
     * for the privacy module. An erasure anonymises the comments as WordPress
     * does (author "Anonymous", address and website cleared, the text kept:
     * staff delete a comment whose text must go too), forgets their sources
     * and the reply notifications; pages showing them are refreshed once it
     * commits.
     */
    personalData: {
      name: 'comments',
      async export(executor, email) {
        const rows = await repository.byAuthor(executor, email);
        const replies = await repository.replyAddress(executor, email);
        const sources = await sourcesOfLeads(analytics, executor, 'comment', rows);
        return [
          ...rows.map((row) => ({
            id: row.id,
            on: `${row.contentType}/${row.contentId}`,
            authorName: row.authorName,
            authorWebsite: row.authorWebsite,
            content: row.content,
            status: row.status,
            notifyReplies: row.notifyReplies,
            createdAt: row.createdAt.toISOString(),
            leadSource: sources.get(row.id),
          })),
          ...(replies
            ? [
                {
                  replyNotifications: true,
                  confirmedAt: replies.confirmedAt?.toISOString() ?? null,
                  createdAt: replies.createdAt.toISOString(),
                },
              ]
            : []),
        ];
      },
      async erase(tx, email) {
        const touched = await repository.anonymiseAuthor(tx, email);
        await analytics.forgetLeads(
          tx,
          'comment',
          touched.map((row) => row.id),
        );
        const replies = await repository.stopAll(tx, email);
        await targets.recountEach(tx, touched);
        await mail.forget(tx, { address: email });
        return {
          count: touched.length + (replies ? 1 : 0),
          afterCommit: async () => onPublicChange?.(),
        };
      },
      // Spam and unmoderated comments go after 30 days by the comments' own daily sweep.
      async retain(tx, rule) {
        return {
          count: await repository.deleteUnconfirmedReplyAddresses(tx, rule.unconfirmedBefore),
        };
      },
    } satisfies PersonalDataSource,

    /** Books the daily sweep unless one is already booked (at start). */
    async scheduleSweep() {
      await db.transaction((tx) => jobs.enqueueUnlessWaiting(tx, SWEEP_JOB, {}, SWEEP_SUBJECT));
    },

    sweep,
  };
}
