/**
 * The names the catalogue's forms post (its own and a landing page's
 * button), apart from the action so a landing page loads only these.
 */
export const CATALOGUE_FIELDS = {
  intent: 'intent',
  serviceIds: 'serviceIds',
  notes: 'notes',
  serviceId: 'serviceId',
  landingPath: 'landingPath',
} as const;

/** The address's flag that opens the Add Services form (the way in without JavaScript). */
export const ADD_PARAM = 'add';
