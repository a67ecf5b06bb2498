import { stockImageAddress } from '../../shared/blog.ts';

/**
 * A complete, published case study's authoring form (every field as the
 * create screen sends it, as text), with `fields` over it.
 */
export function caseStudyForm(slug: string, fields: Record<string, string> = {}) {
  return {
    title: `Test case study ${slug}`,
    slug,
    excerpt: 'How a care provider moved its visits off paper.',
    content: '<h2>Background</h2><p>Visits were <strong>planned</strong> on paper.</p>',
    clientName: 'Northwind Care',
    clientIndustry: 'healthcare',
    clientSize: 'medium',
    projectDuration: '14 weeks',
    projectBudget: '$90,000',
    challenge: 'Paper job sheets took days to reach invoicing.',
    solution: 'Dynamics 365 Field Service with a mobile app.',
    results: 'Same-day invoicing for every visit.',
    metrics: JSON.stringify([
      { label: 'Faster invoicing', value: '80%' },
      { label: 'Visits a day', value: '+2' },
    ]),
    testimonials: JSON.stringify([
      { quote: 'It changed our week.', author: 'Asha Rao', position: 'COO' },
    ]),
    tags: JSON.stringify(['Dynamics 365', 'Field Service']),
    keywords: JSON.stringify(['field service case study']),
    metaTitle: '',
    metaDescription: '',
    status: 'published',
    featuredImage: stockImageAddress('crm-sales'),
    ...fields,
  };
}
