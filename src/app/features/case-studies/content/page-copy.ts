/** A case study's page copy (/case-studies/{slug}); the list's CTA uses it too. */
export const caseStudyPageCopy = {
  breadcrumb: 'Case Studies',
  factsLabel: 'Project facts',
  client: 'Client',
  industry: 'Industry',
  size: 'Company size',
  duration: 'Duration',
  budget: 'Budget',
  challenge: 'The challenge',
  solution: 'Our solution',
  results: 'The results',
  metricsTitle: 'Results in numbers',
  testimonialsTitle: 'What the client says',
  bodyTitle: 'The full story',
  relatedTitle: 'More case studies from this industry',
  relatedPostsTitle: 'Related articles',
  ctaTitle: 'Could your organisation get results like these?',
  ctaText:
    'Tell us about your processes and systems; a consultant will come back to you within one business day with first ideas and an honest estimate.',
  ctaButton: 'Talk to a consultant',
  notFoundTitle: 'Case study not found',
  notFoundText:
    'This case study does not exist or is no longer published. Our other projects are one click away.',
  failedText: 'The case study could not be loaded just now. Please try again in a moment.',
  backToList: 'All case studies',
  retry: 'Try Again',
  views: 'views',
} as const;
