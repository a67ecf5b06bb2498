/**
 * The server's error family. Services throw these; the error handler turns
 * them into `{ success: false, message, errors? }` with the status code.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;
  readonly errors: string[] | undefined;
  readonly fieldErrors: Record<string, string[]> | undefined;
  constructor(
    statusCode: number,
    message: string,
    details: { errors?: string[]; fieldErrors?: Record<string, string[]> } = {},
  ) {
    super(message);
    this.statusCode = statusCode;
    this.errors = details.errors;
    this.fieldErrors = details.fieldErrors;
  }
}

export class Invalid extends AppError {
  constructor(
    message: string,
    details?: { errors?: string[]; fieldErrors?: Record<string, string[]> },
  ) {
    super(400, message, details);
  }
}
/**
 * Files refused for what they are (not an image, a type the chat does not
 * take, content that is not what its name says): a 400 like any bad input,
 * which the metrics count by upload and file type.
 */
export class UploadRefused extends Invalid {
  readonly refused: ReadonlyArray<{ upload: string; type: string }>;
  constructor(
    message: string,
    refused: ReadonlyArray<{ upload: string; type: string }>,
    details?: { errors?: string[]; fieldErrors?: Record<string, string[]> },
  ) {
    super(message, details);
    this.refused = refused;
  }
}
export class Unauthorized extends AppError {
  constructor(message = 'Authentication required. Please log in.') {
    super(401, message);
  }
}
export class Forbidden extends AppError {
  constructor(message = 'You do not have permission to do this.') {
    super(403, message);
  }
}
export class NotFound extends AppError {
  constructor(message = 'Not found.') {
    super(404, message);
  }
}
export class Conflict extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}

/**
 * Something the request needs is down (the file storage): the client may try
 * again later. The underlying failure is kept as `cause`, for the log only.
 */
export class ServiceUnavailable extends AppError {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(503, message);
    if (options.cause !== undefined) this.cause = options.cause;
  }
}

/** Over a rate limit; the answer carries Retry-After so clients know when to come back. */
export class TooManyRequests extends AppError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

/**
 * A change made over a version that is no longer the item's (If-Match): 412,
 * with who saved it since, when, and the version now, so the writer can look
 * at their change before deciding to overwrite it.
 */
export class Stale extends AppError {
  readonly current: { version: number; savedAt: string; savedBy: string | null };
  constructor(message: string, current: Stale['current']) {
    super(412, message, { errors: [message] });
    this.current = current;
  }
}
