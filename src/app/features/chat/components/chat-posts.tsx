import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import { CSRF_FIELD } from '../../../../shared/session-messages.ts';
import { useFetcherAnswer } from '../../../lib/forms/use-fetcher-answer.ts';
import { useSession } from '../../accounts/public.ts';
import type { ChatLeadOutcome } from '../chat-lead-refusal.ts';
import { CHAT_LEAD_ACTION } from '../chat-leads.ts';

interface Posting {
  id: number;
  body: FormData;
  settle: (outcome: ChatLeadOutcome) => void;
}

/**
 * One submission's fetcher: posts once when mounted, hands the answer on.
 * A fetcher of its own per submission, so a quote sent while an upload is
 * still going does not cut the upload's answer off.
 */
function ChatPost({ posting }: { posting: Posting }) {
  const fetcher = useFetcher<ChatLeadOutcome>();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const files = [...posting.body.values()].some((value) => typeof value !== 'string');
    void fetcher.submit(posting.body, {
      method: 'post',
      action: CHAT_LEAD_ACTION,
      encType: files ? 'multipart/form-data' : 'application/x-www-form-urlencoded',
    });
  }, [fetcher, posting.body]);
  useFetcherAnswer(fetcher, posting.settle);
  return null;
}

/**
 * The chat's submissions go to the lead forms' action (/contact) through
 * fetchers; `post` resolves with the action's answer (or, when the action
 * could not be reached, /contact's clientAction's refusal), which the
 * assistant turns into its reply. A signed-in visitor's form token goes
 * with it, as with the site's other forms (the action never forwards it).
 * `pending` renders the fetchers under way; nothing of them is visible.
 */
export function useChatPosts(): {
  post: (body: FormData) => Promise<ChatLeadOutcome>;
  pending: ReactNode;
} {
  const { csrfToken } = useSession();
  const [postings, setPostings] = useState<Posting[]>([]);
  const nextId = useRef(0);

  const post = useCallback(
    (body: FormData) =>
      new Promise<ChatLeadOutcome>((resolve) => {
        if (csrfToken) body.set(CSRF_FIELD, csrfToken);
        nextId.current += 1;
        const id = nextId.current;
        const settle = (outcome: ChatLeadOutcome) => {
          setPostings((list) => list.filter((posting) => posting.id !== id));
          resolve(outcome);
        };
        setPostings((list) => [...list, { id, body, settle }]);
      }),
    [csrfToken],
  );

  return {
    post,
    pending: postings.map((posting) => <ChatPost key={posting.id} posting={posting} />),
  };
}
