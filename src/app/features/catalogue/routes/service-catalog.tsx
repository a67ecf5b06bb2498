import { ArrowLeft, LockKeyhole, PackageOpen, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Route } from './+types/service-catalog.ts';
import { CATALOGUE_MESSAGES as M } from '../../../../shared/service-catalogue.ts';
import { Spinner } from '../../../components/partials/spinner.tsx';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { NoticePanel } from '../../../components/ui/notice-panel.tsx';
import { accountHeaders, accountMeta, useSessionUser } from '../../accounts/public.ts';
import { AddServicesDialog } from '../components/add-services-dialog.tsx';
import { SelectedServiceCard } from '../components/selected-service-card.tsx';
import { useServiceCatalogue } from '../use-service-catalogue.ts';

export const headers = accountHeaders;

export function meta({ matches, params }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: M.title,
    description: 'The services you are interested in, with your notes for our team.',
    path: params.userId ? `/service-catalog/${params.userId}` : '/service-catalog',
  });
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
 * /service-catalog (one's own) and /service-catalog/{userId}. The route is
 * open; the server decides who reads what: the owner, or an administrator
 * (read only). Anyone else sees Access Denied.
 */
export default function ServiceCatalog({ params }: Route.ComponentProps) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const targetId = params.userId ?? user?.id;
  const own = user !== null && user.id === targetId;
  const allowed = own || user?.isAdmin === true;
  const catalogue = useServiceCatalogue(allowed ? targetId : undefined);
  const [adding, setAdding] = useState(false);
  // Each opening gets a fresh dialog (no ticks or notes carried over); closing
  // keeps the same one, so it closes itself and gives focus back.
  const [openings, setOpenings] = useState(0);

  // With no user and no id in the route, there is nothing to show: sign in first.
  useEffect(() => {
    if (!user && !params.userId) void navigate('/login', { replace: true });
  }, [user, params.userId, navigate]);

  if (!user && !params.userId) return <Spinner label="Loading your services..." />;
  if (!allowed || catalogue.state.status === 'denied') return <AccessDenied />;

  const { state } = catalogue;
  const selected = state.status === 'loaded' ? state.selected : [];

  function openAdd() {
    // Pressing Add while signed out (the session ended in another tab) goes to sign-in.
    if (!user) return void navigate('/login');
    setOpenings((n) => n + 1);
    setAdding(true);
  }

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
            <p className="mt-1 text-muted">
              {own ? M.ownSubtitle : M.otherSubtitle(targetId ?? '')}
            </p>
          </div>
          {own ? (
            <Button onClick={openAdd} disabled={state.status !== 'loaded'}>
              <Plus aria-hidden="true" className="size-4" />
              {M.addServices}
            </Button>
          ) : null}
        </div>
      </div>

      {state.status === 'loading' ? (
        <Spinner label="Loading services..." />
      ) : state.status === 'failed' ? (
        <RetryAlert onRetry={catalogue.retry}>{state.message}</RetryAlert>
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
              onRemove={own ? catalogue.remove : undefined}
            />
          ))}
        </ul>
      )}

      {state.status === 'loaded' && own ? (
        <AddServicesDialog
          key={openings}
          open={adding}
          services={state.services}
          selectedIds={new Set(selected.map((service) => service.id))}
          onClose={() => setAdding(false)}
          onAdd={async (serviceIds, notes) => {
            const outcome = await catalogue.add(serviceIds, notes);
            if (outcome.ok) setAdding(false);
            else if (outcome.forbidden) void navigate('/login');
            return outcome;
          }}
        />
      ) : null}
    </div>
  );
}
