import type { Route } from './+types/lead-inbox.ts';
import { LeadInbox } from '../components/lead-inbox.tsx';
import { accountHeaders, accountMeta, StaffGuard } from '../../accounts/public.ts';
import { ServiceInterestList, serviceInterestData } from '../../catalogue/public.ts';

export const headers = accountHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Lead inbox',
    description: 'Contact messages, meeting requests and service interest for the team.',
    path: '/dashboard/leads',
  });
}

/** The catalogue's service interest list, for the service and page the address names. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return { serviceInterest: await serviceInterestData(context, request) };
}

/** Staff only: the server checks every call again (requireStaff). */
export default function LeadInboxPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffGuard>
      <LeadInbox />
      <div className="container-page pb-16">
        {loaderData.serviceInterest ? (
          <ServiceInterestList data={loaderData.serviceInterest} />
        ) : null}
      </div>
    </StaffGuard>
  );
}
