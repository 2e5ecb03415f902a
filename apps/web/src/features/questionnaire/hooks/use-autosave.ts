import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';

/** The spec debounces commits by 800 ms (resend e-mail); the draft save uses the same pause. */
export const AUTOSAVE_DELAY_MS = 800;
/** A failed save is tried again after this long, or as soon as the browser is back online. */
export const AUTOSAVE_RETRY_MS = 5000;

export type AutosaveStatus =
  /** Nothing changed since the page opened. */
  | 'idle'
  /** A change waits for the pause or is on its way. */
  | 'saving'
  | 'saved'
  /** The last attempt failed (offline, server down); it will be tried again. */
  | 'retrying'
  /** The server refused the save for good (e.g. the questionnaire can no longer be changed). */
  | 'failed';

export interface Autosave<T> {
  status: AutosaveStatus;
  /** The server's message when the status is 'failed'. */
  error: string | null;
  /** Queue `value` to be saved after the pause (the newest value wins). */
  schedule: (value: T) => void;
  /** Drop a queued save (the caller is sending the value another way, e.g. on submit). */
  cancel: () => void;
}

/** Client errors other than timeouts and rate limits will not get better by retrying. */
function isPermanent(err: unknown): boolean {
  return (
    err instanceof ApiError &&
    err.status >= 400 &&
    err.status < 500 &&
    err.status !== 408 &&
    err.status !== 429
  );
}

/**
 * Saves the newest value `delayMs` after the last change, one request at a time; a failure is
 * retried after AUTOSAVE_RETRY_MS or when the browser comes back online. `onSaved` runs after
 * each save that the server confirmed and that nothing newer has replaced.
 */
export function useAutosave<T>(
  save: (value: T) => Promise<unknown>,
  { delayMs = AUTOSAVE_DELAY_MS, onSaved }: { delayMs?: number; onSaved?: (value: T) => void } = {},
): Autosave<T> {
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const latest = useRef<{ value: T } | null>(null);
  const inFlight = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mounted = useRef(true);
  const saveRef = useRef(save);
  const onSavedRef = useRef(onSaved);
  useEffect(() => {
    saveRef.current = save;
    onSavedRef.current = onSaved;
  }, [save, onSaved]);

  const flush = useCallback(async function run(): Promise<void> {
    timer.current = null;
    const pending = latest.current;
    if (!pending || inFlight.current) return;
    inFlight.current = true;
    try {
      await saveRef.current(pending.value);
      inFlight.current = false;
      if (!mounted.current) return;
      if (latest.current === pending) {
        latest.current = null;
        setStatus('saved');
        setError(null);
        onSavedRef.current?.(pending.value);
      } else if (!timer.current) {
        // Changed while saving and its pause is over: save the newer value now.
        await run();
      }
    } catch (err) {
      inFlight.current = false;
      if (!mounted.current) return;
      if (isPermanent(err)) {
        latest.current = null;
        setStatus('failed');
        setError(err instanceof Error ? err.message : null);
        return;
      }
      setStatus('retrying');
      if (!timer.current) timer.current = setTimeout(() => void run(), AUTOSAVE_RETRY_MS);
    }
  }, []);

  const schedule = useCallback(
    (value: T) => {
      latest.current = { value };
      setStatus('saving');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), delayMs);
    },
    [delayMs, flush],
  );

  const cancel = useCallback(() => {
    latest.current = null;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  useEffect(() => {
    const retryNow = () => {
      if (!latest.current) return;
      if (timer.current) clearTimeout(timer.current);
      void flush();
    };
    window.addEventListener('online', retryNow);
    return () => window.removeEventListener('online', retryNow);
  }, [flush]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (timer.current) clearTimeout(timer.current);
      // Leaving the page within the pause: send the last change anyway (it is also kept in
      // local storage, so a failure here is caught up on the next visit).
      const pending = latest.current;
      if (pending && !inFlight.current) {
        latest.current = null;
        saveRef.current(pending.value).then(
          () => onSavedRef.current?.(pending.value),
          () => undefined,
        );
      }
    };
  }, []);

  return { status, error, schedule, cancel };
}
