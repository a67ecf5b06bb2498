import * as z from 'zod/mini';
import { REVIEW_MESSAGES, REVIEW_NOTE_MAX } from './review-messages.ts';
import { PUBLISHING_MESSAGES, PUBLISHING_STATUSES } from './publishing.ts';
import { tooLong } from './validation.ts';

/*
 * The field builders every piece of authored content (blog posts, case
 * studies) checks its form with, in the browser before sending and on the
 * server again: one wording of each rule for both.
 */

/** Lowercase letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Text that must hold more than whitespace, at most `max` characters ("{label} must be at most …"). */
export const requiredText = (message: string, max: number, label: string) =>
  z.string(message).check(
    z.refine((value) => value.trim().length > 0, message),
    z.refine((value) => value.length <= max, tooLong(label, max)),
  );

/** Text that may be left out, at most `max` characters. */
export const optionalText = (max: number, label: string) =>
  z.optional(z.string().check(z.refine((value) => value.length <= max, tooLong(label, max))));

/** A required slug: the text rule, then the slug's own pattern. */
export const slugText = (messages: { required: string; invalid: string }, max: number) =>
  requiredText(messages.required, max, 'Slug').check(
    z.refine((value) => !value.trim() || SLUG_PATTERN.test(value), messages.invalid),
  );

/** A list of short strings (tags, keywords): at most `items` of at most `length` characters. */
export const shortList = (limits: { items: number; length: number }, message: string) =>
  z
    .array(z.string().check(z.refine((value) => value.length <= limits.length, message)), message)
    .check(z.refine((list) => list.length <= limits.items, message));

/** A scheduled status needs the time to publish at (`publishedAt`, an ISO time). */
export const scheduleTimeRequired = (message: string) =>
  z.superRefine((form: { status: string; publishedAt?: string | undefined }, ctx) => {
    if (form.status !== 'scheduled') return;
    const at = form.publishedAt ? Date.parse(form.publishedAt) : Number.NaN;
    if (Number.isNaN(at)) ctx.addIssue({ code: 'custom', path: ['publishedAt'], message });
  });

/** A status change (staff's Publish, back to draft, schedule): for `scheduled`, the time. */
export const statusChangeSchema = z.object({
  status: z.enum(PUBLISHING_STATUSES, PUBLISHING_MESSAGES.statusInvalid),
  publishedAt: z.optional(z.string()),
});

/** An editor's note sending a submitted draft back to its writer. */
export const reviewNoteSchema = z.object({
  note: z.string(REVIEW_MESSAGES.noteRequired).check(
    z.refine((note) => note.trim().length > 0, REVIEW_MESSAGES.noteRequired),
    z.maxLength(REVIEW_NOTE_MAX, REVIEW_MESSAGES.noteTooLong),
  ),
});
