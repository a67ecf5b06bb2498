/**
 * What `npm run loadtest` makes of each route's run: its counts and
 * latencies (every answer's time, not only the 2xx ones autocannon's own
 * histogram keeps), the table it prints and the problems that fail the run.
 */

/** The part of autocannon's result read here (the package ships no types). */
export interface CannonResult {
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
  '4xx': number;
  '5xx': number;
  statusCodeStats: Record<string, { count: number }>;
  requests: { total: number };
}

export interface RouteOutcome {
  name: string;
  connections: number;
  result: CannonResult;
  /** Milliseconds of every answer, in order of arrival. */
  latencies: number[];
  /** Request errors (timeouts included) by message. */
  errorMessages: Map<string, number>;
  /** The first few non-2xx answers: status and the start of the body. */
  refusals: string[];
}

export function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

interface Row {
  route: string;
  conns: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  fivexx: number;
}

function rowOf(outcome: RouteOutcome): Row {
  const sorted = Float64Array.from(outcome.latencies).sort();
  const values = Array.from(sorted);
  const { result } = outcome;
  return {
    route: outcome.name,
    conns: outcome.connections,
    requests: result.requests.total,
    rps: result.duration > 0 ? result.requests.total / result.duration : 0,
    p50: percentile(values, 50),
    p99: percentile(values, 99),
    max: values.at(-1) ?? Number.NaN,
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    fivexx: result['5xx'],
  };
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 1 : 0) : '–');

/** The table, one line per route and a total line (its p50/p99 over every answer). */
export function table(outcomes: RouteOutcome[]): string {
  const rows = outcomes.map(rowOf);
  const all = Float64Array.from(outcomes.flatMap((o) => o.latencies)).sort();
  const allValues = Array.from(all);
  const sum = (pick: (row: Row) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const total: Row = {
    route: 'total',
    conns: sum((r) => r.conns),
    requests: sum((r) => r.requests),
    rps: sum((r) => r.rps),
    p50: percentile(allValues, 50),
    p99: percentile(allValues, 99),
    max: allValues.at(-1) ?? Number.NaN,
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    non2xx: sum((r) => r.non2xx),
    fivexx: sum((r) => r.fivexx),
  };
  const header = [
    'route',
    'conns',
    'requests',
    'req/s',
    'p50 ms',
    'p99 ms',
    'max ms',
    'errors',
    'timeouts',
    'non-2xx',
    '5xx',
  ];
  const cells = [...rows, total].map((row) => [
    row.route,
    String(row.conns),
    String(row.requests),
    row.rps.toFixed(1),
    ms(row.p50),
    ms(row.p99),
    ms(row.max),
    String(row.errors),
    String(row.timeouts),
    String(row.non2xx),
    String(row.fivexx),
  ]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...cells.map((line) => line[i]!.length)),
  );
  const format = (line: string[]) =>
    `| ${line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((width, i) => (i === 0 ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [format(header), rule, ...cells.map(format)].join('\n');
}

/** Why the run fails: any error, timeout or non-2xx answer, or a route that got no answer. */
export function problems(outcomes: RouteOutcome[]): string[] {
  return outcomes.flatMap((outcome) => {
    const { result } = outcome;
    const found: string[] = [];
    if (result.requests.total === 0) found.push('no answer at all');
    if (result.errors - result.timeouts > 0)
      found.push(`${result.errors - result.timeouts} errors`);
    if (result.timeouts > 0) found.push(`${result.timeouts} timeouts`);
    if (result.non2xx > 0) {
      const statuses = Object.entries(result.statusCodeStats)
        .filter(([status]) => !status.startsWith('2'))
        .map(([status, { count }]) => `${count}× ${status}`);
      found.push(`non-2xx answers: ${statuses.join(', ')}`);
    }
    if (found.length === 0) return [];
    const details = [
      ...[...outcome.errorMessages].map(([message, count]) => `    ${count}× ${message}`),
      ...outcome.refusals.map((refusal) => `    ${refusal}`),
    ];
    return [`${outcome.name}: ${found.join('; ')}`, ...details];
  });
}
