import { STOCK_IMAGES, stockImageAddress, type BlogStatus } from '../../../shared/blog.ts';
import {
  autoExcerpt,
  BLOG_MESSAGES,
  cleanList,
  latestSchedule,
  slugify,
} from '../../../shared/blog-authoring.ts';

/**
 * The authoring form as plain data, and the rules that act on it: the
 * automatic slug, meta title and excerpt, what is checked before sending and
 * the multipart body the API reads. Pure, so the rules are tested alone.
 */

export type StockId = (typeof STOCK_IMAGES)[number]['id'];

/** The post's image: a stock choice, the image it already has, a new upload, or none. */
export type FeaturedChoice =
  | { kind: 'none' }
  | { kind: 'stock'; id: StockId }
  | { kind: 'current'; address: string }
  | { kind: 'upload'; file: File };

/** What every authoring form (a post's, a case study's) holds: the shared rules act on these. */
export interface AuthoredValues {
  title: string;
  slug: string;
  excerpt: string;
  /** HTML from the editor (or the plain text box before it has loaded). */
  content: string;
  tags: string[];
  keywords: string[];
  metaTitle: string;
  metaDescription: string;
  /** The schedule input's value (`YYYY-MM-DDTHH:mm`, the author's own time). */
  publishAt: string;
  /** Visitors may comment; closing keeps existing comments visible. */
  commentsOpen: boolean;
  /** E-mail it to the subscribers who asked for it when it is published (once, ever). */
  emailSubscribers: boolean;
}

/** Which derived fields still follow their source (the author has not typed in them). */
export interface AutoFill {
  slug: boolean;
  metaTitle: boolean;
  excerpt: boolean;
}

export interface FormState<V extends AuthoredValues> {
  values: V;
  auto: AutoFill;
}

/** The shared fields of a new item: empty, comments open. */
export const emptyAuthored = (): AuthoredValues => ({
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  tags: [],
  keywords: [],
  metaTitle: '',
  metaDescription: '',
  publishAt: '',
  commentsOpen: true,
  emailSubscribers: true,
});

/**
 * A derived field follows its source while it is empty or still equals what
 * the rule would make of it; a stored post's hand-written slug therefore
 * stays put when its title changes, and a derived one moves with it.
 */
export function autoFillOf(values: AuthoredValues): AutoFill {
  return {
    slug: values.slug === '' || values.slug === slugify(values.title),
    metaTitle: values.metaTitle === '' || values.metaTitle === values.title,
    excerpt: values.excerpt === '' || values.excerpt === autoExcerpt(values.content),
  };
}

export const initialState = <V extends AuthoredValues>(values: V): FormState<V> => ({
  values,
  auto: autoFillOf(values),
});

/**
 * One field edited by the author: the derived fields follow (slug and meta
 * title from the title, excerpt from the content) until they are edited by
 * hand; emptying a derived field hands it back to its rule. Returns the new
 * state and every field that changed, whose errors are then cleared.
 */
export function applyChange<V extends AuthoredValues, K extends keyof V>(
  state: FormState<V>,
  field: K,
  value: V[K],
): { state: FormState<V>; changed: Array<keyof V> } {
  const values: V = { ...state.values, [field]: value };
  const auto = { ...state.auto };
  const changed: Array<keyof V> = [field];
  const derived = field as string;
  if (derived === 'slug' || derived === 'metaTitle' || derived === 'excerpt') {
    auto[derived] = (value as string).trim() === '';
  }
  if (field === 'title') {
    if (auto.slug) {
      values.slug = slugify(values.title);
      changed.push('slug' as keyof V);
    }
    if (auto.metaTitle) {
      values.metaTitle = values.title;
      changed.push('metaTitle' as keyof V);
    }
  }
  if (field === 'content' && auto.excerpt) {
    values.excerpt = autoExcerpt(values.content);
    changed.push('excerpt' as keyof V);
  }
  return { state: { values, auto }, changed };
}

/** Adds a tag or keyword: trimmed, de-duplicated (ignoring case), empty ignored. */
export const addToList = (list: readonly string[], entry: string) => cleanList([...list, entry]);

/** The address the form sends as `featuredImage`, when it sends one. */
export function featuredAddress(choice: FeaturedChoice): string | undefined {
  if (choice.kind === 'stock') return stockImageAddress(choice.id);
  if (choice.kind === 'current') return choice.address;
  return undefined;
}

/** A stored post's image as the form's choice (a stock address selects that stock image). */
export function choiceFromAddress(address: string | null | undefined): FeaturedChoice {
  if (!address) return { kind: 'none' };
  const stock = STOCK_IMAGES.find((s) => stockImageAddress(s.id) === address);
  if (stock) return { kind: 'stock', id: stock.id };
  return { kind: 'current', address };
}

