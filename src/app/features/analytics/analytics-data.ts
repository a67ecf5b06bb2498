import type { RouterContextProvider } from 'react-router';
import { ANALYTICS_MESSAGES } from '../../../shared/analytics-messages.ts';
import { analyticsReport } from '../../lib/api/analytics.ts';
import { pageSend } from '../../lib/forms/page-forms.ts';
import { NOT_STAFF, staffOf } from '../../lib/forms/staff-loader.ts';
import { analyticsViewOf, rangeQueryOf } from './analytics-query.ts';
import { ANALYTICS_COPY } from './content/analytics-copy.ts';

/**
 * The analytics screen's data, read on the server as the session's user: a
 * visitor is sent to /login, anyone but staff reads nothing (Access
 * Denied), staff the report of the period the address names. A period the
 * API refuses (a start after the end, a date that is not one) comes back
 * with its reason for the range form; any other failure, with the screen's.
 */
export async function analyticsData(context: Readonly<RouterContextProvider>, url: URL) {
  if (!staffOf(context, 'leads.read')) return NOT_STAFF;
  const view = analyticsViewOf(url);
  const answer = await analyticsReport(rangeQueryOf(view), pageSend(context));
  const report = answer.ok && answer.data ? answer.data : null;
  const refused = !answer.ok && answer.status === 400;
  return {
    denied: false as const,
    view,
    report,
    /** Why the period was refused, said at the range form, and the date fields it is about. */
    rangeProblem: refused
      ? {
          message: answer.message ?? ANALYTICS_MESSAGES.invalidRange,
          fields: Object.keys(answer.fieldErrors ?? { from: [] }),
        }
      : null,
    failed: report === null && !refused ? ANALYTICS_COPY.failed : null,
  };
}

export type AnalyticsScreenData = Exclude<
  Awaited<ReturnType<typeof analyticsData>>,
  { denied: true }
>;
