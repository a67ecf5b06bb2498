import { useEffect, useState } from 'react';
import { moderationCount } from '../../../lib/api/comments.ts';
import { useAuth } from '../../accounts/public.ts';

/** Staff: how many comments wait for approval (the dashboard's navigation shows it). */
export function useWaitingComments(enabled: boolean): number | null {
  const { authHeaders } = useAuth();
  const [waiting, setWaiting] = useState<number | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void moderationCount(authHeaders()).then((result) => {
      if (live && result.ok && result.data) setWaiting(result.data.pendingComments);
    });
    return () => {
      live = false;
    };
  }, [enabled, authHeaders]);
  return waiting;
}
