import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Spinner } from '../../../components/partials/spinner.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import type { ApiResult } from '../../../lib/api/request.ts';
import { useSessionUser } from '../../accounts/public.ts';
import { AUTHORING_COPY } from '../content/authoring-copy.ts';

type Load<E> =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; item: E };

/**
 * An edit screen's loading: a spinner while the item is read, the failure
 * with Try Again and the way back, then the form (`children`) filled in.
 */
export function EditScreen<E>({
  slug,
  load,
  loadingLabel,
  failedMessage,
  children,
}: {
  slug: string;
  load: (slug: string) => Promise<ApiResult<E>>;
  loadingLabel: string;
  /** What a failed load says, by the answer's status. */
  failedMessage: (status: number) => string;
  children: (item: E, userId: string, path: string) => ReactNode;
}) {
  const user = useSessionUser();
  const { pathname } = useLocation();
  const [state, setState] = useState<Load<E>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void load(slug).then((result) => {
      if (!live) return;
      setState(
        result.ok && result.data
          ? { state: 'ready', item: result.data }
          : { state: 'failed', message: failedMessage(result.status) },
      );
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the message is read when it fails
  }, [slug, attempt, load]);

  if (state.state === 'loading' || !user) return <Spinner label={loadingLabel} />;
  if (state.state === 'failed') {
    return (
      <div className="container-page section grid max-w-2xl gap-4">
        <Alert tone="error">{state.message}</Alert>
        <div className="flex flex-wrap gap-3">
          <Button
            onClick={() => {
              setState({ state: 'loading' });
              setAttempt((n) => n + 1);
            }}
          >
            {AUTHORING_COPY.tryAgain}
          </Button>
          <ButtonLink to="/dashboard" variant="outline">
            {AUTHORING_COPY.backToDashboard}
          </ButtonLink>
        </div>
      </div>
    );
  }
  return children(state.item, user.id, pathname);
}
