import { createHmac } from 'node:crypto';
import { isbot } from 'isbot';
import { latestSchedule } from '../../shared/blog-authoring.ts';
import { blogImage, isStockImage } from '../../shared/blog.ts';
import { PUBLISHING_MESSAGES, type PublishingStatus } from '../../shared/publishing.ts';
import type { Problem } from '../../shared/validation.ts';
import type { Executor } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { AppError, Invalid, NotFound } from '../errors.ts';
import type { FileStore } from '../storage.ts';
import { clientNetwork } from '../client-network.ts';
import { removeBlogImage, storeBlogImage } from './content-images.ts';

/*
 * The rules every kind of authored content (blog posts, case studies) is
 * published by, on the server: when it goes public, how a taken slug answers,
 * and how a view is counted once per visitor and day.
 */

/** One field's problem, in the shape every 400 of an authoring form has. */
export const fieldProblem = (field: string, message: string) =>
  new Invalid(message, { errors: [message], fieldErrors: { [field]: [message] } });

/**
 * When content goes public, by its status: a draft keeps its time, published
 * content keeps a past time (or takes now), and a scheduled time must lie
 * ahead, within SCHEDULE_MAX_YEARS (a typing slip, and the database's range).
 */
export function publicationTime(
  status: PublishingStatus,
  requested: string | undefined,
  current: Date | null,
  now: Date,
): Date | null {
  if (status === 'draft') return current;
  if (status === 'published') return current && current <= now ? current : now;
  const at = new Date(requested ?? '');
  if (Number.isNaN(at.getTime())) {
    throw fieldProblem('publishedAt', PUBLISHING_MESSAGES.scheduleRequired);
  }
  if (at <= now) throw fieldProblem('publishedAt', PUBLISHING_MESSAGES.scheduleInPast);
  if (at.getTime() > latestSchedule(now.getTime())) {
    throw fieldProblem('publishedAt', PUBLISHING_MESSAGES.scheduleTooFar);
  }
  return at;
}

/** A slug another item holds: 409 on the slug field. */
export const slugTaken = (message: string) =>
  new AppError(409, message, { errors: [message], fieldErrors: { slug: [message] } });

export interface Visitor {
  ip: string;
  userAgent: string | undefined;
}

/**
 * The day and keyed hash a view is counted under: one view per client
 * network (an IPv4 address, an IPv6 /64: `clientNetwork`), item and day.
 * Bots count nothing (undefined). The user agent is only read to leave bots
 * out, since a client can send a new one each time; the address itself is
 * never stored.
 */
export function dailyView(visitor: Visitor, now: Date, secret: string) {
  if (isbot(visitor.userAgent ?? '')) return undefined;
  const day = now.toISOString().slice(0, 10);
  const visitorHash = createHmac('sha256', secret)
    .update(`view|${day}|${clientNetwork(visitor.ip)}`)
    .digest('base64url');
  return { day, visitorHash };
}

/** How a content module reads its rows by address (its repository). */
export interface SlugLookup<R> {
  findBySlug(db: Executor, slug: string): Promise<R | undefined>;
  currentSlugFor(db: Executor, slug: string): Promise<string | undefined>;
}

/**
 * A published item by its address, or the address a renamed one moved to
 * (when that one is published). Anything else is `notFound`: a draft is not
 * told apart from nothing.
 */
export async function findPublished<R extends { status: PublishingStatus }>(
  lookup: SlugLookup<R>,
  db: Executor,
  slug: string,
  notFound: string,
): Promise<{ row: R } | { movedTo: string }> {
  const row = await lookup.findBySlug(db, slug);
  if (row?.status === 'published') return { row };
  const movedTo = row ? undefined : await lookup.currentSlugFor(db, slug);
  if (movedTo && (await lookup.findBySlug(db, movedTo))?.status === 'published') {
    return { movedTo };
  }
  throw new NotFound(notFound);
}

/** What a content module tells the newsletter when an item goes public. */
export interface PublishedItem {
  id: string;
  title: string;
  excerpt: string;
  /** The item's page on the site, from the root ("/blog/a-post"). */
  path: string;
  /** Its picture's address on the site (root-relative) or absolute; absent when none. */
  image?: string;
  /** The author's choice in the authoring form. */
  emailSubscribers: boolean;
  /** When it went (or goes) public. */
  publishedAt: Date;
}

/**
 * Told, in the writing transaction, after every change of an item's
 * publication (published now, its scheduled time came, edited while
 * published, back to draft, scheduled, deleted: `published` false, and
 * `item` undefined for a deletion). The newsletter keeps its list of what
 * is public from it, and sends each item at most once.
 */
export type PublicationListener = (
  tx: Executor,
  change: { id: string; published: boolean; item?: PublishedItem },
) => Promise<void>;

