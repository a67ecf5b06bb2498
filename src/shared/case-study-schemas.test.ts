import { describe, expect, it } from 'vitest';
import { CASE_STUDY_LIMITS as L, CASE_STUDY_MESSAGES as M } from './case-studies.ts';
import { caseStudyFormSchema } from './case-study-schemas.ts';
import { PUBLISHING_MESSAGES } from './publishing.ts';
import { collectProblems, fieldOrder, problemsOf, tooLong } from './validation.ts';

const valid = {
  title: 'Field service on Dynamics 365',
  slug: 'field-service-on-dynamics-365',
  clientName: 'Northwind Care',
  clientIndustry: 'healthcare',
  clientSize: 'medium',
  challenge: 'Paper job sheets.',
  solution: 'Dynamics 365 Field Service.',
  results: 'Same-day invoicing.',
  metrics: [{ label: 'Invoicing time', value: '-80%' }],
  testimonials: [{ quote: 'It changed our week.', author: 'Asha Rao', position: 'COO' }],
  tags: ['Field Service'],
  keywords: [],
  status: 'draft',
};

/** The messages of a form, in the form's order, as the server answers them. */
function errorsOf(form: unknown): string[] {
  const parsed = caseStudyFormSchema.safeParse(form);
  if (parsed.success) return [];
  return collectProblems(problemsOf(parsed.error.issues), fieldOrder(caseStudyFormSchema), '')
    .errors;
}

describe('the case-study form', () => {
  it('accepts a complete form', () => {
    expect(errorsOf(valid)).toEqual([]);
  });

  it("names the spec's required fields in its order, blank text counting as missing", () => {
    const blank = {
      ...valid,
      title: ' ',
      clientName: '',
      challenge: '\n',
      solution: '',
      results: '',
    };
    expect(errorsOf(blank)).toEqual([
      M.titleRequired,
      M.clientNameRequired,
      M.challengeRequired,
      M.solutionRequired,
      M.resultsRequired,
    ]);
  });

  it('takes exactly the limit of a text and refuses one more character', () => {
    expect(errorsOf({ ...valid, challenge: 'x'.repeat(L.story) })).toEqual([]);
    expect(errorsOf({ ...valid, challenge: 'x'.repeat(L.story + 1) })).toEqual([
      tooLong('Challenge', L.story),
    ]);
  });

  it('refuses an unknown industry or size, a bad slug and a status outside the three', () => {
    expect(
      errorsOf({
        ...valid,
        slug: 'Not A Slug',
        clientIndustry: 'mining',
        clientSize: 'huge',
        status: 'archived',
      }),
    ).toEqual([
      PUBLISHING_MESSAGES.slugInvalid,
      M.industryInvalid,
      M.sizeInvalid,
      PUBLISHING_MESSAGES.statusInvalid,
    ]);
  });

  it('bounds metrics and testimonials and needs both halves of each', () => {
    const metric = { label: 'Uptime', value: '99.9%' };
    expect(errorsOf({ ...valid, metrics: Array(L.metrics).fill(metric) })).toEqual([]);
    expect(errorsOf({ ...valid, metrics: Array(L.metrics + 1).fill(metric) })).toEqual([
      M.metricsInvalid,
    ]);
    expect(errorsOf({ ...valid, metrics: [{ label: 'Uptime', value: ' ' }] })).toEqual([
      M.metricsInvalid,
    ]);
    expect(errorsOf({ ...valid, testimonials: [{ quote: 'Great', author: '' }] })).toEqual([
      M.testimonialsInvalid,
    ]);
    expect(errorsOf({ ...valid, metrics: 'not a list' })).toEqual([M.metricsInvalid]);
  });

  it('needs the time of a scheduled case study', () => {
    expect(errorsOf({ ...valid, status: 'scheduled' })).toEqual([
      PUBLISHING_MESSAGES.scheduleRequired,
    ]);
    expect(
      errorsOf({ ...valid, status: 'scheduled', publishedAt: '2030-01-01T09:00:00.000Z' }),
    ).toEqual([]);
  });
});
