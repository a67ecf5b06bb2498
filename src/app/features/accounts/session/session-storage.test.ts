import { describe, expect, it } from 'vitest';
import { parseStoredUser, sessionFromAnswer } from './session-storage.ts';

const user = { id: 'u1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org' };

describe('session storage rules: token and user kept in local storage', () => {
  it('accepts a stored user only with first name, last name and e-mail', () => {
    expect(parseStoredUser(JSON.stringify(user))).toMatchObject(user);
    expect(parseStoredUser(JSON.stringify({ ...user, lastName: '' }))).toBeNull();
    expect(parseStoredUser(JSON.stringify({ firstName: 'A', email: 'a@b.c' }))).toBeNull();
    expect(parseStoredUser('not json')).toBeNull();
    expect(parseStoredUser('null')).toBeNull();
    expect(parseStoredUser(null)).toBeNull();
  });

  it('reads the token and user from data or from the top level of an answer', () => {
    expect(sessionFromAnswer({ data: { token: 't1', user } })).toEqual({ token: 't1', user });
    expect(sessionFromAnswer({ token: 't2', user })).toEqual({ token: 't2', user });
    expect(sessionFromAnswer({ data: { user } })).toEqual({ user });
    expect(sessionFromAnswer({ data: { token: '', user: { firstName: 'x' } } })).toEqual({});
    expect(sessionFromAnswer(undefined)).toEqual({});
  });
});