/** Tells the listener (if any) where an item stands after the caller's write, read in its transaction. */
export async function tellPublication(
  listener: PublicationListener | undefined,
  tx: Executor,
  id: string,
  row: (PublishableRow & { status: PublishingStatus; publishedAt: Date | null }) | undefined,
  pathOf: (slug: string) => string,
) {
  if (!listener) return;
  if (!row) return listener(tx, { id, published: false });
  await listener(tx, {
    id,
    published: row.status === 'published',
    item: publishedItem(row, pathOf),
  });
}

/** What a content row's newsletter e-mail is made of. */
interface PublishableRow {
  id: string;
  title: string;
  excerpt: string;
  slug: string;
  featuredImage: string;
  emailSubscribers: boolean;
  publishedAt: Date | null;
}

export function publishedItem(
  row: PublishableRow,
  pathOf: (slug: string) => string,
): PublishedItem {
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    path: pathOf(row.slug),
    image: blogImage(row.featuredImage).src,
    emailSubscribers: row.emailSubscribers,
    publishedAt: row.publishedAt ?? new Date(),
  };
}

/** Sends an item, as subscribers would get it, to one address (the author's test). */
export type TestSender = (item: PublishedItem, to: string) => Promise<void>;

/** Keeps a read of published content (the page cache's `remember`), or reads every time. */
export type Remember = <T>(key: string, read: () => Promise<T>) => Promise<T>;
export const readEveryTime: Remember = (_key, read) => read();

/** How many (item, visitor) pairs a view counter remembers as counted today. */
const COUNTED_MAX = 20_000;

/**
 * Counts a reader's view of an item once a day per visitor: the database
 * decides (one row per item, day and visitor hash, shared by every
 * instance); this instance remembers whom it has counted today, so a reader
 * coming back costs no write.
 */
export function createViewCounter(
  lookup: {
    recordView(db: Executor, id: string, day: string, visitorHash: string): Promise<boolean>;
  },
  secret: string,
) {
  const counted = new Map<string, string>();
  return async (db: Executor, id: string, visitor: Visitor, now: Date): Promise<boolean> => {
    const view = dailyView(visitor, now, secret);
    if (!view) return false;
    const key = `${id}|${view.visitorHash}`;
    if (counted.get(key) === view.day) return false;
    const recorded = await lookup.recordView(db, id, view.day, view.visitorHash);
    if (counted.size >= COUNTED_MAX) counted.clear();
    counted.set(key, view.day);
    return recorded;
  };
}

/** Any item by its current or a former address (the edit screen follows a rename). */
export async function findForEdit<R>(
  lookup: SlugLookup<R>,
  db: Executor,
  slug: string,
  notFound: string,
): Promise<R> {
  const row =
    (await lookup.findBySlug(db, slug)) ??
    (await lookup.findBySlug(db, (await lookup.currentSlugFor(db, slug)) ?? ''));
  if (!row) throw new NotFound(notFound);
  return row;
}

/**
 * The featured image an authoring form asks for, beside the uploaded file:
 * an edit that sends neither a file nor a `featuredImage` field keeps the
 * current image (the edit screen sends one only when a new one was chosen); a
 * field sent empty still asks for one, a new item always needs one, and only
 * a stock image or the current one may be named.
 */
export function chosenImage(
  fields: Record<string, string>,
  uploaded: boolean,
  current: string | undefined,
  problems: Problem[],
  messages: { required: string; invalid: string },
): string {
  const kept = current !== undefined && fields['featuredImage'] === undefined;
  const chosen = kept ? current : (fields['featuredImage']?.trim() ?? '');
  if (!uploaded && !kept) {
    if (!chosen) problems.push({ path: 'featuredImage', message: messages.required });
    else if (!isStockImage(chosen) && chosen !== current) {
      problems.push({ path: 'featuredImage', message: messages.invalid });
    }
  }
  return chosen;
}

/**
 * Stores an uploaded image, then runs the write with its address (or the
 * chosen one). A write that fails removes the upload again: no orphan file,
 * no partial write; a unique-slug race lost to another request answers like
 * a taken slug.
 */
export async function writeWithImage<T>(
  images: FileStore,
  upload: Buffer | undefined,
  chosen: string,
  slugTakenMessage: string,
  write: (featuredImage: string) => Promise<T>,
): Promise<{ result: T; featuredImage: string }> {
  const featuredImage = upload ? (await storeBlogImage(images, upload)).src : chosen;
  try {
    return { result: await write(featuredImage), featuredImage };
  } catch (error) {
    if (upload) await removeBlogImage(images, featuredImage);
    if (isUniqueViolation(error)) throw slugTaken(slugTakenMessage);
    throw error;
  }
}
