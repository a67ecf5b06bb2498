/**
 * The personal service catalogue: what a service looks like on the wire, the
 * limits of an addition and every message either side shows. Zod-free, so
 * the catalogue's page loads its words without the schema library; the
 * request schema is in service-catalogue-schemas.ts.
 */

/** A service as `GET /api/services/` gives it. */
export interface CatalogueService {
  id: string;
  key: string;
  title: string;
  description: string;
  category: string;
  isActive: boolean;
  /** The page that sells the service. */
  landingPath: string;
}

/** A service in a user's catalogue, with its link record. */
export interface SelectedService extends CatalogueService {
  notes: string;
  addedAt: string;
}

/** One row of the staff's "Service interest" list: who picked what, with their note. */
export interface ServiceInterest {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  serviceId: string;
  serviceTitle: string;
  notes: string;
  addedAt: string;
}

/** One row of the administrators' users list. */
export interface CatalogueUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  createdAt: string;
  serviceCount: number;
}

export const CATALOGUE_LIMITS = {
  /** Notes left with an addition; one note goes with every service of the batch. */
  notes: 1000,
  /** Services in one addition (more than the catalogue offers). */
  serviceIds: 50,
  /** Rows per page of the staff and administrator lists. */
  pageSize: 50,
} as const;

export const CATALOGUE_MESSAGES = {
  // The client's words (spec 02, the catalogue's screen and its error catalogue).
  title: 'Service Catalog',
  ownSubtitle: 'Your selected services',
  otherSubtitle: (userId: string) => `Services for user ${userId}`,
  emptyTitle: 'No services selected',
  emptyText: 'Add services to get started',
  accessDeniedTitle: 'Access Denied',
  accessDeniedText: "You don't have permission to view this profile.",
  addServices: 'Add Services',
  searchPlaceholder: 'Search services...',
  allCategories: 'All Categories',
  noneFound: 'No services found',
  notesLabel: 'Notes (optional)',
  notesPrefix: 'Notes:',
  adding: 'Adding...',
  addCount: (count: number) => `Add ${count} Service(s)`,
  noToken: 'No authentication token found',
  fetchServicesFailed: 'Failed to fetch services',
  fetchUserServicesFailed: 'Failed to fetch user services',
  addFailed: 'Failed to add services',
  removeFailed: 'Failed to remove the service. Please try again.',
  // The server's answers.
  servicesListed: 'Services retrieved.',
  userServicesListed: 'Selected services retrieved.',
  interestListed: 'Service interest retrieved.',
  usersListed: 'Users retrieved.',
  added: (count: number) =>
    count === 0
      ? 'Those services are already in your catalogue.'
      : `${count} service${count === 1 ? '' : 's'} added to your catalogue.`,
  removed: 'Service removed from your catalogue.',
  // Contains 'forbidden': the spec's client sends the user to /login on it.
  forbidden: 'Access forbidden: you can only change your own service catalogue.',
  forbiddenRead: 'Access forbidden: you can only view your own service catalogue.',
  userNotFound: 'User not found.',
  notSelected: 'That service is not in this catalogue.',
  serviceIdsRequired: 'Choose at least one service to add.',
  serviceIdsInvalid: 'serviceIds must be a list of service ids.',
  tooManyServices: `Add at most ${CATALOGUE_LIMITS.serviceIds} services at a time.`,
  unknownServices: 'One or more of the chosen services do not exist or are no longer offered.',
  notesInvalid: 'Notes must be text.',
  notesTooLong: `Notes can be at most ${CATALOGUE_LIMITS.notes} characters.`,
} as const;
