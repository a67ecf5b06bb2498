import type * as z from 'zod/mini';
import { API_MESSAGES } from '../../../shared/api-messages.ts';
import {
  collectProblems,
  fieldOrder,
  firstByField,
  problemsOf,
} from '../../../shared/validation.ts';

/** What a form shows: the list of messages, and the first one under each field. */
export interface FormProblems {
  messages: string[];
  byField: Record<string, string>;
}

export const NO_PROBLEMS: FormProblems = { messages: [], byField: {} };

/**
 * The problems of a form checked against its shared schema (the one the
 * server validates with), in the form's field order. Empty when it passes.
 */
export function formProblems(schema: z.ZodMiniType, values: unknown): FormProblems {
  const result = schema.safeParse(values);
  if (result.success) return NO_PROBLEMS;
  const problems = collectProblems(
    problemsOf(result.error.issues),
    fieldOrder(schema),
    API_MESSAGES.validationFailed,
  );
  return { messages: problems.errors, byField: firstByField(problems.fieldErrors) };
}

/** The first problem per field (forms that show one message under each input). */
export function fieldErrors(schema: z.ZodMiniType, values: unknown): Record<string, string> {
  return formProblems(schema, values).byField;
}

/**
 * The same shape from a refused answer: the server's list when it sent one,
 * else its message, else the form's own fallback text (network failure).
 */
export function answerProblems(
  result: {
    message?: string | undefined;
    errors?: string[] | undefined;
    fieldErrors?: Record<string, string[]> | undefined;
  },
  fallback: string,
): FormProblems {
  const messages = result.errors?.length ? result.errors : [result.message ?? fallback];
  return { messages, byField: firstByField(result.fieldErrors ?? {}) };
}
