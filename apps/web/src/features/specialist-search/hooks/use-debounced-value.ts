import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `delayMs`; `same` compares two values. */
export function useDebouncedValue<T>(value: T, delayMs: number, same: (a: T, b: T) => boolean): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (same(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, settled, delayMs, same]);
  return settled;
}
