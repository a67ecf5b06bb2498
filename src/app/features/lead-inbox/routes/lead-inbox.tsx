import type { Route } from './+types/lead-inbox.ts';
import { LeadInbox } from '../components/lead-inbox.tsx';
import { accountHeaders, accountMeta, StaffGuard } from '../../accounts/public.ts';
import { ServiceInterestList } from '../../catalogue/public.ts';

export const headers = accountHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Lead inbox',
    description: 'Contact messages, meeting requests and service interest for the team.',
    path: '/dashboard/leads',
  });
}

/** Staff only: the server checks every call again (requireStaff). */
export default function LeadInboxPage() {
  return (
    <StaffGuard>
      <LeadInbox />
      <div className="container-page pb-16">
        <ServiceInterestList />
      </div>
    </StaffGuard>
  );
}
