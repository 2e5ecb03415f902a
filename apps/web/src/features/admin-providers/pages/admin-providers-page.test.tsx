import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession } from '../../../lib/session';
import { makeSession, renderWithShell } from '../../../test-utils';
import type { AdminProvider } from '@camp/shared/provider-profile';
import { AdminProvidersPage } from './admin-providers-page';
import { serveApi } from '../../../test-server';

type FetchArgs = [string, RequestInit | undefined];

const provider: AdminProvider = {
  user_id: 7,
  email: 'nina@lakecamps.test',
  name: 'Nina Lake',
  status: 'awaiting_validation',
  onboarding_step: 'show_congratulations',
  stripe_account_status: 'not_connected',
  rejection_reason: null,
  organisation_name: 'Lake Camps LLC',
  contact_name: 'Nina Lake',
  address: '12 Lakeview Rd',
  city: 'Raleigh',
  state: 'NC',
  zip_code: '27601',
  phone_number: '+19195550142',
  website: 'https://lakecamps.example.com',
  description: 'Lake camps',
  tax_id: '12-3456789',
  years_in_operation: 8,
  insurance_info: null,
  licensing_info: 'NC licence 42',
  submitted_at: '2026-11-20T10:00:00.000Z',
  validated_at: null,
};

describe('AdminProvidersPage', { timeout: 30_000 }, () => {
  let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;
  beforeEach(() => {
    fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>((url, init) =>
      Promise.resolve(
        init?.method === 'POST'
          ? Response.json({ ...provider, status: 'rejected', rejection_reason: 'No insurance' })
          : Response.json({ providers: [provider], pagy: { count: 1, pages: 1, page: 1 } }),
      ),
    );
    serveApi(fetchMock);
    setSession(makeSession({ role: 'Admin' }));
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('lists every submitted field and needs a reason to reject', async () => {
    const user = userEvent.setup();
    renderWithShell(<AdminProvidersPage />, { path: '/admin/providers' });
    await user.click(await screen.findByRole('button', { name: /Lake Camps LLC/ }));
    expect(screen.getByText('12-3456789')).toBeTruthy();
    expect(screen.getByText('(919) 555-0142')).toBeTruthy();
    expect(screen.getByText('12 Lakeview Rd, Raleigh, NC, 27601')).toBeTruthy();
    expect(screen.getByText('NC licence 42')).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toBe(
      '/api/v1/admins/providers?status=awaiting_validation&page=1',
    );

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Lake Camps LLC?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Reason is required')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, i]) => i?.method === 'POST')).toHaveLength(0);

    await user.click(within(dialog).getByRole('textbox', { name: /Reason/ }));
    await user.paste('No insurance');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([, i]) => i?.method === 'POST')).toHaveLength(1),
    );
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(url).toBe('/api/v1/admins/providers/7/validation');
    expect(JSON.parse(String(init?.body))).toEqual({ decision: 'reject', reason: 'No insurance' });
  });

  it('accepts after confirmation', async () => {
    const user = userEvent.setup();
    renderWithShell(<AdminProvidersPage />, { path: '/admin/providers' });
    await user.click(await screen.findByRole('button', { name: /Lake Camps LLC/ }));
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Accept Lake Camps LLC?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => {
      const post = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST');
      expect(JSON.parse(String(post?.[1]?.body))).toEqual({ decision: 'accept' });
    });
  });

  it('reconsiders a rejected provider: accept only, no second rejection; a validated one is final', async () => {
    const rejected = { ...provider, status: 'rejected' as const, rejection_reason: 'No insurance' };
    const validated = {
      ...provider,
      user_id: 8,
      organisation_name: 'Oak Camps',
      status: 'validated' as const,
    };
    fetchMock.mockImplementation((url, init) =>
      Promise.resolve(
        init?.method === 'POST'
          ? Response.json({ ...rejected, status: 'validated', rejection_reason: null })
          : Response.json({
              providers: url.includes('status=validated') ? [validated] : [rejected],
              pagy: { count: 1, pages: 1, page: 1 },
            }),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderWithShell(<AdminProvidersPage />, {
      path: '/admin/providers?status=rejected',
    });
    await user.click(await screen.findByRole('button', { name: /Lake Camps LLC/ }));
    expect(screen.getByText('Rejected: No insurance')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reconsider and accept' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => {
      const post = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST');
      expect(post?.[0]).toBe('/api/v1/admins/providers/7/validation');
      expect(JSON.parse(String(post?.[1]?.body))).toEqual({ decision: 'accept' });
    });

    await router.navigate('/admin/providers?status=validated');
    await user.click(await screen.findByRole('button', { name: /Oak Camps/ }));
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Accept/ })).toBeNull();
  });
});
