import { spawnSync } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  IDLE_CHECK_MS,
  RELEASE_AFTER_GROWTH_BYTES,
  processProbe,
  releaseMemoryWhenIdle,
  type MemoryReleaseProbe,
} from './memory-release.ts';

const MB = 1024 * 1024;

/** A probe whose heap and busyness the test sets; a collection shrinks the heap to `live`. */
function fakeProbe(start: number) {
  const state = { heap: start, busy: 0, live: start, collections: 0 };
  const probe: MemoryReleaseProbe = {
    busySinceLastCheck: () => state.busy,
    heapCommitted: () => state.heap,
    collect: () => {
      state.collections++;
      state.heap = state.live;
    },
  };
  return { state, probe };
}

describe('releaseMemoryWhenIdle', () => {
  let stop: () => void = () => {};
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it("collects the start's garbage at the first quiet moment", () => {
    const { state, probe } = fakeProbe(100 * MB);
    state.live = 60 * MB;
    state.busy = 0.5; // still warming up
    stop = releaseMemoryWhenIdle(probe);
    vi.advanceTimersByTime(IDLE_CHECK_MS);
    expect(state.collections).toBe(0);
    state.busy = 0;
    vi.advanceTimersByTime(IDLE_CHECK_MS);
    expect(state.collections).toBe(1);
    expect(state.heap).toBe(60 * MB);
  });

  it('collects once the server is quiet after the heap grew', () => {
    const { state, probe } = fakeProbe(60 * MB);
    stop = releaseMemoryWhenIdle(probe);
    vi.advanceTimersByTime(IDLE_CHECK_MS); // the start's collection
    expect(state.collections).toBe(1);
    state.collections = 0;
    state.heap = 300 * MB;
    state.busy = 0.9;
    vi.advanceTimersByTime(IDLE_CHECK_MS * 3);
    expect(state.collections).toBe(0); // busy: never during load

    state.busy = 0.01;
    vi.advanceTimersByTime(IDLE_CHECK_MS);
    expect(state.collections).toBe(1);
    expect(state.heap).toBe(60 * MB);

    vi.advanceTimersByTime(IDLE_CHECK_MS * 5);
    expect(state.collections).toBe(1); // nothing grew since: no more collections
  });

  it('leaves growth under the threshold alone', () => {
    const { state, probe } = fakeProbe(60 * MB);
    stop = releaseMemoryWhenIdle(probe);
    vi.advanceTimersByTime(IDLE_CHECK_MS); // the start's collection
    state.collections = 0;
    state.heap = 60 * MB + RELEASE_AFTER_GROWTH_BYTES;
    vi.advanceTimersByTime(IDLE_CHECK_MS * 5);
    expect(state.collections).toBe(0);
  });

  it('measures growth from the lowest heap seen since the last release', () => {
    const { state, probe } = fakeProbe(100 * MB);
    state.live = 60 * MB;
    stop = releaseMemoryWhenIdle(probe);
    vi.advanceTimersByTime(IDLE_CHECK_MS); // the start's collection: 60 MB
    state.heap = 40 * MB; // V8 shrank it on its own
    vi.advanceTimersByTime(IDLE_CHECK_MS);
    state.heap = 80 * MB; // +20 MB over the release, +40 MB over the lowest
    vi.advanceTimersByTime(IDLE_CHECK_MS);
    expect(state.collections).toBe(2);
  });

  it('does nothing without an exposed gc', () => {
    // Vitest's workers run without --expose-gc.
    expect(processProbe()).toBeUndefined();
    expect(() => releaseMemoryWhenIdle(undefined)()).not.toThrow();
  });

  // A child process: a second or two of CPU, many more on a busy machine.
  it('collects through V8 in a process started with --expose-gc', { timeout: 60_000 }, () => {
    const script = [
      "import { processProbe } from './src/server/memory-release.ts';",
      'const probe = processProbe();',
      'let garbage = Array.from({ length: 200_000 }, (_, i) => ({ i, text: String(i).repeat(20) }));',
      'const grown = probe.heapCommitted();',
      'garbage = undefined;',
      'probe.collect();',
      'console.log(JSON.stringify({ grown, after: probe.heapCommitted(), busy: probe.busySinceLastCheck() }));',
    ].join('\n');
    const run = spawnSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    const result = JSON.parse(run.stdout) as { grown: number; after: number; busy: number };
    expect(result.after).toBeLessThan(result.grown);
    expect(result.busy).toBeGreaterThanOrEqual(0);
  });
});
