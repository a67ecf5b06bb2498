import { useEffect, useState } from 'react';
import {
  CATALOGUE_MESSAGES as M,
  type CatalogueService,
  type SelectedService,
} from '../../../shared/service-catalogue.ts';
import {
  addUserServices,
  listServices,
  listUserServices,
  removeUserService,
} from '../../lib/api/services.ts';

export type CatalogueState =
  | { status: 'loading' }
  | { status: 'denied' }
  | { status: 'failed'; message: string }
  | { status: 'loaded'; services: CatalogueService[]; selected: SelectedService[] };

export type AddOutcome = { ok: true } | { ok: false; message: string; forbidden: boolean };

/**
 * One catalogue: every service and the target user's selection, loaded
 * together on entry and whenever the target user changes (spec 02). An add
 * replaces the selection with the list the server returns; a removal drops
 * the service from it.
 */
export function useServiceCatalogue(userId: string | undefined) {
  const [attempt, setAttempt] = useState(0);
  // The state belongs to one target and attempt; for any other it reads as loading.
  const key = `${userId ?? ''}#${attempt}`;
  const [stored, setStored] = useState<{ key: string; state: CatalogueState }>({
    key: '',
    state: { status: 'loading' },
  });
  const state: CatalogueState = stored.key === key ? stored.state : { status: 'loading' };
  const setState = (update: (current: CatalogueState) => CatalogueState) =>
    setStored((current) => ({ key: current.key, state: update(current.state) }));

  useEffect(() => {
    if (!userId) return;
    let live = true;
    const settle = (next: CatalogueState) => live && setStored({ key, state: next });
    void Promise.all([listServices(), listUserServices(userId)]).then(([all, mine]) => {
      if (mine.status === 403) return settle({ status: 'denied' });
      if (!all.ok || !all.data) return settle({ status: 'failed', message: M.fetchServicesFailed });
      if (!mine.ok || !mine.data) {
        return settle({ status: 'failed', message: M.fetchUserServicesFailed });
      }
      settle({ status: 'loaded', services: all.data, selected: mine.data });
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- per target user (and retry), not per render
  }, [key]);

  const setSelected = (selected: SelectedService[]) =>
    setState((current) => (current.status === 'loaded' ? { ...current, selected } : current));

  async function add(serviceIds: string[], notes: string): Promise<AddOutcome> {
    if (!userId) return { ok: false, message: M.addFailed, forbidden: true };
    const answer = await addUserServices(userId, { serviceIds, notes });
    if (answer.ok && answer.data) {
      setSelected(answer.data);
      return { ok: true };
    }
    const message = answer.message ?? M.addFailed;
    return {
      ok: false,
      message,
      forbidden: message.includes('forbidden') || answer.status === 401,
    };
  }

  async function remove(serviceId: string): Promise<boolean> {
    if (!userId) return false;
    const answer = await removeUserService(userId, serviceId);
    // Gone already (another tab removed it) is as good as removed.
    if (!answer.ok && answer.status !== 404) return false;
    setState((current) =>
      current.status === 'loaded'
        ? { ...current, selected: current.selected.filter((service) => service.id !== serviceId) }
        : current,
    );
    return true;
  }

  return { state, add, remove, retry: () => setAttempt((n) => n + 1) };
}
