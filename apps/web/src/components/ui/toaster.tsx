import { useSyncExternalStore } from 'react';
import { Alert, AlertTitle, Box } from '@mui/material';
import { keyframes } from '@mui/material/styles';

/**
 * Toasts: shown 4000 ms, a toast with the same title and message as one
 * still on screen is not shown again, and at most three that go by themselves are on screen at
 * once (a fourth replaces the oldest), so quick taps never bury the page under them. Errors and warnings are announced assertively
 * (role=alert), success and info politely (role=status). The timer pauses while the pointer
 * or keyboard focus is on a toast so it can be read (WCAG 2.2.1).
 */
export type ToastSeverity = 'success' | 'error' | 'warning' | 'info';

export interface ToastOptions {
  severity: ToastSeverity;
  message: string;
  title?: string;
  /** Stays until dismissed with toast.dismiss(id) (the offline toast). */
  persistent?: boolean;
  /** Stable id, so a caller can dismiss its own persistent toast. */
  id?: string;
}

export interface ToastItem {
  id: string;
  severity: ToastSeverity;
  message: string;
  title?: string;
  persistent: boolean;
}

export const TOAST_DURATION_MS = 4000;
/** Toasts that go by themselves shown at once; persistent ones are not counted. */
export const MAX_TRANSIENT_TOASTS = 3;

type Listener = () => void;

interface Timer {
  handle: ReturnType<typeof setTimeout> | null;
  remaining: number;
  startedAt: number;
}

function createToastStore(initialDuration = TOAST_DURATION_MS) {
  let duration = initialDuration;
  let items: ToastItem[] = [];
  const timers = new Map<string, Timer>();
  const listeners = new Set<Listener>();
  let seq = 0;

  const emit = () => listeners.forEach((l) => l());

  /** Removes a toast and its timer; answers whether it was on screen. */
  function dismissQuietly(id: string): boolean {
    const timer = timers.get(id);
    if (timer?.handle) clearTimeout(timer.handle);
    timers.delete(id);
    const next = items.filter((t) => t.id !== id);
    const removed = next.length !== items.length;
    items = next;
    return removed;
  }

  function dismiss(id: string) {
    if (dismissQuietly(id)) emit();
  }

  function startTimer(id: string, ms: number) {
    timers.set(id, {
      handle: setTimeout(() => dismiss(id), ms),
      remaining: ms,
      startedAt: Date.now(),
    });
  }

  function show(opts: ToastOptions): string | null {
    const title = opts.title || undefined;
    const duplicate = items.some(
      (t) => (t.message === opts.message && t.title === title) || (opts.id && t.id === opts.id),
    );
    if (duplicate) return null;
    seq += 1;
    const item: ToastItem = {
      id: opts.id ?? `toast-${seq}`,
      severity: opts.severity,
      message: opts.message,
      title,
      persistent: opts.persistent ?? false,
    };
    if (!item.persistent) {
      const transient = items.filter((t) => !t.persistent);
      const over = transient.length + 1 - MAX_TRANSIENT_TOASTS;
      for (const gone of transient.slice(0, Math.max(0, over))) dismissQuietly(gone.id);
      startTimer(item.id, duration);
    }
    items = [...items, item];
    emit();
    return item.id;
  }

  function pause(id: string) {
    const timer = timers.get(id);
    if (!timer?.handle) return;
    clearTimeout(timer.handle);
    timers.set(id, {
      handle: null,
      remaining: timer.remaining - (Date.now() - timer.startedAt),
      startedAt: 0,
    });
  }

  function resume(id: string) {
    const timer = timers.get(id);
    if (!timer || timer.handle) return;
    startTimer(id, Math.max(timer.remaining, 1000));
  }

  function clear() {
    timers.forEach((t) => t.handle && clearTimeout(t.handle));
    timers.clear();
    items = [];
    emit();
  }

  /** How long the toasts shown from now on stay (those on screen keep their timers). */
  function setDuration(ms: number) {
    duration = ms;
  }

  return {
    show,
    dismiss,
    pause,
    resume,
    clear,
    setDuration,
    getItems: () => items,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;
export { createToastStore };

const store = createToastStore();

const shortcut =
  (severity: ToastSeverity) =>
  (message: string, title?: string): string | null =>
    store.show({ severity, message, title });

/** The app-wide toast API: `toast.success(message, title?)` and friends. */
export const toast = {
  success: shortcut('success'),
  error: shortcut('error'),
  warning: shortcut('warning'),
  info: shortcut('info'),
  show: (opts: ToastOptions) => store.show(opts),
  dismiss: (id: string) => store.dismiss(id),
  /** Removes every toast (tests; leaving a signed-in area). */
  clear: () => store.clear(),
  /**
   * How long toasts stay. Page tests keep them until read: on a loaded machine a test's own
   * steps can outlast the 4 s, and a toast gone before the test looks is not a defect.
   */
  setDuration: (ms: number) => store.setDuration(ms),
};

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(store.subscribe, store.getItems, store.getItems);
}

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(12px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

/** Mounted once by the root layout. */
export function Toaster() {
  const items = useToasts();
  return (
    <Box
      role="region"
      aria-label="Notifications"
      sx={{
        position: 'fixed',
        zIndex: (t) => t.zIndex.snackbar,
        right: { xs: 12, sm: 24 },
        left: { xs: 12, sm: 'auto' },
        bottom: { xs: 84, sm: 96 },
        width: { sm: 380 },
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        pointerEvents: 'none',
      }}
    >
      {items.map((item) => (
        <Alert
          key={item.id}
          severity={item.severity}
          variant="standard"
          role={item.severity === 'error' || item.severity === 'warning' ? 'alert' : 'status'}
          onClose={item.persistent ? undefined : () => store.dismiss(item.id)}
          onMouseEnter={() => store.pause(item.id)}
          onMouseLeave={() => store.resume(item.id)}
          onFocus={() => store.pause(item.id)}
          onBlur={() => store.resume(item.id)}
          sx={{
            pointerEvents: 'auto',
            alignItems: 'flex-start',
            boxShadow: '0 10px 30px rgba(14, 62, 59, 0.18)',
            border: 1,
            borderColor: (t) => `${t.palette[item.severity].main}40`,
            animation: `${slideIn} 220ms ease-out`,
            '& .MuiAlert-message': { overflowWrap: 'anywhere' },
          }}
        >
          {item.title && <AlertTitle sx={{ fontWeight: 800, mb: 0.25 }}>{item.title}</AlertTitle>}
          {item.message}
        </Alert>
      ))}
    </Box>
  );
}
