import { expect, type APIRequestContext } from '@playwright/test';
import { slugify } from '../../src/shared/blog-authoring.ts';
import { stockImageAddress } from '../../src/shared/blog.ts';
import { bearer, type E2eAccount } from './accounts.ts';

/** A case study made through the API, for the screens that start from one. */
export async function createCaseStudyByApi(
  request: APIRequestContext,
  staff: E2eAccount,
  title: string,
  overrides: Record<string, string> = {},
) {
  const response = await request.post('/api/enhanced-blog/case-studies', {
    headers: bearer(staff),
    multipart: {
      title,
      slug: slugify(title),
      excerpt: 'A project written for the test.',
      content: '<h2>Background</h2><p>The longer story.</p>',
      clientName: 'Fabrikam Test Ltd',
      clientIndustry: 'technology',
      clientSize: 'small',
      projectDuration: '6 weeks',
      projectBudget: '$20,000',
      challenge: 'Orders were keyed twice.',
      solution: 'A Power Automate flow between the shop and Dynamics 365.',
      results: 'Orders reach the warehouse in minutes.',
      metrics: JSON.stringify([{ label: 'Order handling time', value: '-90%' }]),
      testimonials: JSON.stringify([
        { quote: 'No more double keying.', author: 'Sam Lee', position: 'Operations lead' },
      ]),
      tags: JSON.stringify(['Power Automate']),
      keywords: JSON.stringify(['e2e case study']),
      status: 'published',
      featuredImage: stockImageAddress('business-strategy'),
      ...overrides,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { caseStudy: { id: string; slug: string; title: string } })
    .caseStudy;
}
