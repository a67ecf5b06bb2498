import { and, between, eq, like, sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/results.ts';
import {
  analyticsDailyPages,
  analyticsDailySources,
  analyticsLeads,
  analyticsViews,
  analyticsVisits,
  caseStudies,
  posts,
} from '../../src/server/db/schema.ts';
import * as repository from '../../src/server/modules/analytics/analytics.repository.ts';
import type {
  AnalyticsContentKind,
  DeviceClass,
  LeadKind,
} from '../../src/shared/analytics-messages.ts';
import { isPublicPagePath } from '../../src/shared/public-pages.ts';

/*
 * Demo analytics (`npm run analytics:demo`): a few weeks of plausible views,
 * visits and lead sources, generated from a seed, written as the counter
 * would write them and rolled up day by day as the daily job does. Every
 * generated row is marked (visitor hashes and lead ids start with `demo-`),
 * so a second run clears the first one's rows of those days before it
 * writes: running it twice does not double the figures.
 */

export const DEMO_PREFIX = 'demo-';
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export interface DemoOptions {
  /** How many days, ending today (UTC). */
  days: number;
  seed: number;
  now?: Date;
}

export interface DemoSummary {
  from: string;
  to: string;
  visits: number;
  views: number;
  leads: number;
  /** Days whose daily figures were rebuilt from their raw rows (the others were updated in place). */
  rebuilt: number;
}

/** A small, fast, seedable generator (mulberry32): the same seed, the same figures. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick<T>(choices: ReadonlyArray<readonly [T, number]>): T {
      const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of choices) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return choices.at(-1)![0];
    },
  };
}
type Random = ReturnType<typeof generator>;

/** A number for a calendar day and the seed, so each day's figures depend on nothing else. */
const daySeed = (seed: number, day: string) =>
  [...day].reduce(
    (hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16_777_619),
    seed ^ 2_166_136_261,
  );

const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const addDays = (day: string, days: number) =>
  dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/** Where a visit came from: a referrer (with the address a search engine or social site sends), a campaign. */
interface Source {
  referrerHost: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  /** Visitors from here land on posts and case studies this much more often. */
  readsContent: number;
}

const source = (
  referrerHost: string | null,
  referrer: string | null,
  readsContent: number,
  utm?: [string, string, string],
): Source => ({
  referrerHost,
  referrer,
  utmSource: utm?.[0] ?? null,
  utmMedium: utm?.[1] ?? null,
  utmCampaign: utm?.[2] ?? null,
  readsContent,
});

const SOURCES: ReadonlyArray<readonly [Source, number]> = [
  [source(null, null, 0.5), 28],
  [source('google.com', 'https://www.google.com/', 2), 30],
  [source('linkedin.com', 'https://www.linkedin.com/feed/', 1.5), 11],
  [source('bing.com', 'https://www.bing.com/search', 1.5), 7],
  [source('partners.fabrikam.example', null, 0.5), 5],
  [source(null, null, 1, ['newsletter', 'email', 'spring-webinar']), 8],
  [
    source('linkedin.com', 'https://www.linkedin.com/', 0.3, [
      'linkedin',
      'paid-social',
      'd365-launch',
    ]),
    6,
  ],
  [source('duckduckgo.com', 'https://duckduckgo.com/', 1.5), 3],
];

const DEVICES: ReadonlyArray<readonly [DeviceClass, number]> = [
  ['desktop', 52],
  ['phone', 40],
  ['tablet', 8],
];

/** Pages visitors land on or move to (only those the site counts). */
const SITE_PAGES: ReadonlyArray<readonly [string, number]> = (
  [
    ['/', 30],
    ['/services', 10],
    ['/dynamics-365-implementation', 9],
    ['/power-platform-development', 7],
    ['/pricing', 8],
    ['/consulting-services', 4],
    ['/about', 4],
    ['/contact', 5],
    ['/blog', 6],
    ['/case-studies', 4],
    ['/training', 3],
    ['/support', 2],
  ] as const
).filter(([path]) => isPublicPagePath(path));

const LEAD_KINDS: ReadonlyArray<readonly [LeadKind, number]> = [
  ['contact', 34],
  ['meeting', 20],
  ['newsletter', 26],
  ['chat', 10],
  ['catalogue', 5],
  ['comment', 5],
];

interface ContentPage {
  kind: AnalyticsContentKind;
  id: string;
  path: string;
}

/** The published posts and case studies, with their pages. */
async function contentPages(db: Database): Promise<ContentPage[]> {
  const [postRows, studyRows] = await Promise.all([
    db.select({ id: posts.id, slug: posts.slug }).from(posts).where(eq(posts.status, 'published')),
    db
      .select({ id: caseStudies.id, slug: caseStudies.slug })
      .from(caseStudies)
      .where(eq(caseStudies.status, 'published')),
  ]);
  return [
    ...postRows.map((row) => ({ kind: 'post' as const, id: row.id, path: `/blog/${row.slug}` })),
    ...studyRows.map((row) => ({
      kind: 'case-study' as const,
      id: row.id,
      path: `/case-studies/${row.slug}`,
    })),
  ].sort((a, b) => a.path.localeCompare(b.path));
}

interface DemoDay {
  views: repository.ViewRow[];
  leads: Array<typeof analyticsLeads.$inferInsert>;
}

/**
 * One day's visits: fewer at weekends, more towards the end of the period,
 * each with a source, a device, a landing page and a few more pages; some
 * end in a lead. Nothing later than `until` (today's visits stop at now,
 * a few of them in the last minutes).
 */
function demoDay(
  random: Random,
  day: string,
  position: number,
  content: readonly ContentPage[],
  until: Date,
): DemoDay {
  const start = Date.parse(`${day}T00:00:00Z`);
  const end = Math.min(start + DAY_MS, until.getTime());
  const weekday = new Date(start).getUTCDay();
  const weekend = weekday === 0 || weekday === 6;
  const share = (end - start) / DAY_MS;
  const visitors = Math.round(
    (weekend ? 24 : 52) * (0.8 + 0.5 * position) * (0.85 + random.next() * 0.3) * share,
  );
  const contentChoices = content.map((page, index) => [page, 1 / (index + 1.5)] as const);
  const views: repository.ViewRow[] = [];
  const leads: DemoDay['leads'] = [];
  const today = end < start + DAY_MS;
  for (let n = 0; n < visitors; n++) {
    const from = random.pick(SOURCES);
    const device = random.pick(DEVICES);
    const hash = `${DEMO_PREFIX}${day}-${n}`;
    // Today a few visitors are still here (the "now" of the report); the rest came earlier.
    const recent = today && n < 4;
    let at = recent
      ? end - random.int(1, 4) * MINUTE_MS
      : start + Math.floor(random.next() * Math.max(end - start - 30 * MINUTE_MS, MINUTE_MS));
    const onContent = content.length > 0 && random.next() < 0.25 * from.readsContent;
    const landing = onContent ? random.pick(contentChoices) : undefined;
    const pages = [landing?.path ?? random.pick(SITE_PAGES)];
    const more = random.next() < 0.45 ? random.int(1, 4) : 0;
    for (let i = 0; i < more; i++) {
      pages.push(
        content.length > 0 && random.next() < 0.3
          ? random.pick(contentChoices).path
          : random.pick(SITE_PAGES),
      );
    }
    for (const [index, path] of pages.entries()) {
      if (at >= end) break;
      const page = content.find((item) => item.path === path);
      views.push({
        at: new Date(at),
        day,
        visitorHash: hash,
        path,
        contentKind: page?.kind ?? null,
        contentId: page?.id ?? null,
        // The first view carries where the visit came from; the next ones come from the site.
        referrerHost: index === 0 ? from.referrerHost : null,
        referrer: index === 0 ? from.referrer : null,
        utmSource: index === 0 ? from.utmSource : null,
        utmMedium: index === 0 ? from.utmMedium : null,
        utmCampaign: index === 0 ? from.utmCampaign : null,
        device,
        landing: false,
      });
      at += random.int(1, 4) * MINUTE_MS;
    }
    const leadChance = pages.some((path) => path === '/contact' || path === '/pricing')
      ? 0.12
      : 0.02;
    if (random.next() < leadChance && at < end) {
      leads.push({
        kind: random.pick(LEAD_KINDS),
        leadId: `${DEMO_PREFIX}${day}-${n}`,
        at: new Date(at),
        found: true,
        landingPath: pages[0]!,
        contentKind: landing?.kind ?? null,
        contentId: landing?.id ?? null,
        referrerHost: from.referrerHost,
        utmSource: from.utmSource,
        utmMedium: from.utmMedium,
        utmCampaign: from.utmCampaign,
      });
    }
  }
  // A lead from an API client or a browser that asked not to be tracked: no visit found.
  if (random.next() < 0.25 && end > start + MINUTE_MS) {
    leads.push({
      kind: random.pick(LEAD_KINDS),
      leadId: `${DEMO_PREFIX}${day}-unknown`,
      at: new Date(start + Math.floor(random.next() * (end - start))),
      found: false,
      landingPath: null,
      contentKind: null,
      contentId: null,
      referrerHost: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
    });
  }
  return { views, leads };
}

/**
 * Whether a day's daily figures can be rebuilt from its raw rows: they hold
 * every view the figures count (the raw rows of days past retention are
 * gone, and their figures are then only updated, never deleted).
 */
async function rebuildable(db: Database, day: string): Promise<boolean> {
  const [row] = rowsOf(
    await db.execute(sql`
      select (select coalesce(sum(views), 0) from analytics_daily_pages where day = ${day})::int as rolled,
             (select count(*) from analytics_views where day = ${day})::int as raw`),
  );
  return Number(row?.raw ?? 0) >= Number(row?.rolled ?? 0);
}

/** Removes a previous run's rows of one day (and its daily figures, when they can be rebuilt). */
async function clearDay(db: Database, day: string): Promise<boolean> {
  const rebuild = await rebuildable(db, day);
  await db.transaction(async (tx) => {
    const demo = `${DEMO_PREFIX}%`;
    await tx
      .delete(analyticsViews)
      .where(and(eq(analyticsViews.day, day), like(analyticsViews.visitorHash, demo)));
    await tx
      .delete(analyticsVisits)
      .where(and(eq(analyticsVisits.day, day), like(analyticsVisits.visitorHash, demo)));
    await tx
      .delete(analyticsLeads)
      .where(
        and(
          like(analyticsLeads.leadId, demo),
          between(
            analyticsLeads.at,
            new Date(`${day}T00:00:00Z`),
            new Date(`${day}T23:59:59.999Z`),
          ),
        ),
      );
    if (rebuild) {
      await tx.delete(analyticsDailyPages).where(eq(analyticsDailyPages.day, day));
      await tx.delete(analyticsDailySources).where(eq(analyticsDailySources.day, day));
    }
  });
  return rebuild;
}

/**
 * Writes `days` days of demo analytics ending today into the database and
 * rolls each day up (the finished ones for good, today as the report
 * would). The same seed and date give the same rows.
 */
export async function writeAnalyticsDemo(db: Database, options: DemoOptions): Promise<DemoSummary> {
  const now = options.now ?? new Date();
  const today = dayOf(now);
  const from = addDays(today, -(options.days - 1));
  const content = await contentPages(db);
  const summary: DemoSummary = { from, to: today, visits: 0, views: 0, leads: 0, rebuilt: 0 };
  for (let offset = 0; offset < options.days; offset++) {
    const day = addDays(from, offset);
    if (await clearDay(db, day)) summary.rebuilt++;
    const random = generator(daySeed(options.seed, day));
    const position = options.days > 1 ? offset / (options.days - 1) : 1;
    const { views, leads } = demoDay(random, day, position, content, now);
    await repository.insertViews(db, views);
    if (leads.length > 0) await db.insert(analyticsLeads).values(leads);
    await repository.rollUp(db, day, day < today);
    summary.visits += new Set(views.map((view) => view.visitorHash)).size;
    summary.views += views.length;
    summary.leads += leads.length;
  }
  return summary;
}
