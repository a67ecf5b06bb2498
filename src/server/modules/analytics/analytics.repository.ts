import { and, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/results.ts';
import {
  analyticsLeads,
  analyticsRolledDays,
  analyticsSalts,
  analyticsViews,
  analyticsVisits,
} from '../../db/schema.ts';
import type { LeadKind } from '../../../shared/analytics-messages.ts';

export type ViewRow = typeof analyticsViews.$inferInsert;
export type VisitRow = typeof analyticsVisits.$inferSelect;
export type LeadSourceRow = typeof analyticsLeads.$inferSelect;

/**
 * Today's salt: the one already stored, or this one. Older salts are deleted
 * first. The table is locked for the few statements this takes (once a day
 * per instance), so an older day's salt being made by another instance at
 * midnight cannot commit after this deletion and outlive its day; and a day
 * that is already over gets no salt at all (undefined: its late views are
 * not counted).
 */
export async function saltOf(
  db: Executor,
  day: string,
  candidate: string,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${analyticsSalts} in share row exclusive mode`);
    const [newer] = await tx
      .select({ day: analyticsSalts.day })
      .from(analyticsSalts)
      .where(gt(analyticsSalts.day, day))
      .limit(1);
    if (newer) return undefined;
    await tx.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
    await tx.insert(analyticsSalts).values({ day, salt: candidate }).onConflictDoNothing();
    const [row] = await tx
      .select({ salt: analyticsSalts.salt })
      .from(analyticsSalts)
      .where(eq(analyticsSalts.day, day));
    return row!.salt;
  });
}

/** A day's salt, when one was made (no view counted that day: none). */
export async function storedSalt(db: Executor, day: string): Promise<string | undefined> {
  const [row] = await db
    .select({ salt: analyticsSalts.salt })
    .from(analyticsSalts)
    .where(eq(analyticsSalts.day, day));
  return row?.salt;
}

/**
 * Stores a batch of views in one statement: each visitor's first view of the
 * day (whichever instance counts it first) opens the visit and is its
 * landing view. The batch goes as one JSON parameter: cheap to build and
 * to bind for thousands of rows, on both drivers.
 */
export async function insertViews(db: Executor, views: ViewRow[]): Promise<void> {
  if (views.length === 0) return;
  const batch = JSON.stringify(
    views.map((view, ord) => ({
      ord,
      at: view.at instanceof Date ? view.at.toISOString() : view.at,
      day: view.day,
      visitor_hash: view.visitorHash,
      path: view.path,
      content_kind: view.contentKind ?? null,
      content_id: view.contentId ?? null,
      referrer_host: view.referrerHost ?? null,
      referrer: view.referrer ?? null,
      utm_source: view.utmSource ?? null,
      utm_medium: view.utmMedium ?? null,
      utm_campaign: view.utmCampaign ?? null,
      device: view.device,
      count: view.count ?? 1,
    })),
  );
  await db.execute(sql`
    with b as (
      select * from json_to_recordset(${batch}::json) as b(ord int, at timestamptz, day date,
        visitor_hash text, path text, content_kind text, content_id text, referrer_host text,
        referrer text, utm_source text, utm_medium text, utm_campaign text, device text,
        count int)
    ),
    firsts as (
      select distinct on (day, visitor_hash) * from b order by day, visitor_hash, ord
    ),
    opened as (
      insert into analytics_visits (day, visitor_hash, at, landing_path, content_kind, content_id,
        referrer_host, utm_source, utm_medium, utm_campaign, device)
      select day, visitor_hash, at, path, content_kind, content_id, referrer_host, utm_source,
        utm_medium, utm_campaign, device
      from firsts
      on conflict do nothing
      returning day, visitor_hash
    )
    insert into analytics_views (at, day, visitor_hash, path, content_kind, content_id,
      referrer_host, referrer, utm_source, utm_medium, utm_campaign, device, count, landing)
    select b.at, b.day, b.visitor_hash, b.path, b.content_kind, b.content_id, b.referrer_host,
      b.referrer, b.utm_source, b.utm_medium, b.utm_campaign, b.device, b.count,
      (f.ord = b.ord and o.visitor_hash is not null)
    from b
    join firsts f on f.day = b.day and f.visitor_hash = b.visitor_hash
    left join opened o on o.day = b.day and o.visitor_hash = b.visitor_hash`);
}

/** The visit a visitor's day began with, when one was counted. */
export async function visitOf(
  db: Executor,
  day: string,
  visitorHash: string,
): Promise<VisitRow | undefined> {
  const [row] = await db
    .select()
    .from(analyticsVisits)
    .where(and(eq(analyticsVisits.day, day), eq(analyticsVisits.visitorHash, visitorHash)));
  return row;
}

/**
 * Rolls a day's raw views and visits up into the daily tables (again and
 * again while the day lasts: every figure is replaced by the newer count).
 */
export async function rollUp(db: Executor, day: string, final: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into analytics_daily_pages (day, path, content_kind, content_id, views, visitors, entries)
      select day, path, max(content_kind), max(content_id), sum(count)::int,
             count(distinct visitor_hash)::int, (count(*) filter (where landing))::int
      from analytics_views where day = ${day}
      group by day, path
      on conflict (day, path) do update set content_kind = excluded.content_kind,
        content_id = excluded.content_id, views = excluded.views,
        visitors = excluded.visitors, entries = excluded.entries`);
    await tx.execute(sql`
      insert into analytics_daily_sources (day, referrer_host, utm_source, utm_medium,
        utm_campaign, landing_path, content_id, device, visitors, views)
      select s.day, coalesce(s.referrer_host, ''), coalesce(s.utm_source, ''),
             coalesce(s.utm_medium, ''), coalesce(s.utm_campaign, ''), s.landing_path,
             coalesce(s.content_id, ''), s.device, count(distinct s.visitor_hash)::int,
             coalesce(sum(v.count), 0)::int
      from analytics_visits s
      left join analytics_views v on v.day = s.day and v.visitor_hash = s.visitor_hash
      where s.day = ${day}
      group by 1, 2, 3, 4, 5, 6, 7, 8
      on conflict on constraint analytics_daily_sources_pk
        do update set visitors = excluded.visitors, views = excluded.views`);
    if (final) {
      await tx
        .insert(analyticsRolledDays)
        .values({ day })
        .onConflictDoUpdate({ target: analyticsRolledDays.day, set: { rolledAt: new Date() } });
    }
  });
}

