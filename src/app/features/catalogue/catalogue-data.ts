import { data, redirect, type RouterContextProvider } from 'react-router';
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
import { pageSend, serverSend } from '../../lib/forms/page-forms.ts';
import { sessionContext } from '../../lib/request-context.ts';
import { addLandingService, type LandingStep } from './add-landing-service.ts';
import { ADD_PARAM, CATALOGUE_FIELDS } from './catalogue-fields.ts';

/** What /service-catalog and /service-catalog/{userId} show. */
export type CatalogueView =
  | { status: 'denied' }
  | { status: 'failed'; own: boolean; targetId: string; message: string }
  | {
      status: 'loaded';
      own: boolean;
      targetId: string;
      services: CatalogueService[];
      selected: SelectedService[];
      /** The address asks for the Add Services form (?add). */
      adding: boolean;
    };

/**
 * One catalogue, read on the server as the session's user: every service
 * and the target user's selection (spec 02). With no user and no id there is
 * nothing to show (sign in first); anyone but the owner or an administrator
 * sees Access Denied, which the server decides (403).
 */
export async function catalogueData(
  context: Readonly<RouterContextProvider>,
  request: Request,
  userId: string | undefined,
) {
  const { user } = context.get(sessionContext);
  if (!user && !userId) throw redirect('/login');
  const targetId = userId ?? user!.id;
  const own = user?.id === targetId;
  const denied = () => data<CatalogueView>({ status: 'denied' }, { status: 403 });
  if (!own && !user?.isAdmin) return denied();
  const send = pageSend(context);
  const [all, mine] = await Promise.all([listServices(send), listUserServices(targetId, send)]);
  if (mine.status === 403) return denied();
  const failed = (message: string) =>
    data<CatalogueView>({ status: 'failed', own, targetId, message });
  if (!all.ok || !all.data) return failed(M.fetchServicesFailed);
  if (!mine.ok || !mine.data) return failed(M.fetchUserServicesFailed);
  return data<CatalogueView>({
    status: 'loaded',
    own,
    targetId,
    services: all.data,
    selected: mine.data,
    adding: own && new URL(request.url).searchParams.has(ADD_PARAM),
  });
}

/** What a catalogue post answers. */
export type CatalogueOutcome =
  | { intent: 'add'; ok: true }
  | { intent: 'add'; ok: false; message: string }
  | { intent: 'remove'; ok: boolean; serviceId: string }
  | { intent: 'landing'; step: LandingStep };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * The catalogue's writes, from its own forms (Add Services, Remove) and a
 * landing page's "Add to my services": each calls the API as the session's
 * user, which lets only the owner change a catalogue. A refusal that says
 * 'forbidden' (or no session) sends the user to sign in, as the spec's
 * client does.
 */
export async function catalogueAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
  userId: string | undefined,
) {
  const { user } = context.get(sessionContext);
  const form = await request.formData();
  const intent = text(form, CATALOGUE_FIELDS.intent);
  if (!user) {
    const back = intent === 'landing' ? text(form, CATALOGUE_FIELDS.landingPath) : '';
    throw redirect(back.startsWith('/') ? `/login?next=${encodeURIComponent(back)}` : '/login');
  }
  const send = serverSend(context);
  const targetId = userId ?? user.id;

  if (intent === 'landing') {
    const step = await addLandingService(send, user.id, text(form, CATALOGUE_FIELDS.landingPath));
    return data<CatalogueOutcome>({ intent: 'landing', step });
  }

  if (intent === 'remove') {
    const serviceId = text(form, CATALOGUE_FIELDS.serviceId);
    const answer = await removeUserService(targetId, serviceId, send);
    // Gone already (another tab removed it) is as good as removed.
    const ok = answer.ok || answer.status === 404;
    return data<CatalogueOutcome>(
      { intent: 'remove', ok, serviceId },
      { status: ok ? 200 : answer.status || 503 },
    );
  }

  const answer = await addUserServices(
    targetId,
    {
      serviceIds: form.getAll(CATALOGUE_FIELDS.serviceIds).filter((id) => typeof id === 'string'),
      notes: text(form, CATALOGUE_FIELDS.notes).trim(),
    },
    send,
  );
  if (answer.ok && answer.data) {
    // The form the address opened (no JavaScript) closes: the catalogue again, without ?add.
    const url = new URL(request.url);
    if (url.searchParams.has(ADD_PARAM)) throw redirect(url.pathname);
    return data<CatalogueOutcome>({ intent: 'add', ok: true });
  }
  const message = answer.message ?? M.addFailed;
  if (message.includes('forbidden') || answer.status === 401) throw redirect('/login');
  return data<CatalogueOutcome>(
    { intent: 'add', ok: false, message },
    { status: answer.status >= 400 ? answer.status : 503 },
  );
}
