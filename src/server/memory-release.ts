/**
 * After a busy spell V8 keeps the heap it grew: its memory reducer does not
 * run in a server that goes quiet, and pages freed by a collection stay
 * pooled. A loaded process stayed at 750–900 MB for good while its live heap
 * was about 60 MB. Once the server has been quiet for a whole interval (the
 * event loop under 5 % busy) and the heap has grown by more than 32 MB since
 * the last release (or since start), one memory-reducing collection hands the
 * memory back.
 * It runs only when the process was started with `--expose-gc` (npm start
 * and the Dockerfile do); without it this does nothing.
 */
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';

export const IDLE_CHECK_MS = 10_000;
/** Event-loop utilisation below which an interval counts as quiet. */
export const QUIET_UTILISATION = 0.05;
/** Heap growth (committed bytes) worth a collection. */
export const RELEASE_AFTER_GROWTH_BYTES = 32 * 1024 * 1024;

/** What the release reads and does, injectable for tests. */
export interface MemoryReleaseProbe {
  /** Event-loop utilisation (0–1) since the previous call. */
  busySinceLastCheck(): number;
  /** Bytes the V8 heap holds in memory. */
  heapCommitted(): number;
  /** One full, memory-reducing collection. */
  collect(): void;
}

type ExposedGc = (options: { type: string; execution: string; flavor: string }) => void;

/** The process's own probe, or undefined when garbage collection is not exposed. */
export function processProbe(): MemoryReleaseProbe | undefined {
  const gc = (globalThis as { gc?: ExposedGc }).gc;
  if (typeof gc !== 'function') return undefined;
  let last = performance.eventLoopUtilization();
  return {
    busySinceLastCheck() {
      const now = performance.eventLoopUtilization();
      const busy = performance.eventLoopUtilization(now, last).utilization;
      last = now;
      return busy;
    },
    heapCommitted: () => v8.getHeapStatistics().total_physical_size,
    // "last-resort" is V8's memory-reducing kind: a plain gc() frees the heap
    // but leaves its pages pooled, so the resident size would not move.
    collect: () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' }),
  };
}

/** Starts the periodic check; returns a function that stops it. */
export function releaseMemoryWhenIdle(
  probe: MemoryReleaseProbe | undefined = processProbe(),
  intervalMs = IDLE_CHECK_MS,
): () => void {
  if (!probe) return () => {};
  // Zero, so the first quiet interval collects too: the start leaves over
  // 100 MB of garbage (module sources, Node re-reading package.json exports
  // maps) that V8 would otherwise keep for the life of the process.
  let baseline = 0;
  const timer = setInterval(() => {
    const quiet = probe.busySinceLastCheck() < QUIET_UTILISATION;
    const committed = probe.heapCommitted();
    if (quiet && committed > baseline + RELEASE_AFTER_GROWTH_BYTES) {
      probe.collect();
      baseline = probe.heapCommitted();
    } else if (committed < baseline) {
      baseline = committed;
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
