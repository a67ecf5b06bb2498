import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './errors.ts';

/** An error as node-postgres (or PGlite) builds one from a server's message. */
const serverError = (code: string) => Object.assign(new Error('failed'), { code });
/** As Drizzle wraps a failed query: the driver's error is its cause. */
const wrapped = (cause: unknown) => new Error('Failed query: insert into …', { cause });

describe('isUniqueViolation', () => {
  it.each([
    ['the driver’s error', serverError('23505')],
    ['Drizzle’s wrapper around it', wrapped(serverError('23505'))],
    ['a wrapper around that wrapper', wrapped(wrapped(serverError('23505')))],
    ['a plain object with the code', { code: '23505' }],
  ])('is true for %s', (_name, error) => {
    expect(isUniqueViolation(error)).toBe(true);
  });

  it.each([
    ['another SQLSTATE', wrapped(serverError('23503'))],
    ['a plain error', new Error('boom')],
    ['a string', '23505'],
    ['nothing', undefined],
  ])('is false for %s', (_name, error) => {
    expect(isUniqueViolation(error)).toBe(false);
  });
});
