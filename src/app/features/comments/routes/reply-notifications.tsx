import type { Route } from './+types/reply-notifications.ts';
import { accountHeaders, accountMeta } from '../../accounts/public.ts';
import { ReplyLinkPage } from '../components/reply-link-page.tsx';
import { replyLinkAction } from '../reply-notification-actions.ts';

export const headers = accountHeaders;

export const action = replyLinkAction('stop');

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, {
    title: 'Stop reply notifications',
    description: 'Stop e-mails about replies to your comments.',
    path: '/comments/notifications',
  });
}

export default function ReplyNotifications({ actionData }: Route.ComponentProps) {
  return <ReplyLinkPage kind="stop" outcome={actionData} />;
}
