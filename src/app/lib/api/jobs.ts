import { browserSend, type AuthHeaders, type Send } from './request.ts';

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
export const failedJobs = (auth: AuthHeaders, send: Send = browserSend) =>
  send<FailedJobs>('GET', '/api/jobs/failed', undefined, auth);

export const retryJob = (id: string, auth: AuthHeaders, send: Send = browserSend) =>
  send('POST', `/api/jobs/${encodeURIComponent(id)}/retry`, {}, auth);
