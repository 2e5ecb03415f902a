import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `delayMs`; `same` compares two values. */
export function useDebouncedValue<T>(value: T, delayMs: number, same: (a: T, b: T) => boolean): T {
  return useDebounced(value, delayMs, same)[0];
}

/**
 * `value` once it has stayed the same for `delayMs`, and a setter that settles a value at once
 * (called while rendering, with the value the caller now renders).
 */
export function useDebounced<T>(
  value: T,
  delayMs: number,
  same: (a: T, b: T) => boolean,
): [T, (settled: T) => void] {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (same(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, settled, delayMs, same]);
  return [settled, setSettled];
}
