import type { Route } from './+types/reply-notifications-confirm.ts';
import { accountHeaders, accountMeta } from '../../accounts/public.ts';
import { ReplyLinkPage } from '../components/reply-link-page.tsx';
import { replyLinkAction } from '../reply-notification-actions.ts';

export const headers = accountHeaders;

export const action = replyLinkAction('confirm');

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Confirm reply notifications',
    description: 'Confirm that you want e-mails when someone replies to your comments.',
    path: '/comments/notifications/confirm',
  });
}

export default function ReplyNotificationsConfirm({ actionData }: Route.ComponentProps) {
  return <ReplyLinkPage kind="confirm" outcome={actionData} />;
}
