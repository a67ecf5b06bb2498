import type { ApiError } from '../../../shared/api.ts';

export interface ApiResult<T> {
  ok: boolean;
  status: number;
  /** The server's message, when it sent one. */
  message: string | undefined;
  errors: string[] | undefined;
  /** The problems by field, when the server checked a form. */
  fieldErrors: Record<string, string[]> | undefined;
  data: T | undefined;
  /** The whole parsed answer (some callers read fields beside `data`). */
  body: unknown;
}

/** Headers a call adds for itself (the session travels in its cookie). */
export type AuthHeaders = Record<string, string>;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How a call reaches the API: `browserSend` (fetch) in the browser; a page
 * action on the server passes the in-process one from `lib/page-forms.ts`, so
 * both go through the same route, schema and limits.
 */
export type Send = <T>(
  method: Method,
  path: string,
  body?: unknown,
  headers?: AuthHeaders,
) => Promise<ApiResult<T>>;

/** A list's query string (empty values left out), shared by the pages' links and the calls (the lists' filters). */
export function listSearch(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '' && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Calls our own API (relative paths) with a JSON body, or a multipart form
 * when given FormData (the browser sets its boundary). Never throws: a
 * network failure or an unreadable answer comes back as `ok: false` with no
 * message, so the caller shows its own fallback text.
 */
export const browserSend: Send = async (method, path, body, headers = {}) => {
  const json = method !== 'GET' && !(body instanceof FormData);
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: {
        accept: 'application/json',
        ...(json ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(method === 'GET' ? {} : { body: json ? JSON.stringify(body ?? {}) : (body as FormData) }),
    });
  } catch {
    return readAnswer(0, undefined);
  }
  return readResponse(response);
};

/** A fetched answer as an ApiResult; a body that is not JSON reads as no body. */
export async function readResponse<T>(response: Response): Promise<ApiResult<T>> {
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    answer = undefined;
  }
  return readAnswer(response.status, answer);
}

/** An API answer (status and parsed body) as an ApiResult. */
export function readAnswer<T>(status: number, body: unknown): ApiResult<T> {
  const record = isRecord(body) ? body : {};
  if (status >= 200 && status < 300 && record['success'] === true) {
    return {
      ok: true,
      status,
      message: typeof record['message'] === 'string' ? record['message'] : undefined,
      errors: undefined,
      fieldErrors: undefined,
      data: record['data'] as T,
      body,
    };
  }
  const error = isApiError(body) ? body : undefined;
  return {
    ok: false,
    status,
    message: error?.message,
    errors: error?.errors,
    fieldErrors: isRecord(error?.fieldErrors) ? error.fieldErrors : undefined,
    data: undefined,
    body,
  };
}

/**
 * The error shape of src/shared/api.ts, checked by hand: reading an answer
 * needs no schema library, which keeps zod out of every page's first load.
 */
function isApiError(body: unknown): body is ApiError {
  if (!isRecord(body) || body['success'] !== false || typeof body['message'] !== 'string') {
    return false;
  }
  const errors = body['errors'];
  return (
    errors === undefined ||
    (Array.isArray(errors) && errors.every((item) => typeof item === 'string'))
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
