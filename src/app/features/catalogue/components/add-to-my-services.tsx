import { CircleCheck, Plus } from 'lucide-react';
import { Link, useFetcher } from 'react-router';
import { ADD_TO_MY_SERVICES as W } from '../../../../shared/add-to-my-services.ts';
import { onDemand, useOnDemand } from '../../../lib/on-demand.ts';
import { CsrfField, useSessionUser } from '../../accounts/public.ts';
import type { CatalogueOutcome } from '../catalogue-data.ts';
import { CATALOGUE_FIELDS as FIELDS } from '../catalogue-fields.ts';

const onDark =
  'inline-flex min-h-12 items-center gap-2 rounded-lg px-3 py-3 text-base font-semibold text-white underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/**
 * The consent notice under the button. Only a signed-in visitor sees the
 * button, never the server's HTML, so the notices load then, not with the page.
 */
const notice = onDemand(() => import('./catalogue-notice.tsx'));

/**
 * "Add to my services" on a service's landing page. Signed in, it adds the
 * page's service (the one whose landing page this is) to the visitor's
 * catalogue: a form posted to /service-catalog's action, through a fetcher
 * once hydrated (the page stays) and by the browser before (it shows the
 * catalogue). Signed out, it is a link to sign in that comes back here.
 */
export function AddToMyServices({ landingPath }: { landingPath: string }) {
  const user = useSessionUser();
  const fetcher = useFetcher<CatalogueOutcome>();
  const step =
    fetcher.state !== 'idle'
      ? 'busy'
      : fetcher.data?.intent === 'landing'
        ? fetcher.data.step
        : 'idle';
  // Without it (the code could not be fetched) the button still works.
  const Notice = useOnDemand(notice, user !== null, () => undefined)?.CatalogueNotice;

  if (!user) {
    return (
      <Link to={`/login?next=${encodeURIComponent(landingPath)}`} className={onDark}>
        <Plus aria-hidden="true" className="size-5" />
        {W.label}
      </Link>
    );
  }

  if (step === 'added' || step === 'already') {
    return (
      <p role="status" className="inline-flex min-h-12 flex-wrap items-center gap-x-3 text-white">
        <span className="inline-flex items-center gap-2 font-semibold">
          <CircleCheck aria-hidden="true" className="size-5" />
          {step === 'added' ? W.added : W.already}
        </span>
        <Link to="/service-catalog" className="underline underline-offset-4">
          {W.view}
        </Link>
      </p>
    );
  }

  return (
    <fetcher.Form
      method="post"
      action="/service-catalog"
      preventScrollReset
      className="inline-flex flex-wrap items-center gap-x-3"
    >
      <CsrfField />
      <input type="hidden" name={FIELDS.intent} value="landing" />
      <input type="hidden" name={FIELDS.landingPath} value={landingPath} />
      <button type="submit" className={onDark} disabled={step === 'busy'}>
        <Plus aria-hidden="true" className="size-5" />
        {W.label}
      </button>
      {step === 'failed' ? (
        <span role="alert" className="text-sm font-medium text-white">
          {W.failed}
        </span>
      ) : null}
      {Notice ? <Notice /> : null}
    </fetcher.Form>
  );
}
