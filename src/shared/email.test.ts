import { describe, expect, it } from 'vitest';
import { accountEmailSchema } from './auth.ts';
import {
  EMAIL_MAX_LENGTH,
  emailDomain,
  isCompanyEmail,
  isValidEmail,
  normalizeEmail,
} from './email.ts';
import { meetingRequestSchema } from './meetings.ts';

describe('normalizeEmail: one mailbox, in canonical form', () => {
  it.each([
    ['a@b.co', 'a@b.co'],
    ['first.last@sub.example.com', 'first.last@sub.example.com'],
    ['x+tag@example.io', 'x+tag@example.io'],
    ['a@b.c.d', 'a@b.c.d'],
    ["o'brien@example.ie", "o'brien@example.ie"],
    ['Mixed.Case@Example.COM', 'mixed.case@example.com'],
    ['user@bücher.example', 'user@xn--bcher-kva.example'],
    ['user@xn--bcher-kva.example', 'user@xn--bcher-kva.example'],
    ['a@under_score.example.com', null],
  ])('%s becomes %s', (input, expected) => {
    expect(normalizeEmail(input)).toBe(expected);
  });

  it.each([
    ['empty', ''],
    ['no at sign', 'example.com'],
    ['nothing before @', '@example.com'],
    ['no dot in domain', 'a@localhost'],
    ['dot at the end only', 'a@example.'],
    ['dot right after @', 'a@.com'],
    ['two at signs', 'a@b@example.com'],
    ['a space', 'a b@example.com'],
    ['a trailing newline', 'a@example.com\n'],
    ['a display name', '<attacker@evil.test>.example.com'],
    ['a name and angle brackets', 'Eve <eve@evil.test>'],
    ['a list', 'x@evil.test,.example.com'],
    ['a list with a semicolon', 'x@evil.test;y@example.com'],
    ['a quote', 'x@evil.test".example.com'],
    ['a quoted local part', '"x@evil.test"@example.com'],
    ['a comment', 'x(comment)@example.com'],
    ['a group', 'team:x@example.com;'],
    ['a leading dot', '.x@example.com'],
    ['two dots in a row', 'x..y@example.com'],
    ['a trailing dot in the local part', 'x.@example.com'],
    ['an IP address', 'x@127.0.0.1'],
    ['a domain literal', 'x@[127.0.0.1]'],
    ['a label that starts with a hyphen', 'x@-example.com'],
    ['a percent-encoded domain', 'x@ex%61mple.com'],
    ['a slash in the domain', 'x@example.com/evil.test'],
    ['a backslash', 'x\\y@example.com'],
    ['a NUL byte', 'x\u0000@example.com'],
    ['a non-ASCII local part', 'zoë@example.com'],
    ['a local part over 64 characters', `${'a'.repeat(65)}@example.com`],
  ])('refuses %s', (_label, value) => {
    expect(normalizeEmail(value)).toBeNull();
    expect(isValidEmail(value)).toBe(false);
  });

  it('refuses addresses longer than SMTP allows', () => {
    const domain = `${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(63)}.${'g'.repeat(60)}.com`;
    expect(normalizeEmail(`a@${domain}`)).toBeNull();
    expect(normalizeEmail(`${'a'.repeat(EMAIL_MAX_LENGTH)}@example.com`)).toBeNull();
  });

  it('answers quickly for a megabyte of text (no regex backtracking)', () => {
    const started = performance.now();
    expect(isValidEmail('a.'.repeat(500_000))).toBe(false);
    expect(isValidEmail(`${'a@'.repeat(500_000)}`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('isValidEmail is true only for the canonical form', () => {
    expect(isValidEmail('a@example.com')).toBe(true);
    expect(isValidEmail('A@example.com')).toBe(false);
    expect(isValidEmail('user@bücher.example')).toBe(false);
  });

  it('emailDomain reads the domain the mail goes to', () => {
    expect(emailDomain('a@Sub.Example.com')).toBe('sub.example.com');
    expect(emailDomain('<a@evil.test>.example.com')).toBeNull();
  });
});

describe('isCompanyEmail: the company domain or a subdomain, by the strict parser', () => {
  it.each([
    ['a@example.com', true],
    ['a@eu.example.com', true],
    ['a@example.com.evil.test', false],
    ['a@notexample.com', false],
    ['<attacker@evil.test>.example.com', false],
    ['x@evil.test,.example.com', false],
    ['x@evil.test".example.com', false],
    ['x@evil.test>@example.com', false],
    ['A@Example.com', false],
  ])('%s → %s', (address, expected) => {
    expect(isCompanyEmail(address, 'example.com')).toBe(expected);
  });
});

describe('the address schemas', () => {
  it('store the canonical form (trimmed, lower case, ASCII domain)', () => {
    expect(accountEmailSchema.parse('  Zoe@Bücher.Example ')).toBe('zoe@xn--bcher-kva.example');
  });

  it('refuse the crafted addresses with the form’s own message', () => {
    for (const value of ['<attacker@evil.test>.example.com', 'x@evil.test,.example.com']) {
      const result = accountEmailSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        'Please enter a valid email address',
      ]);
    }
    expect(accountEmailSchema.safeParse('').error?.issues.map((i) => i.message)).toEqual([
      'Email is required',
    ]);
  });

  it('an optional address may stay empty but may not be malformed', () => {
    const base = {
      firstName: 'A',
      lastName: 'B',
      subject: 'S',
      source: 'chat',
      timezone: 'UTC',
    };
    expect(meetingRequestSchema.safeParse({ ...base, email: '' }).success).toBe(true);
    const bad = meetingRequestSchema.safeParse({ ...base, email: 'x@evil.test,.example.com' });
    expect(bad.success).toBe(false);
  });
});
