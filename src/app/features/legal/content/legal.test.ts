import { describe, expect, it } from 'vitest';
import { privacyDocument, termsDocument } from './legal.ts';

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

  it('both were last updated on September 18, 2025 and have unique anchors', () => {
    for (const doc of [termsDocument, privacyDocument]) {
      expect(doc.lastUpdated).toBe('September 18, 2025');
      const ids = doc.sections.map((section) => section.id);
      expect(new Set([...ids, 'contact-information']).size).toBe(ids.length + 1);
    }
  });
});
