import { describe, expect, it } from 'vitest';
import { PermanentFailure, RetryLater } from '../jobs/jobs.service.ts';
import { crmJobFailure } from './crm.service.ts';
import { CrmRejected, CrmRetryLater } from './dataverse-client.ts';

describe('crmJobFailure', () => {
  it('fails the job for good when Dynamics 365 refuses the lead', () => {
    const failure = crmJobFailure(new CrmRejected('Lead upsert failed (400): bad field', 400));
    expect(failure).toBeInstanceOf(PermanentFailure);
    expect(failure.message).toBe('Lead upsert failed (400): bad field');
  });

  it('tries again after the delay the server named', () => {
    const failure = crmJobFailure(new CrmRetryLater('Lead upsert failed (429): slow down', 60_000));
    expect(failure).toBeInstanceOf(RetryLater);
    expect(failure).toMatchObject({
      message: 'Lead upsert failed (429): slow down',
      delayMs: 60_000,
    });
  });

  it('tries again after the queue’s back-off when the server named no delay', () => {
    const failure = crmJobFailure(
      new CrmRetryLater('Lead upsert: Dynamics 365 could not be reached'),
    );
    expect(failure).toBeInstanceOf(RetryLater);
    expect((failure as RetryLater).delayMs).toBeUndefined();
  });

  it('tries again after the queue’s back-off on any other error (the database, a bug)', () => {
    const failure = crmJobFailure(new Error('Connection terminated unexpectedly'));
    expect(failure).toBeInstanceOf(RetryLater);
    expect(failure).toMatchObject({
      message: 'Connection terminated unexpectedly',
      delayMs: undefined,
    });
  });

  it('keeps the words of something thrown that is not an error', () => {
    const failure = crmJobFailure('socket hang up');
    expect(failure).toBeInstanceOf(RetryLater);
    expect(failure.message).toBe('socket hang up');
  });
});