/**
 * Days with raw views before `before` whose roll-up is not final yet: the
 * distinct days found by one index probe each (a year of raw views is
 * millions of rows; their days are a few hundred).
 */
export async function daysToRollUp(db: Executor, before: string): Promise<string[]> {
  const result = await db.execute<{ day: string }>(sql`
    with recursive days as (
      select min(day) as day from analytics_views where day < ${before}
      union all
      select (select min(v.day) from analytics_views v where v.day > days.day and v.day < ${before})
      from days where days.day is not null
    )
    select day::text as day from days
    where day is not null
      and not exists (select 1 from analytics_rolled_days r where r.day = days.day)
    order by 1`);
  return rowsOf(result).map((row) => String(row.day));
}

/** Deletes raw views and visits of days before `before` whose roll-up is final. */
export async function deleteRawBefore(db: Executor, before: string): Promise<number> {
  const rolled = sql`(select day from analytics_rolled_days)`;
  const views = await db
    .delete(analyticsViews)
    .where(and(lt(analyticsViews.day, before), sql`${analyticsViews.day} in ${rolled}`))
    .returning({ id: analyticsViews.id });
  await db
    .delete(analyticsVisits)
    .where(and(lt(analyticsVisits.day, before), sql`${analyticsVisits.day} in ${rolled}`));
  return views.length;
}

/** Distinct visitors whose views were counted since `since`. */
export async function visitorHashesSince(db: Executor, since: Date): Promise<string[]> {
  const result = await db.execute<{ hash: string }>(sql`
    select distinct visitor_hash as hash from analytics_views where at >= ${since}`);
  return rowsOf(result).map((row) => String(row.hash));
}

