import { data, type RouterContextProvider } from 'react-router';
import { COMMENT_MESSAGES } from '../../../shared/comment-messages.ts';
import { confirmReplyNotifications, stopReplyNotifications } from '../../lib/api/comments.ts';
import { postedValues, serverSend } from '../../lib/forms/page-forms.ts';

export interface ReplyLinkOutcome {
  ok: boolean;
  message: string;
}

/**
 * The buttons of the reply-notification pages: posted through the fetcher
 * once hydrated and by the browser itself before that, the same call either
 * way. A link alone changes nothing (mail scanners open every link).
 */
export function replyLinkAction(kind: 'confirm' | 'stop') {
  return async ({
    request,
    context,
  }: {
    request: Request;
    context: Readonly<RouterContextProvider>;
  }) => {
    const values = await postedValues(request);
    const link = { email: values['email'] ?? '', token: values['token'] ?? '' };
    const send = serverSend(context);
    const result =
      kind === 'confirm'
        ? await confirmReplyNotifications(link, send)
        : await stopReplyNotifications(
            {
              ...link,
              ...(values['thread'] ? { thread: values['thread'] } : {}),
              scope: values['scope'] === 'all' ? 'all' : 'thread',
            },
            send,
          );
    return data<ReplyLinkOutcome>(
      { ok: result.ok, message: result.message ?? COMMENT_MESSAGES.notifyInvalidLink },
      { status: result.ok ? 200 : result.status >= 400 ? result.status : 503 },
    );
  };
}
