import * as z from 'zod/mini';
import { isValidPhone } from './leads.ts';

/** Field schemas the contact and meeting forms share. */
export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

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

/** Optional phone number under the spec's rule (see isValidPhone). */
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
 * A value that may be left out (or sent empty) and then takes the spec's
 * default. `emptyIsDefault: false` keeps an empty string as a choice to
 * refuse (the contact form's "Message to", whose spec message asks for one).
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
