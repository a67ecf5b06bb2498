import { CircleCheck, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ADD_TO_MY_SERVICES as W } from '../../../../shared/add-to-my-services.ts';
import { onDemand, useOnDemand } from '../../../lib/on-demand.ts';
import { useSessionUser } from '../../accounts/public.ts';

const onDark =
  'inline-flex min-h-12 items-center gap-2 rounded-lg px-3 py-3 text-base font-semibold text-white underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

type Step = 'idle' | 'busy' | 'added' | 'already' | 'failed';

/**
 * The consent notice under the button. Only a signed-in visitor sees the
 * button, never the server's HTML, so the notices load then, not with the page.
 */
const notice = onDemand(() => import('./catalogue-notice.tsx'));

/**
 * "Add to my services" on a service's landing page. Signed in, it adds the
 * page's service (the one whose landing page this is) to the visitor's
 * catalogue; signed out, it is a link to sign in that comes back here.
 */
export function AddToMyServices({ landingPath }: { landingPath: string }) {
  const user = useSessionUser();
  const [step, setStep] = useState<Step>('idle');
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

  async function add(userId: string) {
    setStep('busy');
    try {
      const { addLandingService } = await import('../add-landing-service.ts');
      setStep(await addLandingService(userId, landingPath));
    } catch {
      // The code could not be fetched (offline, a new deployment): say so.
      setStep('failed');
    }
  }

  return (
    <div className="inline-flex flex-wrap items-center gap-x-3">
      <button
        type="button"
        className={onDark}
        disabled={step === 'busy'}
        onClick={() => void add(user.id)}
      >
        <Plus aria-hidden="true" className="size-5" />
        {W.label}
      </button>
      {step === 'failed' ? (
        <span role="alert" className="text-sm font-medium text-white">
          {W.failed}
        </span>
      ) : null}
      {Notice ? <Notice /> : null}
    </div>
  );
}
