import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_MESSAGES } from '../../shared/api-messages.ts';
import { type ApiError } from '../../shared/api.ts';
import { collectProblems, fieldOrder } from '../../shared/validation.ts';
import { isDatabaseUnavailable } from '../db/postgres-outage.ts';
import { AppError, Invalid, Stale, TooManyRequests } from '../errors.ts';

/**
 * The one error handler. Every failure leaves as `{ success: false, message,
 * errors? }`; client mistakes keep their 4xx status, anything else is logged
 * and answered with a generic 500 so no internals reach the client. A client
 * that has gone (a navigation cancelled, a tab closed before the answer was
 * written) gets no answer, and the stream errors its leaving causes are not
 * server errors: one info line, no stack.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  // A route that expects a body and got none answers "body required" rather
  // than a schema complaint about `undefined`; one whose body is optional (a
  // like, which the spec sends without one) goes on without it.
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema?.body;
    if (
      schema &&
      (request.body === undefined || request.body === null) &&
      !(request.body === undefined && acceptsNoBody(schema))
    ) {
      throw new Invalid(API_MESSAGES.bodyRequired);
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isConnectionGone(reply) && isClosedByClient(error)) {
      request.log.info({ code: error.code, name: error.name }, CLIENT_GONE_MESSAGE);
      return undefined;
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const order =
        error.validationContext === 'body' ? fieldOrder(request.routeOptions.schema?.body) : [];
      return send(reply, 400, validationBody(error.validation, error.validationContext, order));
    }
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'application error');
      if (error instanceof TooManyRequests) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      return send(reply, error.statusCode, {
        success: false,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
        ...(error instanceof Stale ? { current: error.current } : {}),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(reply, status, { success: false, message: clientErrorMessage(error, status) });
    }
    // The database is down or restarting: the client may try again shortly.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return send(reply, 503, { success: false, message: API_MESSAGES.unavailable });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, { success: false, message: API_MESSAGES.internal });
  });

  // Pages are all answered by the React Router catch-all, so what reaches this
  // handler is an unknown API path (or a method no route accepts).
  app.setNotFoundHandler((_request, reply) =>
    send(reply, 404, { success: false, message: API_MESSAGES.notFound }),
  );
}

function send(reply: FastifyReply, status: number, body: ApiError) {
  // Errors raised while a streamed page was already under way cannot be
  // answered twice, nor can a client whose connection has closed.
  if (reply.sent || isConnectionGone(reply)) return undefined;
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** The one line a request whose client left before its answer leaves in the log. */
const CLIENT_GONE_MESSAGE = 'client closed the connection before the answer';

/** The connection the answer was to go out on has closed (or was never kept). */
function isConnectionGone(reply: FastifyReply): boolean {
  return reply.raw.destroyed || reply.request.raw.socket?.destroyed === true;
}

/**
 * What a stream reports when the connection under it closes: the compressed
 * or streamed answer cut off (premature close), the socket reset or already
 * destroyed, or the render aborted with the request. Anything else is a
 * failure of the server's own, logged as such even if the client has left.
 */
const CLOSED_CONNECTION_CODES = new Set([
  'ERR_STREAM_PREMATURE_CLOSE',
  'ERR_STREAM_DESTROYED',
  'ECONNRESET',
  'EPIPE',
  'ABORT_ERR',
]);
function isClosedByClient(error: FastifyError): boolean {
  return CLOSED_CONNECTION_CODES.has(error.code) || error.name === 'AbortError';
}

interface ValidationIssue {
  instancePath: string;
  message?: string | undefined;
  keyword: string;
}

function validationBody(
  issues: ValidationIssue[],
  context: string | undefined,
  order: string[],
): ApiError {
  const problems = issues.map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const message =
      path === '' && context === 'body'
        ? bodyShapeMessage(issue)
        : (issue.message ?? 'Invalid value.');
    return { path: path || (context ?? 'request'), message };
  });
  return { success: false, ...collectProblems(problems, order, API_MESSAGES.validationFailed) };
}

/** The body as a whole has the wrong shape (an array, a string): say so plainly. */
function bodyShapeMessage(issue: ValidationIssue): string {
  return issue.keyword === 'invalid_type'
    ? API_MESSAGES.bodyNotObject
    : (issue.message ?? API_MESSAGES.bodyNotObject);
}

function clientErrorMessage(error: FastifyError, status: number): string {
  switch (status) {
    case 413:
      return API_MESSAGES.bodyTooLarge;
    case 415:
      return API_MESSAGES.unsupportedMediaType;
    case 404:
      return API_MESSAGES.notFound;
    case 405:
      return API_MESSAGES.methodNotAllowed;
    case 400:
      if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
        return API_MESSAGES.invalidJson;
      }
      if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return API_MESSAGES.bodyRequired;
      return error.message || API_MESSAGES.validationFailed;
    default:
      return error.message || API_MESSAGES.validationFailed;
  }
}

/**
 * Node refused the request before Fastify saw it (a malformed request line
 * or header, headers over the size limit, a timeout): the answer is written
 * on the socket directly, in the API's shape, and the connection closed,
 * since what follows on it cannot be trusted. `this` is the Fastify instance.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  const message =
    status === 431
      ? API_MESSAGES.headersTooLarge
      : status === 408
        ? API_MESSAGES.requestTimeout
        : API_MESSAGES.badRequest;
  this.log.info({ status, code: error.code }, 'malformed request refused');
  if (socket.writable) {
    const body = JSON.stringify({ success: false, message } satisfies ApiError);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy();
}

/** Fastify's own refusals before routing (a bad percent-encoding in the path, say). */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  request.log.info({ status, code: error.code }, 'malformed request refused');
  void send(reply, status, { success: false, message: API_MESSAGES.badRequest });
}

/** Whether a route's body schema (zod) accepts no body at all; asked once per schema. */
const noBodyAccepted = new WeakMap<object, boolean>();
function acceptsNoBody(schema: unknown): boolean {
  if (typeof schema !== 'object' || schema === null) return false;
  let accepted = noBodyAccepted.get(schema);
  if (accepted === undefined) {
    const parser = schema as { safeParse?: (value: unknown) => { success: boolean } };
    accepted = typeof parser.safeParse === 'function' && parser.safeParse(undefined).success;
    noBodyAccepted.set(schema, accepted);
  }
  return accepted;
}
