/**
 * The words of the landing pages' "Add to my services" button, apart from
 * the catalogue's other messages so those pages load only these.
 */
export const ADD_TO_MY_SERVICES = {
  label: 'Add to my services',
  added: 'Added to your services',
  already: 'In your services',
  view: 'View my services',
  failed: 'Failed to add services. Please try again.',
} as const;
