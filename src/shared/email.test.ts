import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, isValidEmail } from './email.ts';

describe('isValidEmail (text, @, text, dot, text, no spaces)', () => {
  it.each(['a@b.co', 'first.last@sub.example.com', 'x+tag@example.io', 'a@b.c.d'])(
    'accepts %s',
    (value) => {
      expect(isValidEmail(value)).toBe(true);
    },
  );

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
  ])('rejects %s', (_label, value) => {
    expect(isValidEmail(value)).toBe(false);
  });

  it('rejects addresses longer than SMTP allows', () => {
    const local = 'a'.repeat(EMAIL_MAX_LENGTH);
    expect(isValidEmail(`${local}@example.com`)).toBe(false);
  });

  it('answers quickly for a megabyte of text without an @ (no regex backtracking)', () => {
    const started = performance.now();
    expect(isValidEmail('a.'.repeat(500_000))).toBe(false);
    expect(performance.now() - started).toBeLessThan(100);
  });
});
