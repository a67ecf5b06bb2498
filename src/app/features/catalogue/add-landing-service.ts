import { CATALOGUE_MESSAGES as M } from '../../../shared/service-catalogue.ts';
import { addUserServices, listServices } from '../../lib/api/services.ts';

/**
 * Adds the service whose landing page is `landingPath` to the user's
 * catalogue. Loaded when the button is pressed, so landing pages do not carry
 * the catalogue's calls. Resolves 'added', 'already' (it was selected) or
 * 'failed'.
 */
export async function addLandingService(
  userId: string,
  landingPath: string,
): Promise<'added' | 'already' | 'failed'> {
  const all = await listServices();
  const service = all.data?.find((one) => one.landingPath === landingPath);
  if (!service) return 'failed';
  const answer = await addUserServices(userId, { serviceIds: [service.id], notes: '' });
  if (!answer.ok || !answer.data) return 'failed';
  return answer.message === M.added(0) ? 'already' : 'added';
}
