import * as z from 'zod/mini';

/** Every error answer of the API: `{ success: false, message, errors? }`. */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  /** One human-readable text per problem, in field order (the spec's bullet list). */
  errors: z.optional(z.array(z.string())),
  /** The same problems keyed by field path, for forms that place errors under fields. */
  fieldErrors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export function apiSuccessSchema<T extends z.ZodMiniType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string(), data });
}

export const API_MESSAGES = {
  invalidJson: 'The request body is not valid JSON.',
  bodyRequired: 'A request body is required.',
  bodyNotObject: 'The request body must be a JSON object.',
  bodyTooLarge: 'The request body is too large.',
  unsupportedMediaType: 'Unsupported content type. Send JSON.',
  notFound: 'The requested resource was not found.',
  methodNotAllowed: 'This method is not allowed here.',
  validationFailed: 'Please correct the errors and try again.',
  tooManyRequests: (retryAfterSeconds: number) =>
    `Too many requests. Please try again in ${formatWait(retryAfterSeconds)}.`,
  internal: 'Something went wrong on our side. Please try again later.',
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
} as const;

function formatWait(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.ceil(seconds))} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
