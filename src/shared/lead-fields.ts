import * as z from 'zod/mini';
import { isValidPhone } from './leads.ts';

import { tooLong } from './validation.ts';

/** Field schemas the contact and meeting forms share. */

const emptyToNull = z.transform((value: string | null | undefined) => (value ? value : null));

/** Optional text: trimmed, and an empty value is stored as null. */
export const optionalLeadText = (label: string, max: number) =>
  z.pipe(
    z.optional(
      z.nullable(
        z
          .string({ error: tooLong(label, max) })
          .check(z.trim(), z.maxLength(max, tooLong(label, max))),
      ),
    ),
    emptyToNull,
  );

/** Optional phone number under the phone rule (see isValidPhone). */
export const optionalLeadPhone = (message: string) =>
  z.pipe(
    z.optional(
      z.nullable(
        z.string({ error: message }).check(
          z.trim(),
          z.refine((value) => value === '' || isValidPhone(value), message),
        ),
      ),
    ),
    emptyToNull,
  );

/**
 * A value that may be left out (or sent empty) and then takes its default.
 * `emptyIsDefault: false` keeps an empty string as a choice to refuse (the
 * contact form's "Message to", whose message asks the visitor to pick one).
 */
export const withDefault = <T extends z.ZodMiniType>(
  schema: T,
  fallback: z.input<T>,
  { emptyIsDefault = true }: { emptyIsDefault?: boolean } = {},
) =>
  z.pipe(
    z.pipe(
      z.optional(z.unknown()),
      z.transform((value): unknown =>
        value === undefined || value === null || (emptyIsDefault && value === '')
          ? fallback
          : value,
      ),
    ),
    schema as unknown as z.ZodMiniType<z.output<T>, unknown>,
  );

/**
 * The lead forms' honeypot: a field hidden from people and from assistive
 * technology. Whatever a bot puts there is accepted by the schema (so the
 * answer looks normal) and then tells the server to keep nothing.
 */
export const honeypotField = z.optional(z.unknown());

/** True when the hidden field was filled in: a bot, whose submission is dropped. */
export function honeypotTripped(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}