/** The value of a `datetime-local` input (the author's own time) as an ISO time. */
export function localInputToIso(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return undefined;
  // A date-time without an offset is read in the browser's own time zone.
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString();
}

/** An ISO time as a `datetime-local` value in the browser's own time zone. */
export function isoToLocalInput(iso: string): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}T${pad(
    time.getHours(),
  )}:${pad(time.getMinutes())}`;
}

/** The publishing time a scheduled save sends (the schedule input read as an ISO time). */
const scheduledAt = (values: AuthoredValues, status: BlogStatus) =>
  status === 'scheduled' ? localInputToIso(values.publishAt) : undefined;

/** What every authoring schema checks of the shared fields, as the server reads them. */
export function authoredSchemaInput(
  values: AuthoredValues,
  status: BlogStatus,
  choice: FeaturedChoice,
): Record<string, unknown> {
  const publishedAt = scheduledAt(values, status);
  const featuredImage = featuredAddress(choice);
  return {
    title: values.title,
    slug: values.slug,
    excerpt: values.excerpt,
    content: values.content,
    tags: values.tags,
    keywords: values.keywords,
    metaTitle: values.metaTitle,
    metaDescription: values.metaDescription,
    status,
    commentsOpen: values.commentsOpen,
    emailSubscribers: values.emailSubscribers,
    ...(publishedAt ? { publishedAt } : {}),
    ...(featuredImage ? { featuredImage } : {}),
  };
}

/**
 * The checks the shared schema cannot make: an image must be chosen (the
 * message goes under the image picker and, as the specification places it,
 * under the content), and a schedule must lie ahead, within BLOG_LIMITS.scheduleMaxYears.
 */
export function clientProblems(
  values: AuthoredValues,
  status: BlogStatus,
  choice: FeaturedChoice,
  now: number,
  /**
   * Where else the missing image is reported (the blog's spec: under the
   * content); null for nowhere else. Not `undefined`: that would take the default.
   */
  imageAlsoUnder: string | null = 'content',
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (choice.kind === 'none') {
    problems['featuredImage'] = BLOG_MESSAGES.featuredImageRequired;
    if (imageAlsoUnder) problems[imageAlsoUnder] = BLOG_MESSAGES.featuredImageRequired;
  }
  if (status === 'scheduled') {
    const at = localInputToIso(values.publishAt);
    if (!at) problems['publishedAt'] = BLOG_MESSAGES.scheduleRequired;
    else if (Date.parse(at) <= now) problems['publishedAt'] = BLOG_MESSAGES.scheduleInPast;
    else if (Date.parse(at) > latestSchedule(now)) {
      problems['publishedAt'] = BLOG_MESSAGES.scheduleTooFar;
    }
  }
  return problems;
}

/**
 * The multipart body of an authoring form's create and save calls: the
 * shared fields as text (tags and keywords as JSON lists) beside `extra`,
 * the publishing time of a scheduled save, and the image as a stock or
 * current address or as a file under `image`.
 */
export function authoredFormData(
  values: AuthoredValues,
  status: BlogStatus,
  choice: FeaturedChoice,
  extra: Record<string, string>,
): FormData {
  const form = new FormData();
  const text: Record<string, string> = {
    title: values.title.trim(),
    slug: values.slug.trim(),
    excerpt: values.excerpt.trim(),
    content: values.content,
    tags: JSON.stringify(cleanList(values.tags)),
    keywords: JSON.stringify(cleanList(values.keywords)),
    metaTitle: values.metaTitle.trim(),
    metaDescription: values.metaDescription.trim(),
    status,
    commentsOpen: String(values.commentsOpen),
    emailSubscribers: String(values.emailSubscribers),
    ...extra,
  };
  for (const [name, value] of Object.entries(text)) form.append(name, value);
  const publishedAt = scheduledAt(values, status);
  if (publishedAt) form.append('publishedAt', publishedAt);
  const address = featuredAddress(choice);
  if (address) form.append('featuredImage', address);
  if (choice.kind === 'upload') form.append('image', choice.file);
  return form;
}

/** A comparable fingerprint of what the author would lose: the values and the image choice. */
export function snapshotOf(values: AuthoredValues, choice: FeaturedChoice): string {
  const image =
    choice.kind === 'upload'
      ? `upload:${choice.file.name}:${choice.file.size}:${choice.file.lastModified}`
      : (featuredAddress(choice) ?? 'none');
  return JSON.stringify({ ...values, image });
}

/** Where a server's field name lands in the form (an upload refused under `image`). */
export function formFieldOf(field: string): string {
  return field === 'image' ? 'featuredImage' : field;
}
