import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderWithShell } from '../../test-utils';
import { OFFLINE_MESSAGE, OFFLINE_TITLE, OfflineToast } from './offline-toast';
import { ScrollToTopButton } from '../ui/scroll-to-top-button';
import { SiteHeader } from './site-header';
import { Toaster, toast } from '../ui/toaster';
import { UpdateBarView } from './update-bar';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

async function nextFrame() {
  await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
}

describe('shell widgets', () => {
  afterEach(() => {
    act(() => toast.clear());
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    vi.useRealTimers();
  });

  it('keeps the offline toast up while offline, however long, and removes it when back online', () => {
    vi.useFakeTimers();
    render(
      <>
        <OfflineToast />
        <Toaster />
      </>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(OFFLINE_TITLE);
    expect(alert.textContent).toContain(OFFLINE_MESSAGE);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('turns the header solid only after 85 px of scroll', async () => {
    const { container } = renderWithShell(<SiteHeader />);
    const header = container.querySelector('header')!;
    expect(header.dataset.solid).toBe('false');
    scrollTo(85);
    await nextFrame();
    expect(header.dataset.solid).toBe('false');
    scrollTo(86);
    await nextFrame();
    expect(header.dataset.solid).toBe('true');
  });

  it('shows the scroll-to-top control only after 300 px', async () => {
    render(<ScrollToTopButton />);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    scrollTo(301);
    await nextFrame();
    // The button's code loads the first time it is shown.
    const button = await screen.findByRole('button', { name: 'Scroll to top' });
    const spy = vi.spyOn(window, 'scrollTo');
    fireEvent.click(button);
    expect(spy).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it("offers Reload on 'A new version is available!'", () => {
    const onReload = vi.fn();
    render(<UpdateBarView onReload={onReload} />);
    expect(screen.getByRole('status').textContent).toContain('A new version is available!');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
  });
});
