import * as z from 'zod/mini';

/**
 * The body of a like (a post's or a comment's): none at all, as the spec's
 * call sends it, or the browser's random id. The id is a hint that finds this
 * browser's own like again; it never adds a like (server/likes.ts).
 * Nullish, since Fastify validates a missing body as null.
 */
export const likeRequestSchema = z.nullish(
  z.object({
    visitorId: z.optional(
      z.string().check(z.minLength(8), z.maxLength(100), z.regex(/^[A-Za-z0-9_-]+$/)),
    ),
  }),
);
