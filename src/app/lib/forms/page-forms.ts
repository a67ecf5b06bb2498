import { useSyncExternalStore } from 'react';
import type { RouterContextProvider } from 'react-router';
import { readAnswer, type Send } from '../api/request.ts';
import { apiContext, logContext } from '../request-context.ts';

/**
 * A page action's way to the API: the calls of `lib/api/` with this Send
 * reach the server's own routes in-process, so a form posted before the
 * page's JavaScript ran is checked, limited and stored exactly as the JSON
 * call from the hydrated form would be.
 */
export function serverSend(context: Readonly<RouterContextProvider>): Send {
  const api = context.get(apiContext);
  return async (method, path, body, headers) => {
    const answer = await api({
      method,
      path,
      ...(body === undefined ? {} : { body }),
      ...(headers ? { headers } : {}),
    });
    return readAnswer(answer.status, answer.body);
  };
}

/**
 * A page loader's way to the API: `serverSend`, where a thrown failure (the
 * database away…) is logged and read as a failed answer, so the page shows
 * its own error screen instead of the site's.
 */
export function pageSend(context: Readonly<RouterContextProvider>): Send {
  const send = serverSend(context);
  return async (...args) => {
    try {
      return await send(...args);
    } catch (error) {
      context.get(logContext).error({ err: error }, 'content page: API call failed');
      return readAnswer(0, undefined);
    }
  };
}

/** A posted form's text fields (files are not read here). */
export async function postedValues(request: Request): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const [name, value] of await request.formData()) {
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

const noSubscription = () => () => {};

/**
 * False in the server's HTML and until the page has hydrated, true after.
 * A button that stays disabled until its fields are filled is enabled until
 * then, so a form the browser posts itself (before the JavaScript ran) can
 * still be sent; the browser's own `required` checks stand in meanwhile.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