/* ---- Leads ---- */

export async function insertLeadSource(
  db: Executor,
  row: typeof analyticsLeads.$inferInsert,
): Promise<void> {
  await db.insert(analyticsLeads).values(row).onConflictDoNothing();
}

export async function leadSourcesOf(
  db: Executor,
  kind: LeadKind,
  ids: readonly string[],
): Promise<LeadSourceRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(analyticsLeads)
    .where(and(eq(analyticsLeads.kind, kind), inArray(analyticsLeads.leadId, [...ids])));
}

export async function deleteLeadSources(
  db: Executor,
  kind: LeadKind,
  ids: readonly string[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .delete(analyticsLeads)
    .where(and(eq(analyticsLeads.kind, kind), inArray(analyticsLeads.leadId, [...ids])))
    .returning({ id: analyticsLeads.leadId });
  return rows.length;
}

/* ---- Reports: the daily tables and the leads, over [from, to] (UTC days, inclusive) ---- */

export interface Period {
  from: string;
  to: string;
}

const inDays = (column: SQL, period: Period) =>
  sql`${column} between ${period.from}::date and ${period.to}::date`;
const leadsIn = (period: Period) =>
  sql`at >= ${period.from}::date and at < (${period.to}::date + 1)`;

type Row = Record<string, unknown>;
const n = (value: unknown) => Number(value ?? 0);
const s = (value: unknown) => (value === null || value === undefined ? '' : String(value));

async function rows(db: Executor, query: SQL): Promise<Row[]> {
  return rowsOf(await db.execute<Row>(query));
}

/** Views, visitors and leads of each day that has any. */
export async function dayFigures(db: Executor, period: Period, contentId?: string) {
  const pages = contentId ? sql`and content_id = ${contentId}` : sql``;
  const [views, visitors, leads] = await Promise.all([
    rows(
      db,
      sql`select day::text as day, sum(views)::int as views, sum(visitors)::int as visitors
      from analytics_daily_pages where ${inDays(sql`day`, period)} ${pages} group by day`,
    ),
    contentId
      ? Promise.resolve([])
      : rows(
          db,
          sql`select day::text as day, sum(visitors)::int as visitors
      from analytics_daily_sources where ${inDays(sql`day`, period)} group by day`,
        ),
    rows(
      db,
      sql`select (at at time zone 'UTC')::date::text as day, count(*)::int as leads
      from analytics_leads where ${leadsIn(period)} ${contentId ? sql`and content_id = ${contentId}` : sql``}
      group by 1`,
    ),
  ]);
  const byDay = new Map<string, { views: number; visitors: number; leads: number }>();
  const at = (day: unknown) => {
    const key = s(day);
    let figures = byDay.get(key);
    if (!figures) byDay.set(key, (figures = { views: 0, visitors: 0, leads: 0 }));
    return figures;
  };
  for (const row of views) {
    const figures = at(row.day);
    figures.views = n(row.views);
    // A content item's visitors are its pages' (a site's day counts each visitor once).
    if (contentId) figures.visitors = n(row.visitors);
  }
  for (const row of visitors) at(row.day).visitors = n(row.visitors);
  for (const row of leads) at(row.day).leads = n(row.leads);
  return byDay;
}

export async function pageFigures(db: Executor, period: Period, limit: number | null) {
  return rows(
    db,
    sql`select p.path, sum(p.views)::int as views, sum(p.visitors)::int as visitors,
          sum(p.entries)::int as entries, coalesce(max(l.leads), 0)::int as leads
        from analytics_daily_pages p
        left join (select landing_path, count(*) as leads from analytics_leads
                   where found and ${leadsIn(period)} group by landing_path) l
          on l.landing_path = p.path
        where ${inDays(sql`p.day`, period)}
        group by p.path order by views desc, p.path ${limitOf(limit)}`,
  );
}

export async function contentFigures(db: Executor, period: Period, limit: number | null) {
  return rows(
    db,
    sql`select p.content_kind as kind, p.content_id as id, max(p.path) as path,
          sum(p.views)::int as views, sum(p.visitors)::int as visitors,
          coalesce(max(l.leads), 0)::int as leads
        from analytics_daily_pages p
        left join (select content_id, count(*) as leads from analytics_leads
                   where found and ${leadsIn(period)} group by content_id) l
          on l.content_id = p.content_id
        where ${inDays(sql`p.day`, period)} and p.content_id is not null
        group by p.content_kind, p.content_id order by views desc, id ${limitOf(limit)}`,
  );
}

/** Visitors and leads grouped by one expression of the sources (and the same of the leads). */
async function bySource(
  db: Executor,
  period: Period,
  key: { sources: SQL; leads: SQL },
  where: { sources: SQL; leads: SQL },
  limit: number | null,
  contentId?: string,
) {
  const content = contentId ? sql`and content_id = ${contentId}` : sql``;
  return rows(
    db,
    sql`with v as (
          select ${key.sources} as key, sum(visitors)::int as visitors, sum(views)::int as views
          from analytics_daily_sources
          where ${inDays(sql`day`, period)} and ${where.sources} ${content}
          group by 1),
        l as (
          select ${key.leads} as key, count(*)::int as leads from analytics_leads
          where found and ${leadsIn(period)} and ${where.leads} ${content}
          group by 1)
        select coalesce(v.key, l.key) as key, coalesce(v.visitors, 0) as visitors,
               coalesce(v.views, 0) as views, coalesce(l.leads, 0) as leads
        from v full join l on l.key = v.key
        order by visitors desc, leads desc, key ${limitOf(limit)}`,
  );
}

const everything = { sources: sql`true`, leads: sql`true` };

export const referrerFigures = (
  db: Executor,
  period: Period,
  limit: number | null,
  contentId?: string,
) =>
  bySource(
    db,
    period,
    { sources: sql`referrer_host`, leads: sql`coalesce(referrer_host, '')` },
    everything,
    limit,
    contentId,
  );

export const campaignFigures = (db: Executor, period: Period, limit: number | null) =>
  bySource(
    db,
    period,
    {
      sources: sql`utm_source || '|' || utm_medium || '|' || utm_campaign`,
      leads: sql`coalesce(utm_source, '') || '|' || coalesce(utm_medium, '') || '|' || coalesce(utm_campaign, '')`,
    },
    {
      sources: sql`(utm_source <> '' or utm_medium <> '' or utm_campaign <> '')`,
      leads: sql`(utm_source is not null or utm_medium is not null or utm_campaign is not null)`,
    },
    limit,
  );

export const deviceFigures = (db: Executor, period: Period) =>
  rows(
    db,
    sql`select device as key, sum(visitors)::int as visitors, sum(views)::int as views
        from analytics_daily_sources where ${inDays(sql`day`, period)} group by device`,
  );

/** A lead's or a visit's source, one label: the campaign's source, else the referrer, else direct. */
export const sourceLabelSql = {
  sources: sql`coalesce(nullif(utm_source, ''), nullif(referrer_host, ''), 'direct')`,
  leads: sql`coalesce(utm_source, referrer_host, 'direct')`,
};

export const leadSourceFigures = (db: Executor, period: Period, limit: number | null) =>
  bySource(db, period, sourceLabelSql, everything, limit);

export const landingFigures = (db: Executor, period: Period, limit: number | null) =>
  bySource(db, period, { sources: sql`landing_path`, leads: sql`landing_path` }, everything, limit);

/** Leads with no counted visit in the period (direct / unknown). */
export async function unknownLeads(db: Executor, period: Period): Promise<number> {
  const [row] = await rows(
    db,
    sql`select count(*)::int as leads from analytics_leads where not found and ${leadsIn(period)}`,
  );
  return n(row?.leads);
}

export const leadKindFigures = (db: Executor, period: Period) =>
  rows(
    db,
    sql`select kind as key, count(*)::int as leads from analytics_leads
        where ${leadsIn(period)} group by kind`,
  );

function limitOf(limit: number | null): SQL {
  return limit === null ? sql`` : sql`limit ${limit}`;
}

export { n as numberOf, s as textOf };
