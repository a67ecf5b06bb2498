import type { ApiError } from '../../shared/api.ts';

export interface ApiResult<T> {
  ok: boolean;
  status: number;
  /** The server's message, when it sent one. */
  message: string | undefined;
  errors: string[] | undefined;
  data: T | undefined;
  /** The whole parsed answer (some callers read fields beside `data`). */
  body: unknown;
}

/**
 * JSON calls to our own API (relative paths). Never throws: a network failure
 * or an unreadable answer comes back as `ok: false` with no message, so the
 * caller shows its own fallback text.
 */
export async function postJson<T>(
  path: string,
  body: unknown,
  init: RequestInit = {},
): Promise<ApiResult<T>> {
  return requestJson<T>(path, {
    method: 'POST',
    ...init,
    headers: { 'content-type': 'application/json', accept: 'application/json', ...init.headers },
    body: JSON.stringify(body),
  });
}

/** Any method with a JSON body (PUT, DELETE…). */
export async function sendJson<T>(
  method: string,
  path: string,
  body: unknown,
  init: RequestInit = {},
): Promise<ApiResult<T>> {
  return postJson<T>(path, body, { ...init, method });
}

/** A multipart form (files); the browser sets the boundary. */
export async function sendForm<T>(
  method: string,
  path: string,
  form: FormData,
  init: RequestInit = {},
): Promise<ApiResult<T>> {
  return requestJson<T>(path, {
    ...init,
    method,
    headers: { accept: 'application/json', ...init.headers },
    body: form,
  });
}

export async function getJson<T>(path: string, init: RequestInit = {}): Promise<ApiResult<T>> {
  return requestJson<T>(path, {
    ...init,
    headers: { accept: 'application/json', ...init.headers },
  });
}

async function requestJson<T>(path: string, init: RequestInit): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch {
    return {
      ok: false,
      status: 0,
      message: undefined,
      errors: undefined,
      data: undefined,
      body: undefined,
    };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (response.ok && isRecord(body) && body['success'] === true) {
    return {
      ok: true,
      status: response.status,
      message: typeof body['message'] === 'string' ? body['message'] : undefined,
      errors: undefined,
      data: body['data'] as T,
      body,
    };
  }
  const error = isApiError(body) ? body : undefined;
  return {
    ok: false,
    status: response.status,
    message: error?.message,
    errors: error?.errors,
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
