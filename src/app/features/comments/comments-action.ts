import { data, type RouterContextProvider } from 'react-router';
import { type CommentContentType } from '../../../shared/comments.ts';
import { COMMENT_MESSAGES } from '../../../shared/comment-messages.ts';
import { CSRF_FIELD } from '../../../shared/session-messages.ts';
import type { CommentSubmitInput } from '../../../shared/comment-schemas.ts';
import { likeComment, postComment } from '../../lib/api/comments.ts';
import { answerProblems, type FormProblems } from '../../lib/forms/form-errors.ts';
import { postedValues, serverSend } from '../../lib/forms/page-forms.ts';

/** What the comment form and the like buttons show after their post. */
export type CommentOutcome =
  | {
      intent: 'comment';
      ok: true;
      message: string;
      published: boolean;
      commentId: string;
      parentId: string | null;
    }
  | {
      intent: 'comment';
      ok: false;
      problems: FormProblems;
      values: Record<string, string>;
      parentId: string | null;
    }
  | {
      intent: 'like';
      ok: boolean;
      commentId: string;
      liked?: boolean;
      likeCount?: number;
      message?: string;
    };

/** The fields the form posts beside the comment's own. */
const FORM_ONLY = ['intent', CSRF_FIELD, 'visitorId', 'commentId'];

/**
 * The one submit path of the comments section: the form and the like
 * buttons post here, through React Router's fetcher once the page has
 * hydrated and as a plain form post before that (or without JavaScript).
 * Either way the same API call is made in-process, with the same schema,
 * limits and answers.
 */
export function commentsAction(type: CommentContentType) {
  return async ({
    request,
    params,
    context,
  }: {
    request: Request;
    params: Record<string, string | undefined>;
    context: Readonly<RouterContextProvider>;
  }) => {
    const values = await postedValues(request);
    const send = serverSend(context);
    if (values['intent'] === 'like') {
      const commentId = values['commentId'] ?? '';
      const result = await likeComment(commentId, values['visitorId'] || undefined, send);
      return data<CommentOutcome>(
        {
          intent: 'like',
          ok: result.ok,
          commentId,
          ...(result.data ?? {}),
          message: result.message ?? COMMENT_MESSAGES.likeFailed,
        },
        { status: result.ok ? 200 : result.status || 503 },
      );
    }
    const input = Object.fromEntries(
      Object.entries(values).filter(([name]) => !FORM_ONLY.includes(name)),
    );
    const result = await postComment(
      type,
      params['slug'] ?? '',
      input as unknown as CommentSubmitInput,
      send,
    );
    const parentId = values['parentId'] || null;
    if (result.ok && result.data) {
      return data<CommentOutcome>({
        intent: 'comment',
        ok: true,
        message: result.message ?? COMMENT_MESSAGES.posted,
        published: result.data.published,
        commentId: result.data.comment.id,
        parentId,
      });
    }
    const { website: _honeypot, [CSRF_FIELD]: _csrf, ...kept } = values;
    return data<CommentOutcome>(
      {
        intent: 'comment',
        ok: false,
        problems: answerProblems(result, COMMENT_MESSAGES.createFailed),
        values: kept,
        parentId,
      },
      { status: result.status >= 400 ? result.status : 503 },
    );
  };
}
