/**
 * autocannon as the measuring scripts (`npm run bench`, `npm run memory`)
 * call it: the package ships no types, so the options and the part of its
 * result they read are declared once here.
 */
import { createRequire } from 'node:module';

export interface CannonResult {
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Seconds the run took. */
  duration: number;
  requests: { average: number; total: number };
}

export interface CannonOptions {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  /** Each connection goes round these in turn (instead of GET url). */
  requests?: Array<{ method: string; path: string }>;
}

type Cannon = (
  options: CannonOptions,
  done: (err: Error | null, result: CannonResult) => void,
) => NodeJS.EventEmitter;

export const autocannon = createRequire(import.meta.url)('autocannon') as Cannon;
