import type { Route } from './+types/newsletter-dashboard.ts';
import { accountHeaders, accountMeta, StaffGuard } from '../../accounts/public.ts';
import { NewslettersView } from '../components/newsletters-view.tsx';

export const headers = accountHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Newsletters',
    description: 'What the newsletter sent, what it is sending, and to whom.',
    path: '/dashboard/newsletters',
  });
}

/** Staff only: the server checks every call again (requireStaff). */
export default function NewsletterDashboardPage() {
  return (
    <StaffGuard>
      <NewslettersView />
    </StaffGuard>
  );
}
