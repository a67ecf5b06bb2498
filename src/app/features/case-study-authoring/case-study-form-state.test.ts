import { describe, expect, it } from 'vitest';
import { BLOG_MESSAGES } from '../../../shared/blog-authoring.ts';
import { CASE_STUDY_MESSAGES as M } from '../../../shared/case-studies.ts';
import { caseStudyFormSchema } from '../../../shared/case-study-schemas.ts';
import { formProblems } from '../../lib/forms/form-errors.ts';
import {
  CASE_STUDY_DRAFT,
  caseStudyFormData,
  caseStudyProblems,
  caseStudySchemaInput,
  emptyCaseStudy,
} from './case-study-form-state.ts';
import { challengePreview } from './components/case-study-preview.tsx';
import { draftOf, parseDraft } from '../authoring/public.ts';

const filled = () => ({
  ...emptyCaseStudy(),
  title: 'Field service on Dynamics 365',
  slug: 'field-service-on-dynamics-365',
  clientName: '  Northwind Care ',
  clientIndustry: 'healthcare',
  clientSize: 'medium',
  challenge: 'Paper job sheets.',
  solution: 'Dynamics 365 Field Service.',
  results: 'Same-day invoicing.',
  metrics: [
    { label: ' Faster invoicing ', value: '80%' },
    { label: '', value: '' },
  ],
  testimonials: [{ quote: '', author: '', position: '' }],
});

describe('the case-study form state', () => {
  it('sends the filled rows only, trimmed, as JSON lists with every other field as text', () => {
    const body = caseStudyFormData(filled(), 'published', { kind: 'stock', id: 'crm-sales' });
    expect(body.get('clientName')).toBe('Northwind Care');
    expect(JSON.parse(body.get('metrics') as string)).toEqual([
      { label: 'Faster invoicing', value: '80%' },
    ]);
    expect(JSON.parse(body.get('testimonials') as string)).toEqual([]);
    expect(body.get('status')).toBe('published');
    expect(body.get('featuredImage')).toBe('/images/blog/stock/crm-sales-960.webp');
    expect(body.get('image')).toBeNull();
  });

  it("an empty form gets the spec's messages from the shared schema, in the form's order", () => {
    const input = caseStudySchemaInput(emptyCaseStudy(), 'draft', { kind: 'none' });
    const { messages } = formProblems(caseStudyFormSchema, input);
    expect(messages.filter((m) => m.endsWith('required'))).toEqual([
      M.titleRequired,
      'Slug is required',
      M.clientNameRequired,
      M.challengeRequired,
      M.solutionRequired,
      M.resultsRequired,
    ]);
    // A starter row left empty is no metric; a half-filled one is refused.
    const half = { ...filled(), metrics: [{ label: 'Only a label', value: '' }] };
    expect(
      formProblems(caseStudyFormSchema, caseStudySchemaInput(half, 'draft', { kind: 'none' }))
        .byField['metrics'],
    ).toBe(M.metricsInvalid);
  });

  it('puts each problem under its field: the missing image under the picker only', () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    const problems = caseStudyProblems(emptyCaseStudy(), 'draft', { kind: 'none' }, now);
    expect(problems).toMatchObject({
      title: M.titleRequired,
      clientName: M.clientNameRequired,
      clientIndustry: M.industryInvalid,
      clientSize: M.sizeInvalid,
      challenge: M.challengeRequired,
      featuredImage: M.featuredImageRequired,
    });
    expect(problems).not.toHaveProperty('content');
    const stock = { kind: 'stock', id: 'crm-sales' } as const;
    expect(caseStudyProblems(filled(), 'published', stock, now)).toEqual({});
    expect(caseStudyProblems(filled(), 'scheduled', stock, now)).toEqual({
      publishedAt: BLOG_MESSAGES.scheduleRequired,
    });
  });

  it('previews the first 100 characters of the challenge', () => {
    expect(challengePreview('a'.repeat(150))).toBe(`${'a'.repeat(100)}...`);
    expect(challengePreview('  ')).toBe('');
  });

  it('keeps a draft with its rows, and refuses one whose rows are not rows', () => {
    const draft = draftOf(filled(), { kind: 'none' }, 5);
    expect(parseDraft(JSON.stringify(draft), CASE_STUDY_DRAFT)?.values).toEqual(filled());
    const broken = { ...draft, values: { ...draft.values, metrics: ['80%'] } };
    expect(parseDraft(JSON.stringify(broken), CASE_STUDY_DRAFT)).toBeNull();
  });
});
