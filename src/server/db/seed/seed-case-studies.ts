import { stockImageAddress } from '../../../shared/blog.ts';
import { htmlToText } from '../../../shared/blog-authoring.ts';
import type { Database } from '../client.ts';
import { postSearchDocument } from '../post-search.ts';
import { caseStudies } from '../schema.ts';
import { demoStaffId } from './demo-staff.ts';
import { SEED_CASE_STUDIES } from './case-studies.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo case studies, one per main service line, and a draft; dated back
 * from today and owned by the demo staff account. Keyed on the slug, so a
 * rerun adds nothing twice. The search document is built as the module
 * builds it (client and excerpt weigh B, the story and body C).
 */
export async function seedCaseStudies(db: Database, emailDomain: string): Promise<number> {
  const staffId = await demoStaffId(db, emailDomain);
  const now = Date.now();
  const rows = SEED_CASE_STUDIES.map(({ publishedDaysAgo, featuredImage, ...item }) => {
    const publishedAt =
      item.status === 'published' ? new Date(now - publishedDaysAgo * DAY_MS) : null;
    return {
      ...item,
      featuredImage: stockImageAddress(featuredImage),
      publishedAt,
      updatedAt: publishedAt ?? new Date(now),
      authorId: staffId,
      updatedBy: staffId,
      search: postSearchDocument({
        title: item.title,
        excerpt: `${item.clientName} ${item.excerpt}`,
        tags: item.tags,
        keywords: item.keywords,
        bodyText: [item.challenge, item.solution, item.results, htmlToText(item.content)].join(' '),
      }),
    };
  });
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(caseStudies)
    .values(rows)
    .onConflictDoNothing({ target: caseStudies.slug })
    .returning({ id: caseStudies.id });
  return inserted.length;
}
