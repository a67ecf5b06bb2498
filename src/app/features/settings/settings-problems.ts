import { settingsUpdateSchema } from '../../../shared/settings.ts';
import { problemsOf } from '../../../shared/validation.ts';
import { firstByPath } from './settings-form.ts';

/**
 * The form's problems by field path, by the rules the API checks again (the
 * shared schema): the screen loads this with zod on its first focus and
 * checks before it posts; the action checks before it uploads an image.
 */
export function settingsProblems(values: unknown): Record<string, string> {
  const result = settingsUpdateSchema.safeParse(values);
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const { path, message } of problemsOf(result.error.issues)) {
    (byPath[path] ??= []).push(message);
  }
  return firstByPath(byPath);
}
