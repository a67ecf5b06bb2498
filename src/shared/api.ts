import * as z from 'zod/mini';

/** Every error answer of the API: `{ success: false, message, errors? }`. */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  /** One human-readable text per problem, in field order; forms show them as a bullet list. */
  errors: z.optional(z.array(z.string())),
  /** The same problems keyed by field path, for forms that place errors under fields. */
  fieldErrors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export function apiSuccessSchema<T extends z.ZodMiniType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string(), data });
}
