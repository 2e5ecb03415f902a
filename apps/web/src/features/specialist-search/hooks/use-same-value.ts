import { useState } from 'react';

/**
 * `value`, or the last value equal to it (as JSON): a new answer's copy of unchanged data keeps
 * the object the memoised fields were drawn with, so they do not render again for it.
 */
export function useSameValue<T>(value: T): T {
  const key = JSON.stringify(value) ?? '';
  const [kept, setKept] = useState({ key, value });
  if (kept.key !== key) {
    setKept({ key, value });
    return value;
  }
  return kept.value;
}
