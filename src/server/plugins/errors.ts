import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_MESSAGES, type ApiError } from '../../shared/api.ts';
import { AppError, Invalid } from '../errors.ts';

/**
 * The one error handler. Every failure leaves as `{ success: false, message,
 * errors? }`; client mistakes keep their 4xx status, anything else is logged
 * and answered with a generic 500 so no internals reach the client.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  // A route that expects a body and got none answers "body required" rather
  // than a schema complaint about `undefined`.
  app.addHook('preValidation', async (request) => {
    if (
      request.routeOptions.schema?.body &&
      (request.body === undefined || request.body === null)
    ) {
      throw new Invalid(API_MESSAGES.bodyRequired);
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const order =
        error.validationContext === 'body' ? fieldOrder(request.routeOptions.schema?.body) : [];
      return send(reply, 400, validationBody(error.validation, error.validationContext, order));
    }
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'application error');
      return send(reply, error.statusCode, {
        success: false,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(reply, status, { success: false, message: clientErrorMessage(error, status) });
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
  // Errors raised while a streamed page was already under way cannot be answered twice.
  if (reply.sent) return reply;
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

interface ValidationIssue {
  instancePath: string;
  message?: string | undefined;
  keyword: string;
}

/** The top-level fields of an object schema, in the order the form shows them. */
function fieldOrder(schema: unknown): string[] {
  const shape = (schema as { shape?: unknown } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
}

function validationBody(
  issues: ValidationIssue[],
  context: string | undefined,
  order: string[],
): ApiError {
  const errors: string[] = [];
  const fieldErrors: Record<string, string[]> = {};
  // Whole-object checks (a field required only for some sources) report
  // after the field checks; listing by field keeps the form's reading order.
  const rank = (issue: ValidationIssue) => {
    const index = order.indexOf(issue.instancePath.split('/')[1] ?? '');
    return index === -1 ? order.length : index;
  };
  const sorted = order.length ? [...issues].sort((a, b) => rank(a) - rank(b)) : issues;
  for (const issue of sorted) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const message =
      field === '' && context === 'body'
        ? bodyShapeMessage(issue)
        : (issue.message ?? 'Invalid value.');
    if (!errors.includes(message)) errors.push(message);
    const key = field || (context ?? 'request');
    const list = (fieldErrors[key] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return {
    success: false,
    message: errors.length === 1 ? errors[0]! : API_MESSAGES.validationFailed,
    errors,
    fieldErrors,
  };
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
