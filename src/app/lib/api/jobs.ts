import { browserSend, type Send } from './request.ts';

export interface FailedJobs {
  jobs: Array<{
    id: string;
    kind: string;
    subjectId: string | null;
    attempts: number;
    lastError: string | null;
  }>;
  counts: { pending: number; running: number; failed: number };
}

/** Deliveries (e-mails, CRM syncs) that ran out of attempts, and the queue's counts. */
export const failedJobs = (send: Send = browserSend) =>
  send<FailedJobs>('GET', '/api/jobs/failed', undefined);

export const retryJob = (id: string, send: Send = browserSend) =>
  send('POST', `/api/jobs/${encodeURIComponent(id)}/retry`, {});
