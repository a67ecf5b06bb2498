import { stockImageAddress } from '../../../shared/blog.ts';
import { htmlToText } from '../../../shared/blog-authoring.ts';
import type { Database } from '../client.ts';
import { postSearchDocument } from '../post-search.ts';
import { posts } from '../schema.ts';
import { demoStaffId } from './demo-staff.ts';
import { SEED_POSTS } from './blog-posts.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo articles: published ones dated back from today so the list reads
 * naturally, and a draft. They belong to the demo staff account (its
 * dashboard lists them). Keyed on the slug, so a rerun adds nothing twice.
 */
export async function seedBlogPosts(db: Database, emailDomain: string): Promise<number> {
  const staffId = await demoStaffId(db, emailDomain);
  const now = Date.now();
  const rows = SEED_POSTS.map((post) => {
    const fields = {
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      content: post.content,
      category: post.category,
      tags: post.tags,
      keywords: post.keywords,
      status: post.status,
      featuredImage: stockImageAddress(post.featuredImage),
      authorName: post.authorName,
      authorBio: post.authorBio,
      readTime: post.readTime,
      metaTitle: post.metaTitle,
      metaDescription: post.metaDescription,
      views: post.views,
      likes: post.likes,
      publishedAt:
        post.status === 'published' ? new Date(now - post.publishedDaysAgo * DAY_MS) : null,
      authorId: staffId,
      updatedBy: staffId,
    };
    return {
      ...fields,
      updatedAt: fields.publishedAt ?? new Date(now),
      search: postSearchDocument({ ...post, bodyText: htmlToText(post.content) }),
    };
  });
  const inserted = await db
    .insert(posts)
    .values(rows)
    .onConflictDoNothing({ target: posts.slug })
    .returning({ id: posts.id });
  return inserted.length;
}
