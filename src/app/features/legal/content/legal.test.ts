import { describe, expect, it } from 'vitest';
import { privacyDocument, termsDocument, type RichText } from './legal.ts';

describe('legal documents', () => {
  it('terms have the eight sections of the spec, in order', () => {
    expect(termsDocument.sections.map((section) => section.title)).toEqual([
      'Use of Website',
      'Intellectual Property',
      'Services Disclaimer',
      'Third-Party Links',
      'Limitation of Liability',
      'Privacy Policy',
      'Modifications',
      'Governing Law',
    ]);
  });

  it('privacy policy has the eight sections of the spec, in order', () => {
    expect(privacyDocument.sections.map((section) => section.title)).toEqual([
      'Information We Collect',
      'How We Use Your Information',
      'Information Sharing',
      'Data Security',
      'Your Rights',
      'Third-Party Links',
      "Children's Privacy",
      'Changes to This Policy',
    ]);
  });

  it('terms were last updated on September 18, 2025, the privacy policy on November 28, 2026; both have unique anchors', () => {
    expect(termsDocument.lastUpdated).toBe('September 18, 2025');
    expect(privacyDocument.lastUpdated).toBe('November 28, 2026');
    expect(privacyDocument.lastUpdatedIso).toBe('2026-11-28');
    for (const doc of [termsDocument, privacyDocument]) {
      const ids = doc.sections.map((section) => section.id);
      expect(new Set([...ids, 'contact-information']).size).toBe(ids.length + 1);
    }
  });
});

describe('the privacy policy on consent, requests and retention', () => {
  const text = (rich: RichText) =>
    typeof rich === 'string'
      ? rich
      : rich.map((part) => (typeof part === 'string' ? part : part.text)).join('');
  const blocks = privacyDocument.sections.flatMap((section) => section.blocks);
  const all = blocks
    .flatMap((block) => (block.kind === 'list' ? block.items.map(text) : [text(block.text)]))
    .join('\n');

  it('says each form has a notice and what a consent record holds (a hash, never the address)', () => {
    expect(all).toContain('under its submit button');
    expect(all).toMatch(/the version of the notice you were shown, when, from which page/);
    expect(all).toContain('one-way hash of your network (IP) address, never the address itself');
  });

  it('links the personal data request page and says what an erasure does', () => {
    const links = blocks.flatMap((block) =>
      block.kind === 'paragraph' && Array.isArray(block.text)
        ? block.text.filter((part) => typeof part !== 'string')
        : [],
    );
    expect(links).toContainEqual({ text: 'personal data request page', to: '/privacy/request' });
    expect(all).toContain('valid for 24 hours');
    expect(all).toContain('keeping only their reference numbers, dates and statuses');
    expect(all).toContain('“Anonymous”');
  });

  it('states the retention periods, and that newsletters carry no tracking', () => {
    expect(all).toMatch(/closed, completed or cancelled and have not changed for 730 days/);
    expect(all).toMatch(/not confirmed within 30 days are deleted/);
    expect(all).toMatch(/spam or never approved are deleted after 30 days/);
    expect(all).toContain('no pixels and no rewritten links');
  });

  it('says what the visit statistics count, for how long, and that nothing identifies a person', () => {
    expect(all).toContain('without cookies, scripts or any third party');
    expect(all).toMatch(/random value that changes every day and is then destroyed/);
    expect(all).toContain('Your IP address itself is not stored');
    expect(all).toMatch(/page views of the visit statistics are deleted after 30 days/);
    expect(all).toMatch(/Do Not Track or Global Privacy Control, your visits are not counted/);
    expect(all).toContain('“direct / unknown”');
  });
});
