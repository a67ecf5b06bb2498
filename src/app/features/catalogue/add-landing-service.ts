import { CATALOGUE_MESSAGES as M } from '../../../shared/service-catalogue.ts';
import type { Send } from '../../lib/api/request.ts';
import { addUserServices, listServices } from '../../lib/api/services.ts';

/** What a landing page's "Add to my services" did. */
export type LandingStep = 'added' | 'already' | 'failed';

/**
 * Adds the service whose landing page is `landingPath` to the user's
 * catalogue (the catalogue's action, for a landing page's button): 'added',
 * 'already' (it was selected) or 'failed'.
 */
export async function addLandingService(
  send: Send,
  userId: string,
  landingPath: string,
): Promise<LandingStep> {
  const all = await listServices(send);
  const service = all.data?.find((one) => one.landingPath === landingPath);
  if (!service) return 'failed';
  const answer = await addUserServices(userId, { serviceIds: [service.id], notes: '' }, send);
  if (!answer.ok || !answer.data) return 'failed';
  return answer.message === M.added(0) ? 'already' : 'added';
}
