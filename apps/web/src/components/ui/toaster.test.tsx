import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import {
  MAX_TRANSIENT_TOASTS,
  TOAST_DURATION_MS,
  Toaster,
  createToastStore,
  toast,
} from './toaster';

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hides a toast after 4000 ms', () => {
    const store = createToastStore();
    store.show({ severity: 'success', message: 'Saved' });
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(store.getItems()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getItems()).toHaveLength(0);
  });

  it('suppresses a toast with the same title and message while one is visible', () => {
    const store = createToastStore();
    expect(
      store.show({ severity: 'error', title: 'Error', message: 'Something went wrong' }),
    ).not.toBeNull();
    expect(
      store.show({ severity: 'error', title: 'Error', message: 'Something went wrong' }),
    ).toBeNull();
    expect(store.getItems()).toHaveLength(1);
    // A different title is a different toast.
    expect(store.show({ severity: 'error', message: 'Something went wrong' })).not.toBeNull();
    expect(store.getItems()).toHaveLength(2);
  });

  it('shows the same toast again once the first has gone', () => {
    const store = createToastStore();
    store.show({ severity: 'info', message: 'Hello' });
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(store.show({ severity: 'info', message: 'Hello' })).not.toBeNull();
    expect(store.getItems()).toHaveLength(1);
  });

  it('keeps at most three transient toasts: a new one replaces the oldest, persistent ones stay', () => {
    const store = createToastStore();
    store.show({ id: 'offline', severity: 'warning', message: 'Offline', persistent: true });
    for (let i = 1; i <= 5; i += 1) store.show({ severity: 'success', message: `Saved ${i}` });
    expect(MAX_TRANSIENT_TOASTS).toBe(3);
    expect(store.getItems().map((t) => t.message)).toEqual([
      'Offline',
      'Saved 3',
      'Saved 4',
      'Saved 5',
    ]);
    // The replaced toasts' timers are gone with them: the rest still go after their 4000 ms.
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(store.getItems().map((t) => t.message)).toEqual(['Offline']);
  });

  it('keeps a persistent toast until dismissed, and one per id', () => {
    const store = createToastStore();
    store.show({ id: 'offline', severity: 'warning', message: 'Offline', persistent: true });
    expect(
      store.show({
        id: 'offline',
        severity: 'warning',
        message: 'Still offline',
        persistent: true,
      }),
    ).toBeNull();
    vi.advanceTimersByTime(60_000);
    expect(store.getItems().map((t) => t.id)).toEqual(['offline']);
    store.dismiss('offline');
    expect(store.getItems()).toHaveLength(0);
  });

  it('pauses the timer while a toast is hovered or focused', () => {
    const store = createToastStore();
    const id = store.show({ severity: 'success', message: 'Saved' })!;
    vi.advanceTimersByTime(3000);
    store.pause(id);
    vi.advanceTimersByTime(10_000);
    expect(store.getItems()).toHaveLength(1);
    store.resume(id);
    vi.advanceTimersByTime(999);
    expect(store.getItems()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getItems()).toHaveLength(0);
  });
});

describe('<Toaster />', () => {
  afterEach(() => act(() => toast.clear()));

  it('announces warnings and errors as alerts and successes as status', () => {
    render(<Toaster />);
    act(() => {
      toast.warning('Session has expired. Please sign-in to account');
      toast.success('Password was reseted successfully!', 'Success');
    });
    expect(screen.getByRole('alert').textContent).toContain(
      'Session has expired. Please sign-in to account',
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Success');
    expect(status.textContent).toContain('Password was reseted successfully!');
  });

  it('closes a toast with its close button', () => {
    render(<Toaster />);
    act(() => {
      toast.error('Something went wrong', 'Error');
    });
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
