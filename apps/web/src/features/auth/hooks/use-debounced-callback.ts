import { useCallback, useEffect, useRef } from 'react';

/** Calls `fn` once, `delayMs` after the last of a burst of calls (spec: resend debounced 800 ms). */
export function useDebouncedCallback<Args extends unknown[]>(
  fn: (...args: Args) => void,
  delayMs: number,
): { run: (...args: Args) => void; pending: () => boolean } {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const fnRef = useRef(fn);
  useEffect(() => {
    fnRef.current = fn;
  }, [fn]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const run = useCallback(
    (...args: Args) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        fnRef.current(...args);
      }, delayMs);
    },
    [delayMs],
  );
  const pending = useCallback(() => timer.current !== null, []);
  return { run, pending };
}
