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
