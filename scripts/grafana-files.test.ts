import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * The deployer's monitoring files (issue 38): the Grafana dashboard and the
 * Prometheus alerting rules in deploy/grafana. Both only name metrics the
 * server exposes (the catalogue below, which docs/deployment.md's "Metrics
 * (Prometheus)" lists too), every alert the issue asks for is there, and
 * every rule's runbook is a heading of docs/deployment.md.
 */
const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** What GET /metrics holds: the site's own metrics (histograms by their base name). */
const SITE_METRICS = [
  'http_requests_total',
  'http_request_duration_seconds',
  'http_response_bytes_total',
  'page_cache_answers_total',
  'jobs_waiting',
  'jobs_oldest_waiting_seconds',
  'jobs_finished_total',
  'jobs_lease_expiries_total',
  'mail_messages_total',
  'newsletter_sends',
  'newsletter_recipients',
  'newsletter_messages_total',
  'comments_waiting_moderation',
  'leads_stored_total',
  'auth_sign_in_failures_total',
  'auth_lockouts_total',
  'rate_limit_refusals_total',
  'uploads_refused_total',
  'db_pool_connections',
  'db_query_duration_seconds',
  'redis_connected',
  's3_errors_total',
  'app_ready',
  'metrics_collect_seconds',
];

/** prom-client's collectDefaultMetrics (15.x). */
const DEFAULT_METRICS = [
  'process_cpu_user_seconds_total',
  'process_cpu_system_seconds_total',
  'process_cpu_seconds_total',
  'process_start_time_seconds',
  'process_resident_memory_bytes',
  'process_virtual_memory_bytes',
  'process_heap_bytes',
  'process_open_fds',
  'process_max_fds',
  'nodejs_eventloop_lag_seconds',
  'nodejs_eventloop_lag_min_seconds',
  'nodejs_eventloop_lag_max_seconds',
  'nodejs_eventloop_lag_mean_seconds',
  'nodejs_eventloop_lag_stddev_seconds',
  'nodejs_eventloop_lag_p50_seconds',
  'nodejs_eventloop_lag_p90_seconds',
  'nodejs_eventloop_lag_p99_seconds',
  'nodejs_active_resources',
  'nodejs_active_resources_total',
  'nodejs_active_handles',
  'nodejs_active_handles_total',
  'nodejs_active_requests',
  'nodejs_active_requests_total',
  'nodejs_heap_size_total_bytes',
  'nodejs_heap_size_used_bytes',
  'nodejs_external_memory_bytes',
  'nodejs_heap_space_size_total_bytes',
  'nodejs_heap_space_size_used_bytes',
  'nodejs_heap_space_size_available_bytes',
  'nodejs_version_info',
  'nodejs_gc_duration_seconds',
];

/** What Prometheus records of every scrape by itself. */
const SCRAPE_METRICS = ['up'];

const KNOWN = new Set([...SITE_METRICS, ...DEFAULT_METRICS, ...SCRAPE_METRICS]);

/** The alerts the issue names: the rules that implement each, and the metric each rule reads. */
const ISSUE_ALERTS: Record<string, Record<string, string>> = {
  'CRM outbox older than 15 minutes': { CrmOutboxStale: 'jobs_oldest_waiting_seconds' },
  'mail failures': {
    MailDeliveryFailed: 'mail_messages_total',
    MailOutboxStale: 'jobs_oldest_waiting_seconds',
  },
  'newsletter paused': { NewsletterPaused: 'newsletter_sends' },
  '5xx rate': { HighServerErrorRate: 'http_requests_total' },
  'p99 over 1 s': { SlowResponsesP99: 'http_request_duration_seconds_bucket' },
  'page-cache hit ratio under 80 %': { PageCacheHitRatioLow: 'page_cache_answers_total' },
  'memory over budget': { MemoryOverBudget: 'process_resident_memory_bytes' },
  'no instance ready': { NoInstanceReady: 'app_ready' },
};

const NOT_METRICS = new Set(['and', 'or', 'unless', 'bool', 'offset', 'inf', 'nan']);

/**
 * The metric names a PromQL expression selects: what is left once strings,
 * label matchers, ranges, grouping lists and Grafana's variables are taken
 * out, less functions (a name before a parenthesis) and operators.
 */
function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, '')
    .replace(/\$\{?\w+\}?/g, '');
  const names: string[] = [];
  for (const match of bare.matchAll(/(?<![\w.])[A-Za-z_:][\w:]*/g)) {
    const rest = bare.slice(match.index + match[0].length);
    if (/^\s*\(/.test(rest) || NOT_METRICS.has(match[0].toLowerCase())) continue;
    names.push(match[0]);
  }
  return names;
}

