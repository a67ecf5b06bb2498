import type * as z from 'zod/mini';

/**
 * The first problem per field of a form checked against a shared schema
 * (the one the server validates with), keyed by field name. Empty when the
 * values pass.
 */
export function fieldErrors(schema: z.ZodMiniType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Moves focus to the first invalid field, so keyboard and screen-reader users land on it. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/**
 * Every problem of a form checked against its shared schema, as the contact
 * and meeting forms list them: messages in the form's field order (the
 * order the server uses too) and the first message per field.
 */
export function formProblems(
  schema: z.ZodMiniType,
  values: unknown,
): { messages: string[]; byField: Record<string, string> } {
  const result = schema.safeParse(values);
  if (result.success) return { messages: [], byField: {} };
  const shape = (schema as { shape?: object }).shape;
  const order = shape ? Object.keys(shape) : [];
  const rank = (key: string) => {
    const index = order.indexOf(key);
    return index === -1 ? order.length : index;
  };
  const issues = [...result.error.issues].sort(
    (a, b) => rank(String(a.path[0] ?? '')) - rank(String(b.path[0] ?? '')),
  );
  const messages: string[] = [];
  const byField: Record<string, string> = {};
  for (const issue of issues) {
    if (!messages.includes(issue.message)) messages.push(issue.message);
    byField[String(issue.path[0] ?? 'form')] ??= issue.message;
  }
  return { messages, byField };
}
