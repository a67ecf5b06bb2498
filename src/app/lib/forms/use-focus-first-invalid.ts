import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Moves focus to the first invalid field of `form` (or to `fallback`, such as
 * an error summary, when no field is marked), so keyboard and screen-reader
 * users land on what needs fixing.
 *
 * The move waits for the render that shows the errors, not for a timer or the
 * next frame: errors set after an `await` (a schema fetched on demand, a
 * server answer) render in a later task, which on a busy device can come after
 * the next animation frame, and focus would then find no field marked yet.
 */
export function useFocusFirstInvalid(
  form: RefObject<HTMLFormElement | null>,
  fallback?: RefObject<HTMLElement | null>,
): () => void {
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests === 0) return;
    const field = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (field ?? fallback?.current)?.focus();
  }, [requests, form, fallback]);
  return useCallback(() => setRequests((count) => count + 1), []);
}