/** A series name as the catalogue has it: a histogram's series by its base name. */
const baseName = (name: string) => name.replace(/_(?:bucket|sum|count)$/, '');
const unknownMetrics = (exprs: string[]) =>
  [...new Set(exprs.flatMap(metricNames))].filter(
    (name) => !KNOWN.has(name) && !KNOWN.has(baseName(name)),
  );

/** GitHub's anchors of a Markdown file's headings (duplicates get -1, -2…). */
function headingAnchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const slug = heading[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

interface Rule {
  alert?: string;
  record?: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

interface Panel {
  id: number;
  type: string;
  title: string;
  datasource?: { type?: string; uid?: string };
  targets?: { expr: string; datasource?: { uid?: string } }[];
  panels?: Panel[];
}

const rules = (
  parse(read('deploy/grafana/alerts.yml')) as { groups: { rules: Rule[] }[] }
).groups.flatMap((group) => group.rules);
const dashboard = JSON.parse(read('deploy/grafana/consultancy-site-dashboard.json')) as {
  schemaVersion: number;
  panels: Panel[];
  templating: { list: { name: string; type: string; query: unknown }[] };
};
const panels = dashboard.panels.flatMap((panel) => [panel, ...(panel.panels ?? [])]);
const dashboardExprs = panels.flatMap((panel) => (panel.targets ?? []).map((t) => t.expr));

describe('metricNames', () => {
  it('finds the series and nothing else', () => {
    expect(
      metricNames(
        'histogram_quantile(0.99, sum by (le, route) (rate(x_bucket{job="$job", kind=~"crm\\\\..*"}[$__rate_interval]))) > 1e3',
      ),
    ).toEqual(['x_bucket']);
    expect(
      metricNames(
        'sum(a_total{r="x"} unless a_total offset 15m) > 0 or absent(b{job="j"}) and on (k) c * 60',
      ),
    ).toEqual(['a_total', 'a_total', 'b', 'c']);
  });
});

describe('deploy/grafana/alerts.yml', () => {
  it('has exactly the alerts the issue names', () => {
    const expected = Object.values(ISSUE_ALERTS).flatMap((entry) => Object.keys(entry));
    expect(rules.map((rule) => rule.alert).sort()).toEqual(expected.sort());
    for (const [name, entry] of Object.entries(ISSUE_ALERTS)) {
      for (const [alert, metric] of Object.entries(entry)) {
        const rule = rules.find((r) => r.alert === alert);
        expect(rule, name).toBeDefined();
        expect(metricNames(rule?.expr ?? ''), alert).toContain(metric);
      }
    }
  });

  it('gives every rule a severity, a summary, a description and a runbook', () => {
    for (const rule of rules) {
      expect(['critical', 'warning'], rule.alert).toContain(rule.labels?.['severity']);
      for (const key of ['summary', 'description', 'runbook']) {
        expect(rule.annotations?.[key]?.trim(), `${rule.alert} ${key}`).toBeTruthy();
      }
    }
  });

  it('points every runbook at a heading of docs/deployment.md', () => {
    const anchors = headingAnchors(read('docs/deployment.md'));
    for (const rule of rules) {
      const anchor = /^docs\/deployment\.md#(.+)$/.exec(rule.annotations?.['runbook'] ?? '')?.[1];
      expect(anchor, rule.alert).toBeDefined();
      expect([...anchors], rule.alert).toContain(anchor);
    }
  });

  it('names only metrics the server exposes', () => {
    expect(unknownMetrics(rules.map((rule) => rule.expr))).toEqual([]);
  });
});

describe('deploy/grafana/consultancy-site-dashboard.json', () => {
  it('imports anywhere: a Prometheus data source variable and an instance variable', () => {
    const variables = dashboard.templating.list;
    expect(variables).toContainEqual(
      expect.objectContaining({ name: 'datasource', type: 'datasource', query: 'prometheus' }),
    );
    expect(variables.map((variable) => variable.name)).toContain('instance');
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(36);
    for (const panel of panels.filter((p) => p.type !== 'row')) {
      expect(panel.datasource?.uid, panel.title).toBe('${datasource}');
      for (const target of panel.targets ?? []) {
        expect(target.datasource?.uid, panel.title).toBe('${datasource}');
      }
    }
  });

  it('has the issue’s rows, and panels with ids of their own', () => {
    const rows = panels.filter((panel) => panel.type === 'row').map((panel) => panel.title);
    expect(rows).toEqual(['Overview', 'HTTP', 'Queues', 'Newsletter', 'Product', 'Runtime']);
    const ids = panels.map((panel) => panel.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names only metrics the server exposes, and shows every one of the site’s own', () => {
    expect(unknownMetrics(dashboardExprs)).toEqual([]);
    const used = new Set(dashboardExprs.flatMap(metricNames).map(baseName));
    expect(SITE_METRICS.filter((name) => !used.has(name))).toEqual([]);
  });
});
