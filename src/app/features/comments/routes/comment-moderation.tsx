import type { Route } from './+types/comment-moderation.ts';
import { accountHeaders, accountMeta, StaffGuard } from '../../accounts/public.ts';
import { ModerationQueue } from '../components/moderation-queue.tsx';

export const headers = accountHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Comment moderation',
    description: 'Approve, mark as spam or delete the comments visitors leave.',
    path: '/dashboard/comments',
  });
}

/** Staff only: the server checks every call again (requireStaff). */
export default function CommentModerationPage() {
  return (
    <StaffGuard>
      <ModerationQueue />
    </StaffGuard>
  );
}
