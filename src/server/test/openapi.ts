/*
 * The served OpenAPI document (/api/docs/json) as the tests read it: its
 * operations, each named by its call, "METHOD /path".
 */

export interface OpenApiOperation {
  security?: unknown;
  parameters?: { in: string; name: string }[];
}
export interface OpenApiDocument {
  security?: unknown;
  components?: Record<string, unknown>;
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const HTTP_METHODS = new Set(['get', 'head', 'post', 'put', 'patch', 'delete', 'options', 'trace']);

/** Each operation of the document with its call, "METHOD /path". */
export const operationsOf = (document: OpenApiDocument): [string, OpenApiOperation][] =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.has(method))
      .map(([method, operation]): [string, OpenApiOperation] => [
        `${method.toUpperCase()} ${path}`,
        operation,
      ]),
  );
