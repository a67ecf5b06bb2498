import { Counter, Histogram, type MetricType, type Registry } from 'prom-client';

/*
 * The HTTP figures, kept as plain numbers the answer hook adds to, and
 * handed to prom-client only when Prometheus scrapes. prom-client's own
 * `inc` and `observe` check and hash their labels and allocate on every
 * call: four of them cost a cached page (about 100 µs of CPU) a fifth of
 * its rate in `npm run bench:metrics`. Here an answer costs three map
 * lookups and a few additions, and no allocation once its series exists.
 */

/** The buckets of `http_request_duration_seconds`. */
export const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

type Labels = Record<'route' | 'method' | 'status_class', string>;

/** One route, method and status class: its answers, their time, its bytes. */
interface Tally {
  labels: Labels;
  count: number;
  seconds: number;
  /** Answers per bucket (not cumulative); past the last bucket only `count` holds them. */
  buckets: number[];
  bytes: number;
}

export class HttpTallies {
  /** route → method → status class (1-5) → tally. */
  private readonly routes = new Map<string, Map<string, Tally[]>>();
  /** Page answers by what the page cache did. */
  private readonly cache = new Map<string, number>();

  /** Adds one answer (`method` already one of the bounded set). */
  add(route: string, method: string, status: number, seconds: number, bytes: number): void {
    let methods = this.routes.get(route);
    if (!methods) this.routes.set(route, (methods = new Map()));
    let classes = methods.get(method);
    if (!classes) methods.set(method, (classes = []));
    const statusClass = Math.floor(status / 100);
    const tally = (classes[statusClass] ??= {
      labels: { route, method, status_class: `${statusClass}xx` },
      count: 0,
      seconds: 0,
      buckets: DURATION_BUCKETS.map(() => 0),
      bytes: 0,
    });
    tally.count += 1;
    tally.seconds += seconds;
    let bucket = 0;
    while (bucket < DURATION_BUCKETS.length && seconds > DURATION_BUCKETS[bucket]!) bucket += 1;
    if (bucket < DURATION_BUCKETS.length) tally.buckets[bucket]! += 1;
    if (bytes > 0) tally.bytes += bytes;
  }

  addCacheAnswer(result: string): void {
    this.cache.set(result, (this.cache.get(result) ?? 0) + 1);
  }

  private *all(): Generator<Tally> {
    for (const methods of this.routes.values()) {
      for (const classes of methods.values()) {
        for (const tally of classes) if (tally) yield tally;
      }
    }
  }

  /** The four HTTP instruments, in the registry, reading these tallies when scraped. */
  register(registry: Registry): void {
    // Arrow functions keep `this` the tallies inside prom-client's `collect` calls.
    const all = () => this.all();
    const cache = this.cache;
    new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route pattern, method and status class',
      labelNames: ['route', 'method', 'status_class'],
      registers: [registry],
      collect() {
        this.reset();
        for (const tally of all()) this.inc(tally.labels, tally.count);
      },
    });
    registry.registerMetric(new TalliedHistogram(all));
    new Counter({
      name: 'http_response_bytes_total',
      help: 'Bytes of answer bodies sent, as their content-length says, by route pattern',
      labelNames: ['route'],
      registers: [registry],
      collect() {
        this.reset();
        for (const tally of all()) {
          if (tally.bytes > 0) this.inc({ route: tally.labels.route }, tally.bytes);
        }
      },
    });
    new Counter({
      name: 'page_cache_answers_total',
      help: 'Page requests by what the page cache did: hit, stale, miss, or bypass (signed in, not cacheable)',
      labelNames: ['result'],
      registers: [registry],
      collect() {
        this.reset();
        for (const [result, answers] of cache) this.inc({ result }, answers);
      },
    });
  }
}

const DURATION_HELP =
  'Time from a request to its answer, by route pattern, method and status class';

/** `http_request_duration_seconds`, its buckets read from the tallies when scraped. */
class TalliedHistogram extends Histogram {
  private readonly tallies: () => Iterable<Tally>;

  constructor(tallies: () => Iterable<Tally>) {
    super({
      name: 'http_request_duration_seconds',
      help: DURATION_HELP,
      labelNames: ['route', 'method', 'status_class'],
      buckets: DURATION_BUCKETS,
      registers: [],
    });
    this.tallies = tallies;
  }

  /** The text format's read (prom-client's registry asks this one when it exists). */
  async getForPromString() {
    return this.get();
  }

  override async get() {
    const name = 'http_request_duration_seconds';
    const values: Awaited<ReturnType<Histogram['get']>>['values'] = [];
    for (const tally of this.tallies()) {
      let cumulative = 0;
      for (const [index, le] of DURATION_BUCKETS.entries()) {
        cumulative += tally.buckets[index]!;
        values.push({
          labels: { le, ...tally.labels },
          value: cumulative,
          metricName: `${name}_bucket`,
        });
      }
      values.push({
        labels: { le: '+Inf', ...tally.labels },
        value: tally.count,
        metricName: `${name}_bucket`,
      });
      values.push({ labels: tally.labels, value: tally.seconds, metricName: `${name}_sum` });
      values.push({ labels: tally.labels, value: tally.count, metricName: `${name}_count` });
    }
    return {
      name,
      help: DURATION_HELP,
      // prom-client's runtime type names (its typings declare an enum it does not export).
      type: 'histogram' as unknown as MetricType,
      values,
      aggregator: 'sum' as const,
      collect: () => undefined,
    };
  }
}
