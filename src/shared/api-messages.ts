/**
 * The API's own messages (bad requests, limits, failures). Kept apart from
 * the schemas in api.ts so that a page reading them loads no schema library.
 */
export const API_MESSAGES = {
  invalidJson: 'The request body is not valid JSON.',
  bodyRequired: 'A request body is required.',
  bodyNotObject: 'The request body must be a JSON object.',
  bodyTooLarge: 'The request body is too large.',
  unsupportedMediaType: 'Unsupported content type. Send JSON.',
  notFound: 'The requested resource was not found.',
  methodNotAllowed: 'This method is not allowed here.',
  /** A NUL byte (U+0000) anywhere in the address, a field or a field name. */
  nulCharacter: 'The request contains a character that is not allowed.',
  /** Not a path on this site (`GET http://other/`, `GET *`), or no usable Host header. */
  badRequest: 'The request is malformed.',
  headersTooLarge: 'The request headers are too large.',
  /** A page took a body that is not a form (JSON, text, none). */
  formRequired:
    'This page accepts only a form (application/x-www-form-urlencoded or multipart/form-data).',
  /** A page took a form it cannot read (a multipart body without its boundary or part headers). */
  formMalformed: 'The form could not be read. Please reload the page and send it again.',
  requestTimeout: 'The request took too long to arrive.',
  validationFailed: 'Please correct the errors and try again.',
  tooManyRequests: (retryAfterSeconds: number) =>
    `Too many requests. Please try again in ${formatWait(retryAfterSeconds)}.`,
  internal: 'Something went wrong on our side. Please try again later.',
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
} as const;

function formatWait(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.ceil(seconds))} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
