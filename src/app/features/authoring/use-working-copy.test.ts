import { describe, expect, it } from 'vitest';
import { REVISION_LIMITS } from '../../../shared/revisions.ts';
import { autosaveWait, retryDelay } from './use-working-copy.ts';

const { autosaveDelayMs: delay, autosaveMaxWaitMs: ceiling, retryMaxMs } = REVISION_LIMITS;

describe('when the working copy is saved', () => {
  it('a few seconds after the last change', () => {
    expect(autosaveWait(1_000, 1_000)).toBe(delay);
    expect(autosaveWait(1_000, 5_000)).toBe(delay);
  });

  it('never later than the ceiling after the oldest unsaved change, however fast the typing', () => {
    expect(autosaveWait(0, ceiling - 1_000)).toBe(1_000);
    expect(autosaveWait(0, ceiling)).toBe(0);
    expect(autosaveWait(0, ceiling + 5_000)).toBe(0);
  });

  it('a failed save is tried again after a doubling wait, up to its ceiling', () => {
    expect([0, 1, 2, 3].map(retryDelay)).toEqual([delay, delay * 2, delay * 4, delay * 8]);
    expect(retryDelay(10)).toBe(retryMaxMs);
  });
});
