import type { Route } from './+types/analytics.ts';
import { accountHeaders, accountMeta, StaffGuard } from '../../accounts/public.ts';
import { analyticsData } from '../analytics-data.ts';
import { ANALYTICS_PATH } from '../analytics-query.ts';
import { AnalyticsScreen } from '../components/analytics-screen.tsx';
import { ANALYTICS_COPY } from '../content/analytics-copy.ts';

export const headers = accountHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, { ...ANALYTICS_COPY.meta, path: ANALYTICS_PATH });
}

/** The report of the period in the address, read on the server as the session's user. */
export const loader = ({ context, request }: Route.LoaderArgs) =>
  analyticsData(context, new URL(request.url));

/** Staff only: the loader sends visitors to sign in and reads nothing for anyone else. */
export default function AnalyticsPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffGuard permission="leads.read">
      {loaderData.denied ? null : <AnalyticsScreen data={loaderData} />}
    </StaffGuard>
  );
}
