import { describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES, newsletterSubscribeSchema } from './newsletter.ts';

const parse = (input: unknown) => newsletterSubscribeSchema.safeParse(input);
const firstMessage = (input: unknown) => {
  const result = parse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('newsletterSubscribeSchema', () => {
  it('trims and lower-cases the address and trims names', () => {
    const result = parse({
      email: '  Jane.Doe@Example.COM ',
      firstName: '  Jane ',
      lastName: ' Doe  ',
    });
    expect(result.success && result.data).toMatchObject({
      email: 'jane.doe@example.com',
      firstName: 'Jane',
      lastName: 'Doe',
    });
  });

  it('applies the spec defaults: source blog and every preference on', () => {
    const result = parse({ email: 'a@b.co' });
    expect(result.success && result.data).toEqual({
      email: 'a@b.co',
      firstName: undefined,
      lastName: undefined,
      source: 'blog',
      preferences: { blogUpdates: true, caseStudies: true, industryNews: true, weeklyDigest: true },
    });
  });

  it('keeps preferences the visitor turned off and fills the rest', () => {
    const result = parse({ email: 'a@b.co', preferences: { weeklyDigest: false } });
    expect(result.success && result.data.preferences).toEqual({
      blogUpdates: true,
      caseStudies: true,
      industryNews: true,
      weeklyDigest: false,
    });
  });

  it('treats blank names as not given', () => {
    const result = parse({ email: 'a@b.co', firstName: '   ', lastName: '' });
    expect(result.success && [result.data.firstName, result.data.lastName]).toEqual([
      undefined,
      undefined,
    ]);
  });

  it("says 'Please enter your email address.' when the address is missing or blank", () => {
    expect(firstMessage({})).toBe(NEWSLETTER_MESSAGES.emailRequired);
    expect(firstMessage({ email: '' })).toBe(NEWSLETTER_MESSAGES.emailRequired);
    expect(firstMessage({ email: '    ' })).toBe(NEWSLETTER_MESSAGES.emailRequired);
    expect(NEWSLETTER_MESSAGES.emailRequired).toBe('Please enter your email address.');
  });

  it("says 'Please enter a valid email address.' for a bad format or a wrong type", () => {
    expect(firstMessage({ email: 'not-an-email' })).toBe('Please enter a valid email address.');
    expect(firstMessage({ email: 'a@b' })).toBe('Please enter a valid email address.');
    expect(firstMessage({ email: 42 })).toBe('Please enter a valid email address.');
    expect(firstMessage({ email: 'x'.repeat(1_000_000) })).toBe(
      'Please enter a valid email address.',
    );
  });

  it('rejects over-long names, odd sources and non-boolean preferences', () => {
    expect(firstMessage({ email: 'a@b.co', firstName: 'x'.repeat(101) })).toBe(
      NEWSLETTER_MESSAGES.nameTooLong,
    );
    expect(firstMessage({ email: 'a@b.co', source: '<script>' })).toBe(
      NEWSLETTER_MESSAGES.sourceInvalid,
    );
    expect(firstMessage({ email: 'a@b.co', source: 'x'.repeat(51) })).toBe(
      NEWSLETTER_MESSAGES.sourceInvalid,
    );
    expect(firstMessage({ email: 'a@b.co', preferences: { blogUpdates: 'yes' } })).toBe(
      NEWSLETTER_MESSAGES.preferenceInvalid,
    );
  });
});
