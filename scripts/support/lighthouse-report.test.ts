import { describe, expect, it } from 'vitest';
import {
  baselineFirst,
  readRun,
  section,
  summarise,
  type Report,
  type RunResult,
} from './lighthouse-report.ts';

function report(tbt: number, performance: number, scripts: Array<[number, number]>): Report {
  const category = (score: number) => ({ score, auditRefs: [] });
  const audit = (numericValue: number) => ({
    title: '',
    score: 1,
    scoreDisplayMode: 'numeric',
    numericValue,
  });
  return {
    lighthouseVersion: '13',
    categories: {
      performance: category(performance),
      accessibility: category(1),
      'best-practices': category(1),
      seo: category(1),
    },
    audits: {
      'first-contentful-paint': audit(2100),
      'largest-contentful-paint': audit(2300),
      'total-blocking-time': audit(tbt),
      'cumulative-layout-shift': audit(0),
      'speed-index': audit(2200),
      metrics: {
        title: '',
        score: null,
        scoreDisplayMode: 'informative',
        details: { items: [{ observedLoad: 500 }] },
      },
      'network-requests': {
        title: '',
        score: null,
        scoreDisplayMode: 'informative',
        details: {
          items: [
            { resourceType: 'Document', transferSize: 10_000, networkRequestTime: 0 },
            ...scripts.map(([start, size]) => ({
              resourceType: 'Script',
              transferSize: size,
              networkRequestTime: start,
            })),
          ],
        },
      },
    },
  };
}

describe('npm run lighthouse', () => {
  it('lets the two builds take turns, flipping from page to page and run to run', () => {
    const order = [0, 1, 2].map((run) => [0, 1, 2].map((page) => baselineFirst(run, page)));
    expect(order).toEqual([
      [false, true, false],
      [true, false, true],
      [false, true, false],
    ]);
  });

  it('counts the scripts a page fetched, and those fetched after the load event', () => {
    const run = readRun(
      report(120, 0.93, [
        [100, 90_000],
        [120, 15_000],
        [900, 10_000],
      ]),
    );
    expect(run.js).toEqual({ files: 3, bytes: 115_000, afterLoad: 1 });
    expect(run.metrics.TBT).toBe(120);
    expect(run.scores.performance).toBe(93);
  });

  it('reports the median of each metric, and both builds side by side', () => {
    const runs = (tbts: number[]): RunResult[] =>
      tbts.map((tbt) => readRun(report(tbt, tbt > 200 ? 0.85 : 0.97, [[100, 100_000]])));
    const text = section({
      date: new Date(0),
      command: 'npm run lighthouse',
      lighthouseVersion: '13',
      environment: 'test',
      runs: 3,
      current: [summarise('/', runs([60, 40, 300]))],
      baseline: {
        ref: 'HEAD',
        commit: 'a'.repeat(40),
        pages: [summarise('/', runs([300, 150, 500]))],
      },
      workingTree: 'abc (clean)',
    });
    expect(text).toContain('| `/` | 85 → 97 | 100 | 100 | 100 |');
    expect(text).toContain('| 300 ms → 60 ms |');
    expect(text).toContain('- `/`: 300, 150, 500 → 60, 40, 300 ms');
  });
});
