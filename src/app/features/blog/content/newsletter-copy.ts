/** The blog's newsletter offer, under the list and under every post. */
export const blogNewsletterCopy = {
  title: 'New articles in your inbox',
  description: 'Blog updates, case studies and industry news. Unsubscribe at any time.',
} as const;
