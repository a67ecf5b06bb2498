/**
 * The one formatter of validation problems, for the server's 400 answers and
 * the forms that check the same schema before sending: every problem's
 * message once, in the form's field order (whole-object checks last), and
 * the messages by field. It needs no schema library, so forms that only read
 * an answer stay small.
 */

/** The one wording of a length limit, for every form ("Company must be at most 100 characters"). */
export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** One problem: the field's dotted path ('' for the request as a whole) and its message. */
export interface Problem {
  path: string;
  message: string;
}

export interface Problems {
  /** The only message, or the general one when there are several. */
  message: string;
  /** Every distinct message, in field order. */
  errors: string[];
  /** The messages by field path. */
  fieldErrors: Record<string, string[]>;
}

/** Sorts by the position of each problem's top-level field in `order`. */
export function collectProblems(
  problems: readonly Problem[],
  order: readonly string[],
  several: string,
): Problems {
  const rank = (problem: Problem) => {
    const index = order.indexOf(problem.path.split('.')[0] ?? '');
    return index === -1 ? order.length : index;
  };
  const sorted = order.length ? [...problems].sort((a, b) => rank(a) - rank(b)) : problems;
  const errors: string[] = [];
  const fieldErrors: Record<string, string[]> = {};
  for (const { path, message } of sorted) {
    if (!errors.includes(message)) errors.push(message);
    const list = (fieldErrors[path] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return { message: errors.length === 1 ? errors[0]! : several, errors, fieldErrors };
}

/** A schema library's issues (zod's `path` arrays) as problems. */
export function problemsOf(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): Problem[] {
  return issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/** The top-level fields of an object schema, in declaration order (the form's order). */
export function fieldOrder(schema: unknown): string[] {
  const shape = (schema as { shape?: unknown } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
}

/** The first message of each top-level field, as a form shows one under each input. */
export function firstByField(fieldErrors: Record<string, string[]>): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const field = path.split('.')[0] || 'form';
    if (messages[0]) byField[field] ??= messages[0];
  }
  return byField;
}
