import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import * as z from 'zod/mini';
import type { Executor, Database } from '../../db/client.ts';
import {
  ANALYTICS_LIMITS,
  ANALYTICS_MESSAGES,
  DEFAULT_RANGE,
  DEVICE_CLASSES,
  LEAD_KINDS,
  NOW_MINUTES,
  RANGE_PRESET_DAYS,
  type AnalyticsContentKind,
  type AnalyticsTable,
  type LeadKind,
} from '../../../shared/analytics-messages.ts';
import type {
  AnalyticsDay,
  AnalyticsRangeQuery,
  AnalyticsReport,
  AnalyticsTotals,
  ContentAnalytics,
  LeadSource,
} from '../../../shared/analytics.ts';
import { Invalid } from '../../errors.ts';
import type { Metrics } from '../../metrics.ts';
import { defineJob, type JobQueue } from '../jobs/jobs.service.ts';
import type { RetentionSource } from '../privacy/privacy.types.ts';
import type { CountedRequest, ViewFacts } from './analytics.counting.ts';
import { isCountedView, viewFactsOf } from './analytics.counting.ts';
import * as repository from './analytics.repository.ts';

/*
 * Cookieless analytics: views counted on the server as pages are answered,
 * buffered in memory and written in batches; a daily roll-up that every
 * report reads; and the source of every lead, found from its visitor's
 * first view of the day.
 */

const DAY_MS = 86_400_000;

/** A kind of content whose item pages count views of the item (posts, case studies). */
export interface AnalyticsContentSource {
  kind: AnalyticsContentKind;
  /** The item pages' paths: the first group is the slug. */
  pattern: RegExp;
  /** The ids of the items at these slugs (a renamed item's former slug redirects: not counted). */
  idsOf(slugs: readonly string[]): Promise<Map<string, string>>;
  /** The items' titles and current paths, for the reports. */
  titlesOf(ids: readonly string[]): Promise<Map<string, { title: string; path: string }>>;
}

