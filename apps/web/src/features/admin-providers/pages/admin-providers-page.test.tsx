import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession } from '../../../lib/session';
import { captureDownloads, csvAnswer, makeSession, renderWithShell } from '../../../test-utils';
import type { AdminProvider } from '@camp/shared/provider-profile';
import { AdminProvidersPage } from './admin-providers-page';
import { apiError, recordRequests, server, type SeenRequest } from '../../../test-server';
import { adminProvidersApi } from '../test-handlers';

const posts = (seen: SeenRequest[]) => seen.filter((request) => request.method === 'POST');

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

describe('AdminProvidersPage', () => {
  let seen: SeenRequest[];
  beforeEach(() => {
    server.use(
      adminProvidersApi.list({ providers: [provider], pagy: { count: 1, pages: 1, page: 1 } }),
      adminProvidersApi.validation({
        ...provider,
        status: 'rejected',
        rejection_reason: 'No insurance',
      }),
    );
    seen = recordRequests();
    setSession(makeSession({ role: 'Admin' }));
  });
  afterEach(() => {
    clearSession();
  });

  it('lists every submitted field and needs a reason to reject', async () => {
    const user = userEvent.setup();
    renderWithShell(<AdminProvidersPage />, { path: '/admin/providers' });
    await user.click(await screen.findByRole('button', { name: /Lake Camps LLC/ }));
    expect(screen.getByText('12-3456789')).toBeTruthy();
    expect(screen.getByText('(919) 555-0142')).toBeTruthy();
    expect(screen.getByText('12 Lakeview Rd, Raleigh, NC, 27601')).toBeTruthy();
    expect(screen.getByText('NC licence 42')).toBeTruthy();
    expect(seen[0]!.path).toBe('/api/v1/admins/providers?status=awaiting_validation&page=1');

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Lake Camps LLC?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Reason is required')).toBeTruthy();
    expect(posts(seen)).toHaveLength(0);

    await user.click(within(dialog).getByRole('textbox', { name: /Reason/ }));
    await user.paste('No insurance');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(posts(seen)).toHaveLength(1));
    expect(posts(seen)[0]!.path).toBe('/api/v1/admins/providers/7/validation');
    expect(posts(seen)[0]!.body).toEqual({
      decision: 'reject',
      reason: 'No insurance',
      expected_status: 'awaiting_validation',
    });
  });

  it('accepts after confirmation', async () => {
    const user = userEvent.setup();
    renderWithShell(<AdminProvidersPage />, { path: '/admin/providers' });
    await user.click(await screen.findByRole('button', { name: /Lake Camps LLC/ }));
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Accept Lake Camps LLC?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(posts(seen)[0]?.body).toEqual({
        decision: 'accept',
        expected_status: 'awaiting_validation',
      }),
    );
  });

  it('shows the refusal when another admin decided meanwhile, and refreshes the queue', async () => {
    const message =
      "This provider's status has changed: it is now rejected. Review it again before deciding.";
    let lists = 0;
    server.use(
      adminProvidersApi.list(() => {
        lists += 1;
        // Another admin rejected the provider after this page loaded.
        return lists === 1
          ? { providers: [provider], pagy: { count: 1, pages: 1, page: 1 } }
          : { providers: [], pagy: { count: 0, pages: 1, page: 1 } };
      }),
      adminProvidersApi.validation(apiError(409, { _base: [message] })),
    );
    const user = userEvent.setup();
    renderWithShell(<AdminProvidersPage />, { path: '/admin/providers' });
    await user.click(await screen.findByRole('button', { name: /Lake Camps LLC/ }));
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(`Lake Camps LLC: ${message}`);
    expect(await screen.findByText('No providers are waiting for validation.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Lake Camps LLC/ })).toBeNull();
    expect(posts(seen)[0]!.body).toEqual({
      decision: 'accept',
      expected_status: 'awaiting_validation',
    });
    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reconsiders a rejected provider: accept only, no second rejection; a validated one is final', async () => {
    const rejected = { ...provider, status: 'rejected' as const, rejection_reason: 'No insurance' };
    const validated = {
      ...provider,
      user_id: 8,
      organisation_name: 'Oak Camps',
      status: 'validated' as const,
    };
    server.use(
      adminProvidersApi.validation({ ...rejected, status: 'validated', rejection_reason: null }),
      adminProvidersApi.list((_body, request) => ({
        providers:
          new URL(request.url).searchParams.get('status') === 'validated'
            ? [validated]
            : [rejected],
        pagy: { count: 1, pages: 1, page: 1 },
      })),
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
    await waitFor(() =>
      expect(posts(seen)[0]).toMatchObject({
        path: '/api/v1/admins/providers/7/validation',
        body: { decision: 'accept', expected_status: 'rejected' },
      }),
    );

    await router.navigate('/admin/providers?status=validated');
    await user.click(await screen.findByRole('button', { name: /Oak Camps/ }));
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Accept/ })).toBeNull();
  });

  it('exports the tab’s providers as CSV with the token', async () => {
    const { saved, revoked } = captureDownloads();
    server.use(
      adminProvidersApi.export(
        csvAnswer('providers.csv', 'user_id,email\n7,nina@lakecamps.test\n'),
      ),
    );
    const user = userEvent.setup();
    renderWithShell(<AdminProvidersPage />, { path: '/admin/providers?status=rejected' });
    await screen.findByRole('button', { name: /Lake Camps LLC/ });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(revoked).toHaveBeenCalledWith('blob:file-1'));
    expect(saved).toEqual(['providers.csv blob:file-1']);
    expect(seen.map((r) => r.path)).toContain('/api/v1/admins/providers/export?status=rejected');
  });
});
