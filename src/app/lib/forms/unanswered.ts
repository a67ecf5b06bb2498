import { data, isRouteErrorResponse } from 'react-router';

/**
 * What a post that its action never answered still says: the status, and the
 * spec-shaped `{ message, errors, fieldErrors }` when whatever answered
 * instead (the rate limiter, the cross-site check, a proxy that speaks JSON)
 * sent one. Nothing of it when the network itself failed.
 */
export interface Unanswered {
  status: number;
  message?: string;
  errors?: string[];
  fieldErrors?: Record<string, string[]>;
}

/** The posted text fields, for the form to keep what the visitor typed. */
export type PostedValues = Record<string, string>;

function refusalOf(error: unknown): Unanswered {
  if (!isRouteErrorResponse(error)) return { status: 0 };
  const answer: Unanswered = { status: error.status };
  try {
    const body: unknown = typeof error.data === 'string' ? JSON.parse(error.data) : error.data;
    if (body && typeof body === 'object') {
      const { message, errors, fieldErrors } = body as Partial<Unanswered>;
      if (typeof message === 'string') answer.message = message;
      if (Array.isArray(errors)) answer.errors = errors.filter((e) => typeof e === 'string');
      if (fieldErrors && typeof fieldErrors === 'object') answer.fieldErrors = fieldErrors;
    }
  } catch {
    // Not JSON (a proxy's HTML page): the form's own words are shown.
  }
  return answer;
}

/**
 * The `clientAction` of a route whose forms a fetcher (or a hydrated
 * `<Form>`) posts: the post goes to the route's server action exactly as it
 * would without one, and when that action is never reached (the network is
 * down, a proxy answers 502 in its own words, the rate limiter or the
 * cross-site check refuses first), `outcome` turns what did answer into the
 * form's own refusal, so the form shows its message in place with the
 * visitor's text kept. Without it React Router shows the route's error page
 * and what was typed is gone. The refusal carries the status that answered
 * (503 when nothing did), so, as after any refused post, no loader is read
 * again: the server that could not be reached would fail them too. A
 * redirect still redirects; before hydration, and without JavaScript, the
 * browser posts to the server action itself.
 */
export function unlessUnanswered<T>(outcome: (posted: PostedValues, refusal: Unanswered) => T) {
  return async ({
    request,
    serverAction,
  }: {
    request: Request;
    serverAction: <A>() => Promise<A>;
  }) => {
    // The server action sends the request's body; a copy is kept and read
    // only when the form needs its text back (not on every post: a chat
    // upload's files would be parsed for nothing).
    const copy = request.clone();
    try {
      return await serverAction<T>();
    } catch (error) {
      if (error instanceof Response) throw error;
      const values: PostedValues = {};
      for (const [name, value] of await copy.formData()) {
        if (typeof value === 'string') values[name] = value;
      }
      const refusal = refusalOf(error);
      return data(outcome(values, refusal), { status: refusal.status || 503 });
    }
  };
}
