import type { ReactNode } from 'react';
import { Form, useLocation, useNavigation } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { useSessionUser } from '../../accounts/public.ts';
import type { AuthoringScreen } from '../authoring-route.ts';
import { AUTHORING_COPY } from '../content/authoring-copy.ts';

/**
 * An edit screen: the item its loader read (`editScreenData`), the form
 * (`children`) filled in; or why it could not be read, with Try Again (the
 * same address asked for again, which reads it again, with or without
 * JavaScript) and the way back.
 */
export function EditScreen<E>({
  screen,
  children,
}: {
  screen: AuthoringScreen<E>;
  children: (item: E, userId: string, path: string) => ReactNode;
}) {
  const user = useSessionUser();
  const { pathname } = useLocation();
  const retrying = useNavigation().state !== 'idle';
  if (!user) return null;
  if (!screen.item) {
    return (
      <div className="container-page section grid max-w-2xl gap-4">
        <Alert tone="error">{screen.failure}</Alert>
        <div className="flex flex-wrap gap-3">
          <Form method="get" action={pathname}>
            <Button type="submit" disabled={retrying}>
              {AUTHORING_COPY.tryAgain}
            </Button>
          </Form>
          <ButtonLink to="/dashboard" variant="outline">
            {AUTHORING_COPY.backToDashboard}
          </ButtonLink>
        </div>
      </div>
    );
  }
  return children(screen.item, user.id, pathname);
}
