import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEvent, AuditListResponse } from '@camp/shared/audit';
import { Toaster, toast } from '../../../components/ui/toaster';
import { captureDownloads, csvAnswer, renderWithShell } from '../../../test-utils';
import { apiError, recordRequests, server } from '../../../test-server';
import { auditApi } from '../test-handlers';
import { AdminAuditPage } from './admin-audit-page';

function event(over: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id: 1,
    created_at: '2026-11-24T15:00:00.000Z',
    actor: { id: 3, name: 'Ada Admin', email: 'ada@example.com', role: 'Admin' },
    action: 'provider_validation',
    entity_type: 'camp_director_profiles',
    entity_id: 12,
    from_status: 'awaiting_validation',
    to_status: 'validated',
    data: { decision: 'accept' },
    ip: '203.0.113.7',
    ...over,
  };
}

const trail = (events: AuditEvent[], count = events.length): AuditListResponse => ({
  events,
  pagy: { count, pages: Math.max(1, Math.ceil(count / 25)), page: 1 },
});

const facets = { actions: ['provider_validation', 'refund'], entity_types: ['orders'] };

describe('AdminAuditPage', () => {
  it('shows who changed which record, from what to what, when and from where', async () => {
    server.use(
      auditApi.facets(facets),
      auditApi.list(
        trail([
          event(),
          event({
            id: 2,
            actor: null,
            ip: null,
            action: 'payout',
            entity_type: 'payouts',
            from_status: null,
            to_status: null,
            data: {},
          }),
        ]),
      ),
    );
    renderWithShell(<AdminAuditPage />, { path: '/admin/audit' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit trail' })).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: 'Audit trail' });
    expect(await within(grid).findByText('Ada Admin <ada@example.com>')).toBeTruthy();
    expect(within(grid).getByText('provider validation')).toBeTruthy();
    expect(within(grid).getByText('camp director profiles #12')).toBeTruthy();
    expect(within(grid).getByText('awaiting validation → validated')).toBeTruthy();
    expect(within(grid).getByText('203.0.113.7')).toBeTruthy();
    expect(within(grid).getByText('decision: accept')).toBeTruthy();
    expect(within(grid).getByText('System')).toBeTruthy();
  });

  it('applies the filter through the URL and asks the API for it, page 1 again', async () => {
    const seen = recordRequests();
    server.use(auditApi.facets(facets), auditApi.list(trail([event()])));
    const user = userEvent.setup();
    const { router } = renderWithShell(<AdminAuditPage />, { path: '/admin/audit?page=3' });
    await screen.findByRole('grid', { name: 'Audit trail' });
    await user.type(screen.getByLabelText('Who (name or e-mail)'), 'ada');
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'refund' }));
    await user.type(screen.getByLabelText('Record id'), '42');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?actor=ada&action=refund&entity_id=42'),
    );
    await waitFor(() =>
      expect(seen.map((r) => r.path)).toContain(
        '/api/v1/admins/audit-events?actor=ada&action=refund&entity_id=42&page=1&per_page=25&order=desc',
      ),
    );
  });

  it('names a bad filter under its field and sends nothing', async () => {
    server.use(auditApi.facets(facets), auditApi.list(trail([])));
    const user = userEvent.setup();
    const { router } = renderWithShell(<AdminAuditPage />, { path: '/admin/audit' });
    await user.type(await screen.findByLabelText('Record id'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('Record id is invalid')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('says so when the address holds a filter the API would refuse', async () => {
    server.use(auditApi.facets(facets), auditApi.list(trail([])));
    renderWithShell(<AdminAuditPage />, { path: '/admin/audit?from=2026-03-02&to=2026-03-01' });
    expect(await screen.findByText(/holds a filter that is not valid/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('exports the filtered trail as CSV with the token', async () => {
    const seen = recordRequests();
    const { saved, revoked } = captureDownloads();
    server.use(
      auditApi.facets(facets),
      auditApi.list(trail([event()])),
      auditApi.export(csvAnswer('audit-trail.csv', 'id,created_at\n1,2026-11-24\n')),
    );
    const user = userEvent.setup();
    renderWithShell(<AdminAuditPage />, { path: '/admin/audit?action=refund' });
    await screen.findByRole('grid', { name: 'Audit trail' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(revoked).toHaveBeenCalledWith('blob:file-1'));
    expect(saved).toEqual(['audit-trail.csv blob:file-1']);
    expect(seen.map((r) => r.path)).toContain('/api/v1/admins/audit-events/export?action=refund');
  });

  it('shows the API’s refusal of an export as a toast', async () => {
    server.use(
      auditApi.facets(facets),
      auditApi.list(trail([event()])),
      auditApi.export(apiError(403, { _base: ['Access denied'] })),
    );
    const user = userEvent.setup();
    renderWithShell(
      <>
        <AdminAuditPage />
        <Toaster />
      </>,
      { path: '/admin/audit' },
    );
    await screen.findByRole('grid', { name: 'Audit trail' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect((await screen.findByText('Access denied')).closest('[role="alert"]')).toBeTruthy();
    toast.clear();
  });
});
