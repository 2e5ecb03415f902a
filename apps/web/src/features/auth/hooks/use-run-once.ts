import { useEffect, useRef } from 'react';

/**
 * Runs `effect` once per mounted page, even under StrictMode's double effects: the links these
 * pages open carry single-use tokens, and a second call would fail as "already used".
 */
export function useRunOnce(effect: () => void): void {
  const done = useRef(false);
  const effectRef = useRef(effect);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    effectRef.current();
  }, []);
}
