import { BLOG_MESSAGES } from '../../../shared/blog-authoring.ts';
import { CASE_STUDY_MESSAGES } from '../../../shared/case-studies.ts';
import { DASHBOARD_MESSAGES } from '../../../shared/dashboard-messages.ts';
import { unlessUnanswered } from '../../lib/forms/unanswered.ts';

/**
 * What the dashboard's forms on content post and get back, whoever answers:
 * the route's action (`dashboard-action.ts`, on the server), or, when that
 * was never reached, the browser (`dashboardClientAction`). Both build a
 * refusal's words here, so the two read the same.
 */

/** The dashboard's writes on content, one `intent` each. */
export const DASHBOARD_INTENTS = [
  'publish-post',
  'toggle-comments',
  'delete-post',
  'publish-case-study',
  'delete-case-study',
] as const;
export type DashboardIntent = (typeof DASHBOARD_INTENTS)[number];

/** The fields of a row's forms. */
export const DASHBOARD_FIELDS = {
  intent: 'intent',
  /** The post's or case study's id. */
  id: 'id',
  /** The comments switch: the state to set ('true' opens, anything else closes). */
  commentsOpen: 'commentsOpen',
} as const;

/** What a row's form shows after its post: which item, and what happened. */
export interface DashboardOutcome {
  intent: DashboardIntent | null;
  id: string;
  ok: boolean;
  message: string;
}

export const isDashboardIntent = (value: unknown): value is DashboardIntent =>
  DASHBOARD_INTENTS.some((intent) => intent === value);

/**
 * What each write says when it fails: publishing and the comments switch
 * show the server's message when it gave one (else their own), a deletion
 * always its own.
 */
const FAILED: Record<DashboardIntent, { words: string; theirs: boolean }> = {
  'publish-post': { words: BLOG_MESSAGES.updateFailed, theirs: true },
  'toggle-comments': { words: BLOG_MESSAGES.updateFailed, theirs: true },
  'delete-post': { words: BLOG_MESSAGES.deleteFailed, theirs: false },
  'publish-case-study': { words: CASE_STUDY_MESSAGES.updateFailed, theirs: true },
  'delete-case-study': { words: CASE_STUDY_MESSAGES.deleteFailed, theirs: false },
};

/** The words of a refused write, given what refused it said (if anything). */
export function refusalMessage(intent: DashboardIntent | null, theirs: string | undefined): string {
  if (intent === null) return DASHBOARD_MESSAGES.unknownIntent;
  const failed = FAILED[intent];
  return (failed.theirs && theirs) || failed.words;
}

/**
 * The dashboard's `clientAction`: a row's post goes to the route's action
 * as it would without it; when that action is never reached, the row says
 * its own failure (a toast, or the delete dialog's alert) instead of the
 * route's error page.
 */
export const dashboardClientAction = unlessUnanswered<DashboardOutcome>((posted, refusal) => {
  const named = posted[DASHBOARD_FIELDS.intent];
  const intent = isDashboardIntent(named) ? named : null;
  return {
    intent,
    id: posted[DASHBOARD_FIELDS.id] ?? '',
    ok: false,
    message: refusalMessage(intent, refusal.message),
  };
});
