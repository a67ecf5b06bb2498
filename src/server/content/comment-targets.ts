import type { Executor } from '../db/client.ts';

/*
 * What the comments module needs of a piece of authored content. Kept with
 * the content (content-queries.ts builds a source over each content table)
 * rather than in the comments module, which already builds on this folder:
 * so neither imports the other's files both ways.
 */

/** A piece of content that takes comments, as its own module describes it. */
export interface CommentTarget {
  id: string;
  title: string;
  /** The public page's path (`/blog/{slug}`), for links in e-mails and the queue. */
  path: string;
  /** Published and visible to visitors. */
  published: boolean;
  /** Staff have not closed comments on it. */
  commentsOpen: boolean;
  /** Approved comments, as the content module keeps them (commentsChanged). */
  commentCount?: number;
  /**
   * Moves on with every change to its comments (commentsChanged). Given, the
   * visitors' comment pages are cached per version; without it they are read
   * every time.
   */
  commentsVersion?: number;
}

/**
 * What a content module (the blog, case studies) gives the comments module:
 * it finds its content and keeps the count of approved comments and the
 * comments' version on its own rows, in the comments' transaction, so its
 * lists show counts without a join and one read of the content says whether a
 * cached page of its comments is current (on every instance).
 */
export interface CommentTargetSource {
  /** By id or current slug; any status (the caller checks `published`). */
  find(idOrSlug: string): Promise<CommentTarget | undefined>;
  findMany(ids: readonly string[]): Promise<CommentTarget[]>;
  /** Its comments changed: store the approved count and move the version on. */
  commentsChanged(executor: Executor, id: string, approved: number): Promise<void>;
}
