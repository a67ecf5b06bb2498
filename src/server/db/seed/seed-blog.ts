import { eq } from 'drizzle-orm';
import { stockImageAddress } from '../../../shared/blog.ts';
import { htmlToText } from '../../../shared/blog-authoring.ts';
import type { Database } from '../client.ts';
import { postSearchDocument } from '../post-search.ts';
import { posts, users } from '../schema.ts';
import { SEED_POSTS } from './blog-posts.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo articles: published ones dated back from today so the list reads
 * naturally, and a draft. They belong to the demo staff account (its
 * dashboard lists them). Keyed on the slug, so a rerun adds nothing twice.
 */
export async function seedBlogPosts(db: Database, emailDomain: string): Promise<number> {
  const [staff] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, `staff@${emailDomain}`))
    .limit(1);
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
      authorId: staff?.id ?? null,
      updatedBy: staff?.id ?? null,
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
