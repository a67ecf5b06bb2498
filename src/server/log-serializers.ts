import { stdSerializers } from 'pino';

/**
 * What the log may say about an error. A failed database query carries its
 * SQL parameters (Drizzle puts them in the message and the stack: a new
 * user's password hash, an address, a token), and a PostgreSQL error's
 * message and detail quote the offending values. The log keeps the statement
 * (its kind and table, never the values), the SQLSTATE code and the stack
 * frames; every other error is logged as pino would.
 */
export function serializeError(error: Error): SerializedError {
  const query = queryFailureIn(error);
  const database = databaseErrorIn(error);
  if (!query && !database) return stdSerializers.err(error);
  return {
    type: 'DatabaseQueryError',
    message: 'database query failed',
    ...(query ? { statement: statementName(query.query) } : {}),
    ...(database?.code ? { code: database.code } : {}),
    ...(database?.constraint ? { constraint: database.constraint } : {}),
    stack: framesOf(error.stack),
  };
}

/**
 * An error's message where it is kept or shown as text (a failed job's
 * last error, on the staff screen and in the log): a failed query's is
 * "database query failed (update jobs, 57P01)", never its values.
 */
export function safeMessage(error: Error): string {
  const serialized = serializeError(error);
  if (serialized.type !== 'DatabaseQueryError') return error.message;
  const facts = [serialized['statement'], serialized['code']].filter(Boolean).join(', ');
  return facts ? `${serialized.message} (${facts})` : serialized.message;
}

/** `insert into users`, `select from sessions`: what ran, without a value. */
export function statementName(sql: string): string {
  const text = sql.replace(/\s+/g, ' ').trim().toLowerCase();
  const verb = /^(with|select|insert|update|delete)\b/.exec(text)?.[1] ?? 'statement';
  const table =
    /\b(?:insert into|update|delete from|from)\s+"?([a-z_][a-z0-9_]*)"?/.exec(text)?.[1] ?? '';
  return table ? `${verb} ${table}` : verb;
}

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

interface QueryFailure {
  query: string;
  params: unknown[];
}

interface DatabaseErrorFields {
  code?: string;
  constraint?: string;
}

function* chain(error: unknown): Generator<Record<string, unknown>> {
  const seen = new Set<unknown>();
  for (let e = error; typeof e === 'object' && e !== null && !seen.has(e);) {
    seen.add(e);
    yield e as Record<string, unknown>;
    e = (e as { cause?: unknown }).cause;
  }
}

function queryFailureIn(error: unknown): QueryFailure | undefined {
  for (const link of chain(error)) {
    if (typeof link['query'] === 'string' && Array.isArray(link['params'])) {
      return link as unknown as QueryFailure;
    }
  }
  return undefined;
}

function databaseErrorIn(error: unknown): DatabaseErrorFields | undefined {
  for (const link of chain(error)) {
    // PostgreSQL's own errors (pg and PGlite) carry a severity and a SQLSTATE code.
    if (
      typeof link['severity'] === 'string' &&
      typeof link['code'] === 'string' &&
      /^[0-9A-Z]{5}$/.test(link['code'])
    ) {
      return {
        code: link['code'],
        ...(typeof link['constraint'] === 'string' ? { constraint: link['constraint'] } : {}),
      };
    }
  }
  return undefined;
}

/** The "at …" lines of a stack, without the message line(s) that carry the values. */
function framesOf(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}
