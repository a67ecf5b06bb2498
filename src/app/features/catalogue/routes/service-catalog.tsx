import { ArrowLeft, LockKeyhole, PackageOpen, Plus } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import { Form, useFetcher, useLocation, useNavigate, useRevalidator } from 'react-router';
import type { Route } from './+types/service-catalog.ts';
import { ADD_TO_MY_SERVICES as W } from '../../../../shared/add-to-my-services.ts';
import { CATALOGUE_MESSAGES as M } from '../../../../shared/service-catalogue.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { NoticePanel } from '../../../components/ui/notice-panel.tsx';
import { useHydrated } from '../../../lib/forms/page-forms.ts';
import { accountHeaders, accountMeta } from '../../accounts/public.ts';
import { AddServicesDialog, AddServicesPanel } from '../components/add-services-dialog.tsx';
import { SelectedServiceCard } from '../components/selected-service-card.tsx';
import {
  catalogueAction,
  catalogueData,
  type CatalogueOutcome,
  type CatalogueView,
} from '../catalogue-data.ts';
import { ADD_PARAM } from '../catalogue-fields.ts';

export const headers = accountHeaders;

export function meta({ matches, params }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: M.title,
    description: 'The services you are interested in, with your notes for our team.',
    path: params.userId ? `/service-catalog/${params.userId}` : '/service-catalog',
  });
}

/** The catalogue of the address's user (one's own without an id), read on the server. */
export function loader({ context, request, params }: Route.LoaderArgs) {
  return catalogueData(context, request, params.userId);
}

/** Add Services, Remove and the landing pages' "Add to my services" post here. */
export function action({ context, request, params }: Route.ActionArgs) {
  return catalogueAction(context, request, params.userId);
}

function AccessDenied() {
  const navigate = useNavigate();
  return (
    <NoticePanel icon={LockKeyhole} tone="danger" title={M.accessDeniedTitle}>
      <p className="mt-2 text-muted">{M.accessDeniedText}</p>
      <Button className="mt-6" onClick={() => void navigate(-1)}>
        Go Back
      </Button>
    </NoticePanel>
  );
}

/**
 * /service-catalog (one's own) and /service-catalog/{userId}. The server
 * decides who reads what: the owner, or an administrator (read only).
 * Anyone else sees Access Denied; with no user and no id the loader sends
 * the visitor to sign in.
 */
export default function ServiceCatalog({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.status === 'denied') return <AccessDenied />;
  return <Catalogue view={loaderData} returned={actionData} />;
}

function Catalogue({
  view,
  returned,
}: {
  view: Exclude<CatalogueView, { status: 'denied' }>;
  /** The answer to a form posted without JavaScript. */
  returned: CatalogueOutcome | undefined;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const add = useFetcher<CatalogueOutcome>();
  const [adding, setAdding] = useState(false);
  // Each opening gets a fresh dialog (no ticks or notes carried over); closing
  // keeps the same one, so it closes itself and gives focus back.
  const [openings, setOpenings] = useState(0);
  const [addError, setAddError] = useState<string | null>(null);
  // Each answer of the fetcher is taken once: the dialog closed, or its refusal shown.
  const [seen, setSeen] = useState<CatalogueOutcome>();
  const answer = add.state === 'idle' ? add.data : undefined;
  if (answer && answer !== seen) {
    setSeen(answer);
    if (answer.intent === 'add') {
      if (answer.ok) setAdding(false);
      else setAddError(answer.message);
    }
  }

  const { own, targetId } = view;
  const loaded = view.status === 'loaded' ? view : null;
  const selected = loaded?.selected ?? [];
  // The address opened the form (?add, the way in without JavaScript).
  const addressAdding = loaded?.adding ?? false;

  function openAdd(event: MouseEvent<HTMLButtonElement>) {
    // Once hydrated the button opens the dialog; before, its form asks for ?add.
    event.preventDefault();
    setOpenings((n) => n + 1);
    setAddError(null);
    setAdding(true);
  }

  function closeAdd() {
    setAdding(false);
    if (addressAdding) void navigate(pathname, { replace: true, preventScrollReset: true });
  }

  const addForm = loaded
    ? {
        services: loaded.services,
        selectedIds: new Set(selected.map((service) => service.id)),
        fetcher: add,
        error: returned?.intent === 'add' && !returned.ok ? returned.message : addError,
      }
    : null;

  return (
    <div className="container-page section grid gap-8">
      <div>
        <Button variant="ghost" size="sm" onClick={() => void navigate(-1)} className="-ml-3">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back
        </Button>
        <div className="mt-2 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold text-ink">{M.title}</h1>
            <p className="mt-1 text-muted">{own ? M.ownSubtitle : M.otherSubtitle(targetId)}</p>
          </div>
          {own ? (
            <Form method="get" preventScrollReset>
              <Button type="submit" name={ADD_PARAM} value="1" onClick={openAdd} disabled={!loaded}>
                <Plus aria-hidden="true" className="size-4" />
                {M.addServices}
              </Button>
            </Form>
          ) : null}
        </div>
      </div>

      {returned?.intent === 'landing' ? (
        returned.step === 'failed' ? (
          <Alert tone="error">{W.failed}</Alert>
        ) : (
          <Alert tone="success">{returned.step === 'added' ? W.added : W.already}</Alert>
        )
      ) : null}

      {addForm && addressAdding && !hydrated ? (
        <AddServicesPanel {...addForm} cancelHref={pathname} />
      ) : null}

      {view.status === 'failed' ? (
        <RetryAlert onRetry={() => void revalidator.revalidate()}>{view.message}</RetryAlert>
      ) : selected.length === 0 ? (
        <div className="rounded-(--radius-card) border border-dashed border-slate-300 bg-white p-10 text-center">
          <PackageOpen aria-hidden="true" className="mx-auto size-12 text-slate-400" />
          <h2 className="mt-3 text-lg font-semibold text-ink">{M.emptyTitle}</h2>
          <p className="mt-1 text-muted">{M.emptyText}</p>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Selected services">
          {selected.map((service) => (
            <SelectedServiceCard
              key={service.id}
              service={service}
              removable={own}
              removeFailed={
                returned?.intent === 'remove' && !returned.ok && returned.serviceId === service.id
              }
            />
          ))}
        </ul>
      )}

      {addForm && own ? (
        <AddServicesDialog
          key={openings}
          open={adding || (addressAdding && hydrated)}
          onClose={closeAdd}
          {...addForm}
        />
      ) : null}
    </div>
  );
}
