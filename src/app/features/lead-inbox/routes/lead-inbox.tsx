import type { Route } from './+types/lead-inbox.ts';
import { LeadInbox } from '../components/lead-inbox.tsx';
import { leadInboxAction } from '../lead-inbox-action.ts';
import { leadInboxData } from '../lead-inbox-data.ts';
import { accountHeaders, accountMeta, StaffGuard } from '../../accounts/public.ts';
import { ServiceInterestList, serviceInterestData } from '../../catalogue/public.ts';

export const headers = accountHeaders;

/**
 * The inbox's data for the view in the address, read on the server as the
 * session's user (a visitor is sent to /login; the server checks every call
 * again with requireStaff).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [inbox, serviceInterest] = await Promise.all([
    leadInboxData(request, context),
    serviceInterestData(context, request),
  ]);
  return { ...inbox, serviceInterest };
}

/** Every form of the inbox posts here, before and after hydration alike. */
export const action = leadInboxAction;

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Lead inbox',
    description: 'Contact messages, meeting requests and service interest for the team.',
    path: '/dashboard/leads',
  });
}

/**
 * Staff only. A signed-in user who is not staff gets the Access Denied
 * screen (the loader read nothing for them).
 */
export default function LeadInboxPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffGuard permission="leads.read">
      {loaderData.allowed ? (
        <>
          <LeadInbox data={loaderData} />
          <div className="container-page pb-16">
            {loaderData.serviceInterest ? (
              <ServiceInterestList data={loaderData.serviceInterest} />
            ) : null}
          </div>
        </>
      ) : null}
    </StaffGuard>
  );
}
