import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Button, Dialog } from '@mui/material';
import { STORAGE_KEYS } from '../../lib/storage';
import { COOKIE_CONSENT_SECONDS, acceptCookies, hasCookieConsent } from './cookie-consent';
import { CookieNotice } from './cookie-notice';

const YEAR_MS = 31_536_000 * 1000;

describe('cookie consent', () => {
  afterEach(() => {
    localStorage.clear();
    vi.useRealTimers();
  });

  it('lasts exactly one year (31536000 s)', () => {
    expect(COOKIE_CONSENT_SECONDS).toBe(31_536_000);
    const now = Date.UTC(2026, 0, 1);
    expect(hasCookieConsent(now)).toBe(false);
    expect(acceptCookies(now)).toBe(now + YEAR_MS);
    expect(hasCookieConsent(now)).toBe(true);
    expect(hasCookieConsent(now + YEAR_MS - 1)).toBe(true);
    expect(hasCookieConsent(now + YEAR_MS)).toBe(false);
  });

  it('treats an unreadable stored value as no consent', () => {
    localStorage.setItem(STORAGE_KEYS.cookieConsent, 'yes');
    expect(hasCookieConsent()).toBe(false);
  });

  it('sits under an open dialog, never over its buttons', () => {
    render(
      <MemoryRouter>
        <CookieNotice />
        <Dialog open aria-label="A dialog">
          <Button>Confirm</Button>
        </Dialog>
      </MemoryRouter>,
    );
    const layer = (element: Element) => Number(getComputedStyle(element).zIndex);
    const notice = layer(screen.getByRole('region', { name: 'Cookie notice', hidden: true }));
    const dialog = layer(screen.getByRole('dialog').closest('.MuiDialog-root')!);
    expect(notice).toBeGreaterThan(0);
    expect(dialog).toBeGreaterThan(notice);
  });

  it('shows the notice until accepted, then stores the expiry', async () => {
    render(
      <MemoryRouter>
        <CookieNotice />
      </MemoryRouter>,
    );
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeTruthy();
    // The clock stands still (only Date is faked), so the expiry is exact, not a window.
    const now = Date.UTC(2026, 4, 1, 10);
    vi.useFakeTimers({ toFake: ['Date'], now });
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(Number(localStorage.getItem(STORAGE_KEYS.cookieConsent))).toBe(now + YEAR_MS);
  });

  it('is not shown while an acceptance is valid, and is shown again once it expired', () => {
    acceptCookies();
    const { unmount } = render(
      <MemoryRouter>
        <CookieNotice />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    unmount();
    acceptCookies(Date.now() - YEAR_MS - 1);
    render(
      <MemoryRouter>
        <CookieNotice />
      </MemoryRouter>,
    );
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeTruthy();
  });
});
