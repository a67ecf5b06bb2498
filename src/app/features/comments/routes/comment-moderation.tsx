import type { Route } from './+types/comment-moderation.ts';
import { accountHeaders, accountMeta, StaffGuard } from '../../accounts/public.ts';
import { ModerationQueue } from '../components/moderation-queue.tsx';
import { moderationAction, moderationData } from '../moderation-data.ts';

export const headers = accountHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Comment moderation',
    description: 'Approve, mark as spam or delete the comments visitors leave.',
    path: '/dashboard/comments',
  });
}

/** The queue the address names (?status=&page=), read on the server as the session's user. */
export function loader({ context, request }: Route.LoaderArgs) {
  return moderationData(context, request);
}

/** Approve, mark as spam or delete: every form of the queue posts here. */
export function action({ context, request }: Route.ActionArgs) {
  return moderationAction(context, request);
}

/**
 * Staff only (the server checks every call again): anyone else signed in
 * gets Access Denied, from the loader's answer (which read no comments).
 */
export default function CommentModerationPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffGuard permission="comments.moderate">
      {loaderData.allowed ? (
        <ModerationQueue view={loaderData.view} queue={loaderData.queue} now={loaderData.now} />
      ) : null}
    </StaffGuard>
  );
}
