/**
 * Preloaded into the server by `npm run memory` (`node --import` this file):
 * on SIGUSR2 it appends one JSON line to MEMORY_PROBE_FILE with what the
 * process holds: process.memoryUsage(), V8's heap spaces and the size of every
 * WebAssembly.Memory still alive (PGlite's Postgres heap). With MEMORY_PROBE_GC
 * and --expose-gc it also collects garbage first and reports both, to tell
 * live data from garbage the heap still keeps (MEMORY_PROBE_GC=last-resort:
 * V8's memory-reducing collection, which also returns its pooled pages).
 *
 * It changes nothing else: the server runs as it would without it.
 */
import { appendFileSync } from 'node:fs';
import v8 from 'node:v8';

const file = process.env['MEMORY_PROBE_FILE'];
const MB = 1024 * 1024;
const round = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

/** WebAssembly memories made from JavaScript (Emscripten's, so PGlite's), held weakly. */
const memories: Array<WeakRef<WebAssembly.Memory>> = [];
const NativeMemory = WebAssembly.Memory;
WebAssembly.Memory = new Proxy(NativeMemory, {
  construct(target, args: [WebAssembly.MemoryDescriptor], newTarget) {
    const memory = Reflect.construct(target, args, newTarget) as WebAssembly.Memory;
    memories.push(new WeakRef(memory));
    return memory;
  },
});

function wasmBytes(): number[] {
  return memories
    .map((ref) => ref.deref())
    .filter((memory): memory is WebAssembly.Memory => memory !== undefined)
    .map((memory) => memory.buffer.byteLength);
}

function snapshot() {
  const usage = process.memoryUsage();
  const heap = v8.getHeapStatistics();
  const spaces = Object.fromEntries(
    v8
      .getHeapSpaceStatistics()
      .map((space) => [space.space_name.replace(/_space$/, ''), round(space.physical_space_size)]),
  );
  return {
    rss: round(usage.rss),
    heapTotal: round(usage.heapTotal),
    heapUsed: round(usage.heapUsed),
    external: round(usage.external),
    arrayBuffers: round(usage.arrayBuffers),
    heapLimit: round(heap.heap_size_limit),
    malloced: round(heap.malloced_memory),
    peakMalloced: round(heap.peak_malloced_memory),
    spaces,
    wasm: wasmBytes().map(round),
    // Exact sizes: the parent finds their mappings in /proc/<pid>/smaps for what is resident.
    wasmBytes: wasmBytes(),
  };
}

if (file) {
  process.on('SIGUSR2', () => {
    const before = snapshot();
    const mode = process.env['MEMORY_PROBE_GC'];
    const collect = Boolean(mode) && typeof globalThis.gc === 'function';
    // "last-resort" is V8's memory-reducing collection: it also hands pooled pages back.
    if (collect)
      (globalThis.gc as (options?: object) => void)(
        mode === 'last-resort'
          ? { type: 'major', execution: 'sync', flavor: 'last-resort' }
          : undefined,
      );
    const line = { at: Date.now(), ...before, ...(collect ? { afterGc: snapshot() } : {}) };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
  });
}
