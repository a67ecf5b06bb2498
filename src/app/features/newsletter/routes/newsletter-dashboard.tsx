import type { Route } from './+types/newsletter-dashboard.ts';
import { accountHeaders, accountMeta, StaffGuard } from '../../accounts/public.ts';
import { NewslettersView } from '../components/newsletters-view.tsx';
import { changeSendAction, newslettersData } from '../newsletter-dashboard-data.ts';

export const headers = accountHeaders;

/** The sends and a page of subscribers, read on the server for the session's user. */
export const loader = ({ context, request }: Route.LoaderArgs) =>
  newslettersData(context, new URL(request.url));

/** A send's Pause or Resume button. */
export const action = ({ context, request }: Route.ActionArgs) =>
  changeSendAction(context, request);

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Newsletters',
    description: 'What the newsletter sent, what it is sending, and to whom.',
    path: '/dashboard/newsletters',
  });
}

/** Staff only (the guard shows anyone else Access Denied); the API checks every call again. */
export default function NewsletterDashboardPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StaffGuard permission="newsletter.send">
      {loaderData.denied ? null : <NewslettersView data={loaderData} changed={actionData} />}
    </StaffGuard>
  );
}