/** The visit a lead came from, as `attribute` records it. */
export interface LeadVisit {
  landingPath: string;
  contentKind: AnalyticsContentKind | null;
  contentId: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

/** Who a request comes from, as the visitor hash needs it. */
export interface AnalyticsVisitor {
  ip: string;
  userAgent: string | undefined;
}

export interface AnalyticsServiceDeps {
  db: Database;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  enabled: boolean;
  /** Hosts the site answers on: their referrers are the site's own pages. */
  siteHosts: readonly string[];
  isPublicPage: (path: string) => boolean;
  /** How often the buffered views are written, and the rows (distinct views) written at once. */
  flushMs: number;
  flushViews: number;
  /** Days raw views and visits are kept (the daily tables are kept for good). */
  rawDays: number;
  /** Counts the leads stored, by kind (whether or not views are counted). */
  metrics?: Pick<Metrics, 'counter'>;
  now?: () => Date;
}

/** The roll-up of finished days and the raw views' retention: once a day, one waiting job. */
export const ROLLUP_JOB = defineJob<Record<string, never>>(
  'analytics.rollup',
  z.object({}) as unknown as z.ZodMiniType<Record<string, never>>,
  { maxAttempts: 5 },
);
const ROLLUP_SUBJECT = 'analytics-rollup';
/** The day's roll-up runs this long after midnight (UTC), once every instance has flushed. */
const ROLLUP_AFTER_MIDNIGHT_MS = 10 * 60_000;
/** Today's figures are rolled up again when a report finds them older than this. */
const TODAY_FRESH_MS = 30_000;
/** Visitors whose hash of the day is kept in memory (each costs a hundred-odd bytes). */
const HASHES_KEPT = 50_000;
/** Views held when the database cannot take them; older ones are dropped past this. */
const BUFFER_MAX = 50_000;

const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const addDays = (day: string, days: number) =>
  dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
const rate = (leads: number, visitors: number) =>
  visitors > 0 ? Math.round((leads / visitors) * 10_000) / 10_000 : null;

/** The sums of a series of days, with their conversion rate. */
function totalOf(days: readonly AnalyticsDay[]): AnalyticsTotals {
  let views = 0;
  let visitors = 0;
  let leads = 0;
  for (const day of days) {
    views += day.views;
    visitors += day.visitors;
    leads += day.leads;
  }
  return { views, visitors, leads, conversionRate: rate(leads, visitors) };
}

/** The label of a lead's source: "direct / unknown" when no visit was found. */
export function sourceLabel(source: {
  found: boolean;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}): string {
  if (!source.found) return ANALYTICS_MESSAGES.unknownSource;
  if (source.utmSource || source.utmCampaign) {
    return [source.utmSource, source.utmMedium, source.utmCampaign]
      .map((part) => part ?? '—')
      .join(' / ');
  }
  return source.referrerHost ?? ANALYTICS_MESSAGES.direct;
}

export const UNKNOWN_SOURCE: LeadSource = {
  found: false,
  landingPath: null,
  referrerHost: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  label: ANALYTICS_MESSAGES.unknownSource,
};

function toLeadSource(row: repository.LeadSourceRow): LeadSource {
  const source = {
    found: row.found,
    landingPath: row.landingPath,
    referrerHost: row.referrerHost,
    utmSource: row.utmSource,
    utmMedium: row.utmMedium,
    utmCampaign: row.utmCampaign,
  };
  return { ...source, label: sourceLabel(source) };
}

/** The period a query names: a preset ending today, or a custom range; and the one before it. */
export function periodOf(query: AnalyticsRangeQuery, today: string) {
  const preset = query.range ?? (query.from || query.to ? 'custom' : DEFAULT_RANGE);
  let from: string;
  let to: string;
  if (preset === 'custom') {
    to = query.to ?? today;
    from = query.from ?? addDays(to, -(RANGE_PRESET_DAYS['30d'] - 1));
  } else {
    to = today;
    from = addDays(today, -(RANGE_PRESET_DAYS[preset] - 1));
  }
  const days = daysBetween(from, to);
  if (days < 1 || days > ANALYTICS_LIMITS.rangeDays) {
    throw new Invalid(ANALYTICS_MESSAGES.invalidRange, {
      fieldErrors: { from: [ANALYTICS_MESSAGES.invalidRange] },
    });
  }
  const previous = { from: addDays(from, -days), to: addDays(from, -1) };
  return { preset, from, to, days, previous };
}

export function createAnalyticsService(deps: AnalyticsServiceDeps) {
  const { db, jobs, log } = deps;
  const now = deps.now ?? (() => new Date());
  const siteHosts = new Set(deps.siteHosts.map((host) => host.toLowerCase()));
  const leadsStored = deps.metrics?.counter(
    'leads_stored_total',
    'Leads stored, by kind: contact, meeting, chat, newsletter, catalogue, comment',
    ['kind'],
    LEAD_KINDS.map((kind) => ({ kind })),
  );
  const contentSources: AnalyticsContentSource[] = [];

  /* ---- The daily salt ---- */

  /** Today's salt once read (the common case: hashed at once, no promise per view). */
  let known: { day: string; value: string } | undefined;
  let reading: { day: string; value: Promise<string | undefined> } | undefined;
  /** A day's salt (undefined once a later day has begun: a late view is not counted). */
  function saltFor(day: string): Promise<string | undefined> {
    if (known?.day === day) return Promise.resolve(known.value);
    if (reading?.day === day) return reading.value;
    const value = repository.saltOf(db, day, randomBytes(32).toString('base64url'));
    reading = { day, value };
    value.then(
      (salt) => {
        if (reading?.value === value && salt !== undefined) known = { day, value: salt };
      },
      () => {
        if (reading?.value === value) reading = undefined;
      },
    );
    return value;
  }
  const hashOf = (saltValue: string, visitor: AnalyticsVisitor) =>
    createHmac('sha256', saltValue)
      .update(`${visitor.ip}|${visitor.userAgent ?? ''}`)
      .digest('base64url')
      .slice(0, 32);
  /**
   * Today's hashes of the visitors seen today, so a visitor's next views
   * cost a lookup rather than an HMAC. Emptied when the day (and its salt)
   * changes, and when it holds HASHES_KEPT visitors.
   */
  let hashes = { day: '', of: new Map<string, string>() };
  function todaysHash(day: string, saltValue: string, visitor: AnalyticsVisitor): string {
    if (hashes.day !== day || hashes.of.size >= HASHES_KEPT) hashes = { day, of: new Map() };
    const who = `${visitor.ip}|${visitor.userAgent ?? ''}`;
    let hash = hashes.of.get(who);
    if (hash === undefined) {
      hash = hashOf(saltValue, visitor);
      hashes.of.set(who, hash);
    }
    return hash;
  }

  /** The UTC day of a time, worked out once a day rather than once a view. */
  let today = { day: '', until: 0 };
  function dayAt(at: Date): string {
    const time = at.getTime();
    if (time >= today.until || time < today.until - DAY_MS) {
      const day = dayOf(at);
      today = { day, until: Date.parse(`${day}T00:00:00Z`) + DAY_MS };
    }
    return today.day;
  }

  /* ---- Counting, buffered ---- */

  interface PendingView extends ViewFacts {
    at: Date;
    day: string;
    visitorHash: string;
    /** Views of the very same facts (a visitor reloading a page) in this batch: one row. */
    count: number;
  }
  /**
   * The views not written yet, one entry per visitor, page, source and
   * device: a visitor's repeated views of a page within a batch are one row
   * with their count (a reload storm costs one row, and every view still
   * counts). Insertion order keeps each visitor's first view first.
   */
  let buffer = new Map<string, PendingView>();
  /** The first buffered view of each visitor's day, until it is written (attribution reads it). */
  let pendingVisits = new Map<string, PendingView>();
  let flushing: Promise<void> | undefined;
  /** The flush asked for while another was writing (one, whoever asks). */
  let following: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let counting: Promise<unknown> = Promise.resolve();

  function add(facts: ViewFacts, at: Date, day: string, visitorHash: string): void {
    const key = `${day}|${visitorHash}|${facts.path}|${facts.device}|${facts.referrer ?? facts.referrerHost ?? ''}|${facts.utmSource ?? ''}|${facts.utmMedium ?? ''}|${facts.utmCampaign ?? ''}`;
    const same = buffer.get(key);
    if (same) {
      same.count++;
    } else {
      if (buffer.size >= BUFFER_MAX) buffer.delete(buffer.keys().next().value!);
      const view: PendingView = { ...facts, at, day, visitorHash, count: 1 };
      buffer.set(key, view);
      const visit = `${day}|${visitorHash}`;
      if (!pendingVisits.has(visit)) pendingVisits.set(visit, view);
    }
    // Rows, not views: what a batch costs to write (a reload only adds to a count).
    if (buffer.size >= deps.flushViews) void flush();
  }

  function record(facts: ViewFacts, visitor: AnalyticsVisitor): void {
    const at = now();
    const day = dayAt(at);
    if (known?.day === day) return add(facts, at, day, todaysHash(day, known.value, visitor));
    const step = saltFor(day).then((value) => {
      if (value !== undefined) add(facts, at, day, todaysHash(day, value, visitor));
    });
    counting = step.catch((err: unknown) => {
      log.warn({ err }, 'a view was not counted: no salt for the day');
    });
  }

  async function contentOf(views: readonly PendingView[]) {
    const found = new Map<string, { kind: AnalyticsContentKind; id: string }>();
    for (const source of contentSources) {
      const slugs = new Set<string>();
      for (const view of views) {
        const match = source.pattern.exec(view.path);
        if (match?.[1]) slugs.add(decodeURIComponentSafe(match[1]));
      }
      if (slugs.size === 0) continue;
      const ids = await source.idsOf([...slugs]);
      for (const view of views) {
        const match = source.pattern.exec(view.path);
        const id = match?.[1] ? ids.get(decodeURIComponentSafe(match[1])) : undefined;
        if (id) found.set(view.path, { kind: source.kind, id });
      }
    }
    return found;
  }

  async function writeBatch(): Promise<void> {
    await counting;
    if (buffer.size === 0) return;
    const batch = [...buffer.values()];
    buffer = new Map();
    try {
      const content = await contentOf(batch);
      await repository.insertViews(
        db,
        batch.map((view) => ({
          at: view.at,
          day: view.day,
          visitorHash: view.visitorHash,
          path: view.path,
          contentKind: content.get(view.path)?.kind ?? null,
          contentId: content.get(view.path)?.id ?? null,
          referrerHost: view.referrerHost,
          referrer: view.referrer,
          utmSource: view.utmSource,
          utmMedium: view.utmMedium,
          utmCampaign: view.utmCampaign,
          device: view.device,
          count: view.count,
          landing: false,
        })),
      );
      written = true;
      for (const view of batch) {
        const key = `${view.day}|${view.visitorHash}`;
        if (pendingVisits.get(key) === view) pendingVisits.delete(key);
      }
      const today = dayOf(now());
      if ([...pendingVisits.keys()].some((key) => !key.startsWith(today))) {
        pendingVisits = new Map([...pendingVisits].filter(([key]) => key.startsWith(today)));
      }
    } catch (err) {
      // Kept for the next flush (the newest BUFFER_MAX rows): the database may be back by then.
      const kept = [...batch.entries()].map(
        ([i, view]) => [`retry|${i}|${view.visitorHash}`, view] as const,
      );
      buffer = new Map([...kept, ...buffer].slice(-BUFFER_MAX));
      log.warn({ err, views: batch.length }, 'views not written yet; kept for the next flush');
    }
  }

  /**
   * Writes the views buffered so far, one flush at a time. A flush asked for
   * while another is writing waits for it and then writes what came since:
   * a caller (a lead looking for its visit, a report) is answered only once
   * every view it could see is written, not when an earlier batch is.
   */
  function flush(): Promise<void> {
    if (!flushing) {
      flushing = writeBatch().finally(() => {
        flushing = undefined;
      });
      return flushing;
    }
    const next = () => {
      following = undefined;
      return flush();
    };
    following ??= flushing.then(next, next);
    return following;
  }

  /* ---- Roll-ups ---- */

  let todayRolled: { day: string; at: number; running?: Promise<void> } | undefined;
  /** Views written here since today's last roll-up. */
  let written = false;
  /**
   * Rolls today up for a report: when this instance has written views since
   * the last roll-up, or it is older than TODAY_FRESH_MS (other instances'
   * views).
   */
  async function freshToday(): Promise<void> {
    const at = now();
    const day = dayOf(at);
    if (todayRolled?.running) return todayRolled.running;
    const fresh = todayRolled?.day === day && at.getTime() - todayRolled.at < TODAY_FRESH_MS;
    if (fresh && !written && buffer.size === 0) return;
    const running = flush().then(() => {
      written = false;
      return repository.rollUp(db, day, false);
    });
    todayRolled = { day, at: at.getTime(), running };
    try {
      await running;
    } finally {
      if (todayRolled.running === running) delete todayRolled.running;
    }
  }

  /** Rolls up every finished day not rolled up yet (final), then today. */
  async function rollUpDays(): Promise<number> {
    await flush();
    const today = dayOf(now());
    const days = await repository.daysToRollUp(db, today);
    for (const day of days) await repository.rollUp(db, day, true);
    await repository.rollUp(db, today, false);
    todayRolled = undefined;
    return days.length;
  }

  jobs.register(ROLLUP_JOB, async () => {
    const rolled = await rollUpDays();
    log.info({ days: rolled }, 'analytics rolled up');
    const next = new Date(
      Date.parse(`${addDays(dayOf(now()), 1)}T00:00:00Z`) + ROLLUP_AFTER_MIDNIGHT_MS,
    );
    await jobs.enqueue(db, ROLLUP_JOB, {}, { subjectId: ROLLUP_SUBJECT, runAt: next });
  });

  /* ---- Reports ---- */

  async function titles(ids: { kind: AnalyticsContentKind; id: string }[]) {
    const found = new Map<string, { title: string; path: string }>();
    for (const source of contentSources) {
      const mine = ids.filter((item) => item.kind === source.kind).map((item) => item.id);
      if (mine.length === 0) continue;
      for (const [id, title] of await source.titlesOf(mine)) found.set(id, title);
    }
    return found;
  }

  async function totalsOf(period: repository.Period): Promise<AnalyticsTotals> {
    return totalOf(
      [...(await repository.dayFigures(db, period)).values()].map((d) => ({ day: '', ...d })),
    );
  }

  async function daysOf(period: repository.Period, contentId?: string): Promise<AnalyticsDay[]> {
    const figures = await repository.dayFigures(db, period, contentId);
    const days: AnalyticsDay[] = [];
    for (let day = period.from; day <= period.to; day = addDays(day, 1)) {
      days.push({ day, ...(figures.get(day) ?? { views: 0, visitors: 0, leads: 0 }) });
    }
    return days;
  }

  async function report(
    query: AnalyticsRangeQuery,
    limit: number | null = ANALYTICS_LIMITS.tableRows,
  ) {
    const period = periodOf(query, dayOf(now()));
    if (period.to >= dayOf(now())) await freshToday();
    const fiveMinutesAgo = new Date(now().getTime() - NOW_MINUTES * 60_000);
    const [
      days,
      previousTotals,
      pages,
      content,
      referrers,
      campaigns,
      devices,
      sources,
      landing,
      unknown,
      kinds,
      recent,
    ] = await Promise.all([
      daysOf(period),
      totalsOf(period.previous),
      repository.pageFigures(db, period, limit),
      repository.contentFigures(db, period, limit),
      repository.referrerFigures(db, period, limit),
      repository.campaignFigures(db, period, limit),
      repository.deviceFigures(db, period),
      repository.leadSourceFigures(db, period, limit),
      repository.landingFigures(db, period, limit),
      repository.unknownLeads(db, period),
      repository.leadKindFigures(db, period),
      repository.visitorHashesSince(db, fiveMinutesAgo),
    ]);
    const itemTitles = await titles(
      content.map((row) => ({ kind: row.kind as AnalyticsContentKind, id: String(row.id) })),
    );
    const totals = totalOf(days);
    const nowVisitors = new Set(recent);
    for (const view of buffer.values()) {
      if (view.at >= fiveMinutesAgo) nowVisitors.add(view.visitorHash);
    }
    const n = repository.numberOf;
    const text = repository.textOf;
    const result: AnalyticsReport = {
      enabled: deps.enabled,
      range: { preset: period.preset, from: period.from, to: period.to, days: period.days },
      previous: period.previous,
      totals,
      previousTotals,
      days,
      pages: pages.map((row) => ({
        path: text(row.path),
        views: n(row.views),
        visitors: n(row.visitors),
        entries: n(row.entries),
        leads: n(row.leads),
      })),
      content: content.map((row) => {
        const id = text(row.id);
        const item = itemTitles.get(id);
        return {
          kind: row.kind as AnalyticsContentKind,
          id,
          title: item?.title ?? text(row.path),
          path: item?.path ?? text(row.path),
          views: n(row.views),
          visitors: n(row.visitors),
          leads: n(row.leads),
        };
      }),
      referrers: referrers.map((row) => ({
        referrer: text(row.key) || ANALYTICS_MESSAGES.direct,
        visitors: n(row.visitors),
        leads: n(row.leads),
        conversionRate: rate(n(row.leads), n(row.visitors)),
      })),
      campaigns: campaigns.map((row) => {
        const [source = '', medium = '', campaign = ''] = text(row.key).split('|');
        return {
          source,
          medium,
          campaign,
          visitors: n(row.visitors),
          leads: n(row.leads),
          conversionRate: rate(n(row.leads), n(row.visitors)),
        };
      }),
      devices: DEVICE_CLASSES.map((device) => {
        const row = devices.find((figures) => figures.key === device);
        return { device, visitors: n(row?.visitors), views: n(row?.views) };
      }),
      leadSources: [
        ...sources.map((row) => ({
          source: text(row.key),
          leads: n(row.leads),
          visitors: n(row.visitors),
          conversionRate: rate(n(row.leads), n(row.visitors)),
        })),
        ...(unknown > 0
          ? [
              {
                source: ANALYTICS_MESSAGES.unknownSource,
                leads: unknown,
                visitors: 0,
                conversionRate: null,
              },
            ]
          : []),
      ],
      landingPages: landing.map((row) => ({
        path: text(row.key),
        entries: n(row.visitors),
        leads: n(row.leads),
        conversionRate: rate(n(row.leads), n(row.visitors)),
      })),
      leadKinds: LEAD_KINDS.map((kind) => ({
        kind,
        leads: n(kinds.find((row) => row.key === kind)?.leads),
      })),
      now: nowVisitors.size,
    };
    return result;
  }

  async function contentReport(
    ids: readonly string[],
    query: AnalyticsRangeQuery,
  ): Promise<ContentAnalytics[]> {
    const period = periodOf(query, dayOf(now()));
    if (period.to >= dayOf(now())) await freshToday();
    return Promise.all(
      ids.map(async (id) => {
        const [days, referrers] = await Promise.all([
          daysOf(period, id),
          repository.referrerFigures(db, period, 10, id),
        ]);
        const totals = totalOf(days);
        return {
          id,
          totals,
          days,
          referrers: referrers.map((row) => ({
            referrer: repository.textOf(row.key) || ANALYTICS_MESSAGES.direct,
            visitors: repository.numberOf(row.visitors),
            leads: repository.numberOf(row.leads),
          })),
        };
      }),
    );
  }

  /* ---- Leads ---- */

  /**
   * The visit a visitor's lead comes from: today's first counted view. A
   * view still in this instance's buffer is written first, so a visitor who
   * lands and sends a form within seconds is found too.
   */
  async function visitOf(visitor: AnalyticsVisitor | undefined): Promise<LeadVisit | undefined> {
    if (!deps.enabled || !visitor) return undefined;
    const day = dayOf(now());
    // The views counted before this lead are in the buffer first (the day's
    // first views wait for its salt to be read or made).
    await counting;
    const saltValue =
      known?.day === day
        ? known.value
        : reading?.day === day
          ? await reading.value.catch(() => undefined)
          : await repository.storedSalt(db, day);
    if (!saltValue) return undefined;
    const hash = hashOf(saltValue, visitor);
    if (pendingVisits.has(`${day}|${hash}`)) await flush();
    const visit = await repository.visitOf(db, day, hash);
    return (
      visit && {
        landingPath: visit.landingPath,
        contentKind: visit.contentKind,
        contentId: visit.contentId,
        referrerHost: visit.referrerHost,
        utmSource: visit.utmSource,
        utmMedium: visit.utmMedium,
        utmCampaign: visit.utmCampaign,
      }
    );
  }

  return {
    enabled: deps.enabled,

    /**
     * The response hook's part: counts the answered request when the rules
     * say it is a view. Takes the request itself (its address is read only
     * for a view).
     */
    observe(
      request: Omit<CountedRequest, 'status'> & { readonly ip: string },
      status: number,
    ): void {
      if (!deps.enabled) return;
      const answered: CountedRequest = {
        method: request.method,
        url: request.url,
        status,
        headers: request.headers,
      };
      if (!isCountedView(answered, deps.isPublicPage, siteHosts)) return;
      const userAgent = request.headers['user-agent'];
      record(viewFactsOf(answered, siteHosts), {
        ip: request.ip,
        userAgent: Array.isArray(userAgent) ? userAgent[0] : userAgent,
      });
    },

    flush,
    start() {
      if (!deps.enabled || timer) return;
      timer = setInterval(() => void flush(), deps.flushMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await flush();
    },

    registerContent(source: AnalyticsContentSource) {
      contentSources.push(source);
    },

    /**
     * Where a visitor's lead comes from: read before the lead's transaction
     * opens (it may write this instance's buffered views), then handed to
     * `attribute` inside it. Undefined: no counted visit ("direct / unknown").
     */
    async visitFor(visitor: AnalyticsVisitor | undefined): Promise<LeadVisit | undefined> {
      return visitOf(visitor).catch((err: unknown) => {
        log.warn({ err }, 'lead source not found: recorded as unknown');
        return undefined;
      });
    },

    /**
     * Counts leads of a kind once their transaction has committed (the
     * `leads_stored_total` metric; a no-op when metrics are off).
     */
    leadStored(kind: LeadKind, count = 1): void {
      if (count > 0) leadsStored?.inc({ kind }, count);
    },

    /** Records a lead's source (`visitFor`'s answer) in the lead's own transaction. */
    async attribute(
      tx: Executor,
      lead: { kind: LeadKind; id: string },
      visit: LeadVisit | undefined,
    ): Promise<void> {
      await repository.insertLeadSource(tx, {
        kind: lead.kind,
        leadId: lead.id,
        at: now(),
        found: visit !== undefined,
        landingPath: visit?.landingPath ?? null,
        contentKind: visit?.contentKind ?? null,
        contentId: visit?.contentId ?? null,
        referrerHost: visit?.referrerHost ?? null,
        utmSource: visit?.utmSource ?? null,
        utmMedium: visit?.utmMedium ?? null,
        utmCampaign: visit?.utmCampaign ?? null,
      });
    },

    /** The sources of these leads (a lead recorded before analytics existed: "direct / unknown"). */
    async sourcesOf(
      executor: Executor,
      kind: LeadKind,
      ids: readonly string[],
    ): Promise<Map<string, LeadSource>> {
      const rows = await repository.leadSourcesOf(executor, kind, ids);
      const found = new Map(rows.map((row) => [row.leadId, toLeadSource(row)]));
      return new Map(ids.map((id) => [id, found.get(id) ?? UNKNOWN_SOURCE]));
    },

    /** Deletes the sources of these leads (an erasure deletes or anonymises the leads). */
    forgetLeads(tx: Executor, kind: LeadKind, ids: readonly string[]): Promise<number> {
      return repository.deleteLeadSources(tx, kind, ids);
    },

    report,
    contentReport,

    /** One table of the report, every row, for its CSV export. */
    async table(table: AnalyticsTable, query: AnalyticsRangeQuery) {
      const full = await report(query, null);
      const tables = {
        days: full.days,
        pages: full.pages,
        content: full.content,
        referrers: full.referrers,
        campaigns: full.campaigns,
        devices: full.devices,
        'lead-sources': full.leadSources,
        'landing-pages': full.landingPages,
        'lead-kinds': full.leadKinds,
      } satisfies Record<AnalyticsTable, unknown[]>;
      return { rows: tables[table] as Record<string, unknown>[], range: full.range };
    },

    rollUpDays,
    async scheduleRollUp() {
      await db.transaction((tx) => jobs.enqueueUnlessWaiting(tx, ROLLUP_JOB, {}, ROLLUP_SUBJECT));
    },

    /**
     * The retention rule (the privacy module's daily run): raw views and
     * visits older than ANALYTICS_RAW_DAYS go, once their day is rolled up.
     * Views identify nobody (the salt that made their hash is gone), so
     * there is nothing to export or erase by address.
     */
    retention: {
      name: 'analyticsViews',
      async retain(tx) {
        const today = dayOf(now());
        for (const day of await repository.daysToRollUp(tx, today)) {
          await repository.rollUp(tx, day, true);
        }
        return { count: await repository.deleteRawBefore(tx, addDays(today, -deps.rawDays)) };
      },
    } satisfies RetentionSource,
  };
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

/** What the lead modules use: a lead's source recorded, read and forgotten. */
export type LeadAttribution = Pick<
  AnalyticsService,
  'visitFor' | 'attribute' | 'leadStored' | 'sourcesOf' | 'forgetLeads'
>;
