import { useEffect, useRef } from 'react';

/**
 * Hands each answer a fetcher brings back from its action to `take`, once:
 * not again when the component renders for another reason, and not the
 * answer of an earlier submission while a new one is under way. What `take`
 * does with it is the screen's (show the problems, close the form, tell the
 * dialog); the data itself stays the fetcher's.
 */
export function useFetcherAnswer<T>(
  fetcher: { state: string; data: T | undefined },
  take: (answer: T) => void,
): void {
  const seen = useRef<T | undefined>(undefined);
  const takeRef = useRef(take);
  useEffect(() => {
    takeRef.current = take;
  });
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (answer === undefined || answer === seen.current) return;
    seen.current = answer;
    takeRef.current(answer);
  }, [answer]);
}
