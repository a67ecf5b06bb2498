import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_MESSAGES } from '../../shared/api-messages.ts';
import { BLOG_LIMITS } from '../../shared/blog.ts';
import { collectProblems, type Problem } from '../../shared/validation.ts';
import { AppError, Invalid } from '../errors.ts';
import { assertNoNul } from '../plugins/request-guards.ts';

/*
 * How every authoring form (a blog post, a case study) arrives: multipart
 * text fields and at most one image, with lists as JSON and switches as
 * "true"/"on". One reader, one set of limits, one wording of each failure.
 */

/** The multipart field an uploaded image arrives in. */
export const IMAGE_FIELD = 'image';

export interface PostedForm {
  fields: Record<string, string>;
  image: Buffer | undefined;
}

/**
 * Accepts multipart forms in this plugin's routes: at most one image of
 * BLOG_LIMITS.imageMaxBytes and `fields` text fields of `fieldBytes` each
 * (a character can take 4 bytes).
 */
export async function acceptAuthoringForms(
  app: FastifyInstance,
  limits: { fields: number; fieldBytes: number },
) {
  await app.register(multipart, {
    limits: {
      fileSize: BLOG_LIMITS.imageMaxBytes,
      files: 1,
      fields: limits.fields,
      parts: limits.fields + 1,
      fieldSize: limits.fieldBytes,
    },
  });
}

/**
 * Reads an authoring form: text fields and at most one image, held to the
 * image limit while streaming (413 with `tooLarge` past it, nothing buffered
 * beyond), field by field. A field over its limit answers `fieldTooLong`;
 * anything malformed is a 400, never a partial write.
 */
export async function readAuthoringForm(
  request: FastifyRequest,
  messages: { tooLarge: string; fieldTooLong: string },
): Promise<PostedForm> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'Send the form as multipart/form-data.');
  }
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  let image: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === IMAGE_FIELD && data.length > 0) image = data;
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) {
          throw new Invalid(messages.fieldTooLong);
        }
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      }
    }
    assertNoNul(fields);
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, messages.tooLarge);
    throw new Invalid(API_MESSAGES.validationFailed);
  }
  return { fields, image };
}

/** A checkbox or switch as posted: "true"/"on" or "false"/"off"; left out, undefined. */
export function switchValue(raw: string | undefined): boolean | string | undefined {
  if (raw === undefined) return undefined;
  if (raw === 'true' || raw === 'on') return true;
  if (raw === 'false' || raw === 'off') return false;
  return raw;
}

/**
 * A JSON-encoded field as posted: absent or empty is `empty`; anything that
 * does not parse, or that `accept` refuses, is reported under the field's
 * name with `message` (and `empty` stands in, so the schema still runs).
 */
export function jsonField<T>(
  fields: Record<string, string>,
  name: string,
  accept: (value: unknown) => value is T,
  problem: { message: string; empty: T; problems: Problem[] },
): T {
  const raw = fields[name];
  if (raw === undefined || raw === '') return problem.empty;
  try {
    const value: unknown = JSON.parse(raw);
    if (accept(value)) return value;
  } catch {
    // reported below
  }
  problem.problems.push({ path: name, message: problem.message });
  return problem.empty;
}

/** Problems found while decoding, as the form's 400 (fields in the form's order). */
export function throwDecodingProblems(problems: Problem[], order: readonly string[]) {
  if (!problems.length) return;
  const collected = collectProblems(problems, order, API_MESSAGES.validationFailed);
  throw new Invalid(collected.message, collected);
}
