import { desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { htmlToText } from '../../../shared/blog-authoring.ts';
import {
  CASE_STUDY_INDUSTRY_IDS,
  type CaseStudyIndustry,
  type CaseStudyStatus,
} from '../../../shared/case-studies.ts';
import { contentQueries } from '../../content/content-queries.ts';
import type { Executor } from '../../db/client.ts';
import { postSearchDocument } from '../../db/post-search.ts';
import { caseStudies, caseStudySlugHistory, caseStudyViews } from '../../db/schema.ts';

const table = caseStudies;
export type CaseStudyRow = typeof table.$inferSelect;

/** What lists read: no body, no story, no search document. */
const summaryColumns = {
  id: table.id,
  slug: table.slug,
  title: table.title,
  excerpt: table.excerpt,
  clientName: table.clientName,
  clientIndustry: table.clientIndustry,
  clientSize: table.clientSize,
  status: table.status,
  featuredImage: table.featuredImage,
  // Only the first metric is a card's headline.
  headlineMetric: sql<CaseStudyRow['metrics'][number] | null>`${table.metrics} -> 0`,
  tags: table.tags,
  views: table.views,
  commentCount: table.commentCount,
  publishedAt: table.publishedAt,
  updatedAt: table.updatedAt,
};
export type CaseStudySummaryRow = {
  [K in keyof typeof summaryColumns]: K extends 'headlineMetric'
    ? CaseStudyRow['metrics'][number] | null
    : CaseStudyRow[K & keyof CaseStudyRow];
};

/** What a page and the edit screen read: every column but the search document. */
const { search: _search, ...fullColumns } = getTableColumns(table);
export type FullRow = Omit<CaseStudyRow, 'search'>;

export type CaseStudyFields = Omit<
  CaseStudyRow,
  | 'id'
  | 'search'
  | 'authorId'
  | 'updatedBy'
  | 'views'
  | 'commentCount'
  | 'commentsVersion'
  | 'createdAt'
  | 'updatedAt'
  | 'reviewState'
  | 'reviewNote'
  | 'reviewedBy'
  | 'reviewChangedAt'
  | 'version'
>;

const searchOf = (fields: CaseStudyFields) =>
  postSearchDocument({
    title: fields.title,
    excerpt: `${fields.clientName} ${fields.excerpt}`,
    tags: fields.tags,
    keywords: fields.keywords,
    bodyText: [fields.challenge, fields.solution, fields.results, htmlToText(fields.content)].join(
      ' ',
    ),
  });

/** The queries case studies share with every kind of authored content. */
export const shared = contentQueries({
  content: {
    table,
    id: table.id,
    slug: table.slug,
    title: table.title,
    status: table.status,
    publishedAt: table.publishedAt,
    updatedAt: table.updatedAt,
    version: table.version,
    views: table.views,
    commentsOpen: table.commentsOpen,
    commentCount: table.commentCount,
    commentsVersion: table.commentsVersion,
    featuredImage: table.featuredImage,
    authorId: table.authorId,
    reviewState: table.reviewState,
    reviewNote: table.reviewNote,
    reviewedBy: table.reviewedBy,
    reviewChangedAt: table.reviewChangedAt,
    search: table.search,
  },
  history: {
    table: caseStudySlugHistory,
    slug: caseStudySlugHistory.slug,
    itemId: caseStudySlugHistory.caseStudyId,
    itemIdKey: 'caseStudyId',
  },
  views: {
    table: caseStudyViews,
    itemId: caseStudyViews.caseStudyId,
    itemIdKey: 'caseStudyId',
    day: caseStudyViews.day,
    visitorHash: caseStudyViews.visitorHash,
  },
});
export { userName } from '../../content/content-queries.ts';

export interface ListFilter {
  industry?: CaseStudyIndustry | undefined;
  search?: string | undefined;
  excludeId?: string | undefined;
  limit: number;
  offset: number;
}

const publishedWhere = (filter: ListFilter): SQL =>
  shared.publishedWhere(filter, filter.industry ? [eq(table.clientIndustry, filter.industry)] : []);

/** Published case studies, one page of them (best matches first when searching), and the total. */
export async function listPublished(db: Executor, filter: ListFilter) {
  const where = publishedWhere(filter);
  const order = [
    ...(filter.search ? [shared.searchRank(filter.search)] : []),
    ...shared.newestFirst(),
  ];
  return shared.page(db, summaryColumns, {
    where,
    order,
    limit: filter.limit,
    offset: filter.offset,
  }) as Promise<{ rows: CaseStudySummaryRow[]; total: number }>;
}

/** Published case studies per industry (the filter chips' counts). */
export const countPublishedByIndustry = (db: Executor) =>
  shared.countPublishedBy(db, table.clientIndustry, CASE_STUDY_INDUSTRY_IDS);

export async function findBySlug(db: Executor, slug: string): Promise<FullRow | undefined> {
  const [row] = await db.select(fullColumns).from(table).where(eq(table.slug, slug)).limit(1);
  return row;
}

export async function findById(db: Executor, id: string): Promise<FullRow | undefined> {
  const [row] = await db.select(fullColumns).from(table).where(eq(table.id, id)).limit(1);
  return row;
}

/** A new case study; answers its id. */
export const insert = (
  db: Executor,
  fields: CaseStudyFields,
  who: { authorId: string | null; updatedBy: string | null },
) => shared.insertItem(db, { ...fields, ...who, search: searchOf(fields) });

/** Saves every field; a changed slug leaves the old one redirecting here. */
export const update = (
  db: Executor,
  id: string,
  previousSlug: string,
  fields: CaseStudyFields,
  updatedBy: string | null,
  expectedVersion?: number,
) =>
  shared.updateItem(
    db,
    id,
    previousSlug,
    { ...fields, search: searchOf(fields) },
    updatedBy,
    expectedVersion,
  );

export const setStatus = (
  db: Executor,
  id: string,
  change: { status: CaseStudyStatus; publishedAt: Date | null; updatedBy: string | null },
) => shared.setStatus(db, id, change, summaryColumns) as Promise<CaseStudySummaryRow | undefined>;

/** Every case study (staff share them), most recently changed first. */
export async function listAll(db: Executor) {
  return db
    .select({ ...summaryColumns, authorId: table.authorId, reviewState: table.reviewState })
    .from(table)
    .orderBy(desc(table.updatedAt));
}
