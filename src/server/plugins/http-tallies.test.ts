import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { DURATION_BUCKETS, HttpTallies } from './http-tallies.ts';

/** The lines of one metric family in a registry's text format. */
async function family(registry: Registry, name: string): Promise<string[]> {
  const text = await registry.metrics();
  return text.split('\n').filter((line) => line.startsWith(name));
}

describe('HttpTallies', () => {
  it("answers scrapes exactly as prom-client's own instruments would", async () => {
    const answers: Array<[string, string, number, number, number]> = [
      ['/blog/:slug', 'GET', 200, 0.0004, 5000],
      ['/blog/:slug', 'GET', 200, 0.02, 5000],
      ['/blog/:slug', 'GET', 404, 0.3, 800],
      ['/api/contact/submit', 'POST', 200, 7, 120],
      ['/blog/:slug', 'GET', 200, 0.001, 0],
    ];
    const tallied = new Registry();
    const tallies = new HttpTallies();
    tallies.register(tallied);
    const native = new Registry();
    const labelNames = ['route', 'method', 'status_class'];
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'x',
      labelNames,
      registers: [native],
    });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'x',
      labelNames,
      buckets: DURATION_BUCKETS,
      registers: [native],
    });
    const bytes = new Counter({
      name: 'http_response_bytes_total',
      help: 'x',
      labelNames: ['route'],
      registers: [native],
    });
    for (const [route, method, status, seconds, length] of answers) {
      tallies.add(route, method, status, seconds, length);
      const labels = { route, method, status_class: `${Math.floor(status / 100)}xx` };
      requests.inc(labels);
      duration.observe(labels, seconds);
      if (length > 0) bytes.inc({ route }, length);
    }
    for (const name of [
      'http_requests_total',
      'http_request_duration_seconds',
      'http_response_bytes_total',
    ]) {
      const ours = (await family(tallied, name)).sort();
      expect(ours.length, name).toBeGreaterThan(0);
      expect(ours, name).toEqual((await family(native, name)).sort());
    }
  });

  it('counts the page cache’s answers by result', async () => {
    const registry = new Registry();
    const tallies = new HttpTallies();
    tallies.register(registry);
    for (const result of ['hit', 'hit', 'miss', 'bypass']) tallies.addCacheAnswer(result);
    expect(await family(registry, 'page_cache_answers_total{')).toEqual([
      'page_cache_answers_total{result="hit"} 2',
      'page_cache_answers_total{result="miss"} 1',
      'page_cache_answers_total{result="bypass"} 1',
    ]);
  });
});
