import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookedRefusal } from '@camp/shared/activity-import';
import type { AdminProviderDetail } from '@camp/shared/provider-standing';
import { Toaster, toast } from '../../../components/ui/toaster';
import { clearSession, setSession } from '../../../lib/session';
import { captureDownloads, csvAnswer, makeSession, renderWithShell } from '../../../test-utils';
import { apiError, recordRequests, server, type SeenRequest } from '../../../test-server';
import { adminProvidersApi } from '../test-handlers';
import { AdminProviderPage } from './admin-provider-page';

const provider: AdminProviderDetail = {
  user_id: 7,
  email: 'nina@lakecamps.test',
  name: 'Nina Lake',
  status: 'validated',
  onboarding_step: 'connect_completed',
  stripe_account_status: 'ready',
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
  licensing_info: null,
  submitted_at: '2026-11-20T10:00:00.000Z',
  validated_at: '2026-11-21T10:00:00.000Z',
  standing: 'active',
  suspended_at: null,
  suspension_reason: null,
  termination_notice_at: null,
  terminates_at: null,
  terminated_at: null,
};

const PROGRAM = {
  id: 31,
  name: 'Lake Week Camp',
  city: 'Raleigh',
  activity_count: 2,
  unpublished_count: 0,
  unpublished_at: null,
};

const posts = (seen: SeenRequest[]) =>
  seen.filter((r) => r.method !== 'GET').map((r) => [r.method, r.path, r.body]);

function render() {
  renderWithShell(
    <>
      <Toaster />
    </>,
    {
      path: '/admin/providers/7',
      routes: [
        {
          path: '/admin/providers/:id',
          element: (
            <>
              <AdminProviderPage />
              <Toaster />
            </>
          ),
        },
      ],
    },
  );
}

describe('AdminProviderPage', () => {
  let seen: SeenRequest[];
  beforeEach(() => {
    server.use(
      adminProvidersApi.detail(provider),
      adminProvidersApi.programs({ programs: [PROGRAM] }),
      adminProvidersApi.imports({
        imports: [
          {
            id: 41,
            program_id: 31,
            program_name: 'Lake Week Camp',
            activity_count: 3,
            created_at: '2026-11-20T15:00:00Z',
            undone_at: null,
          },
        ],
      }),
      adminProvidersApi.activities({
        activities: [
          {
            id: 501,
            name: 'Canoe week',
            sku: 'LW-1',
            start_date: '2027-06-14',
            end_date: '2027-06-18',
            unpublished_at: null,
          },
          {
            id: 502,
            name: 'Sailing week',
            sku: 'LW-2',
            start_date: '2027-06-21',
            end_date: '2027-06-25',
            unpublished_at: null,
          },
        ],
        pagy: { count: 2, pages: 1, page: 1 },
      }),
    );
    seen = recordRequests();
    setSession(makeSession({ role: 'Admin' }));
  });
  afterEach(() => {
    clearSession();
    toast.clear();
  });

  it('suspends with a reason (required) and shows the new standing', async () => {
    server.use(
      adminProvidersApi.suspend((body) => ({
        ...provider,
        standing: 'suspended',
        suspended_at: '2026-11-28T09:00:00Z',
        suspension_reason: body.reason ?? null,
      })),
    );
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Suspend now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend this provider now?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(within(dialog).getByText('Reason is required')).toBeTruthy();
    expect(posts(seen)).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Unsafe site');
    server.use(
      adminProvidersApi.detail({
        ...provider,
        standing: 'suspended',
        suspended_at: '2026-11-28T09:00:00Z',
        suspension_reason: 'Unsafe site',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('The provider is suspended.')).toBeTruthy();
    expect(posts(seen)).toEqual([
      ['POST', '/api/v1/admins/providers/7/suspension', { reason: 'Unsafe site' }],
    ]);
    expect(await screen.findByRole('button', { name: 'Reinstate' })).toBeTruthy();
    expect(screen.getByText(/Unsafe site/)).toBeTruthy();
  });

  it('gives 30 days’ notice after a confirmation, and shows a refusal', async () => {
    server.use(
      adminProvidersApi.terminate(
        apiError(409, { _base: ['This provider already has a notice of termination.'] }),
      ),
    );
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Terminate with 30 days’ notice' }));
    const dialog = await screen.findByRole('dialog', { name: /30 days’ notice of termination/ });
    await user.click(within(dialog).getByRole('button', { name: 'Give notice' }));
    expect(
      await screen.findByText('This provider already has a notice of termination.'),
    ).toBeTruthy();
    expect(posts(seen).map(([m, path]) => [m, path])).toEqual([
      ['POST', '/api/v1/admins/providers/7/termination'],
    ]);
  });

  it('unpublishes the selected activities of a program', async () => {
    server.use(adminProvidersApi.unpublishActivities((body) => ({ changed: body.ids.length })));
    const user = userEvent.setup();
    render();
    await user.click(
      await screen.findByRole('button', { name: 'Show the activities of Lake Week Camp' }),
    );
    const grid = await screen.findByRole('grid', { name: 'Activities of Lake Week Camp' });
    await within(grid).findByText('Canoe week');
    await user.click(within(grid).getAllByRole('checkbox', { name: 'Select row' })[1]!);
    await user.click(screen.getByRole('button', { name: 'Unpublish selected (1)' }));
    expect(await screen.findByText('1 activity unpublished.')).toBeTruthy();
    expect(posts(seen)).toEqual([
      ['POST', '/api/v1/admins/programs/31/activities/unpublish', { ids: [502] }],
    ]);
  });

  it('undoes an import, or shows the refusal naming the booked activities', async () => {
    const refusal = bookedRefusal(['Canoe week']);
    server.use(adminProvidersApi.undoImport(apiError(422, { ids: [refusal] })));
    const user = userEvent.setup();
    render();
    const section = within(await screen.findByRole('region', { name: 'Imports' }));
    await user.click(await section.findByRole('button', { name: /^Undo the import into/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo this import?' });
    await user.click(within(dialog).getByRole('button', { name: 'Undo the import' }));
    expect((await screen.findByRole('alert')).textContent).toContain(refusal);
    expect(posts(seen).map(([m, path]) => [m, path])).toEqual([
      ['POST', '/api/v1/admins/imports/41/undo'],
    ]);
  });

  it('saves the profile with the director form’s rules', async () => {
    server.use(adminProvidersApi.profile((body) => ({ ...provider, ...body.provider_profile })));
    const user = userEvent.setup();
    render();
    const form = within(await screen.findByRole('form', { name: 'Provider profile' }));
    const name = form.getByRole('textbox', { name: /Organization name/ });
    await user.clear(name);
    await user.click(form.getByRole('button', { name: 'Save profile' }));
    expect(await form.findByText('Organization name is required')).toBeTruthy();
    expect(posts(seen)).toEqual([]);
    await user.type(name, 'Lake Camps Inc');
    await user.click(form.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('The provider profile is saved.')).toBeTruthy();
    await waitFor(() => expect(posts(seen)).toHaveLength(1));
    const [method, path, body] = posts(seen)[0]!;
    expect([method, path]).toEqual(['PUT', '/api/v1/admins/providers/7/profile']);
    expect(
      (body as { provider_profile: { organisation_name: string } }).provider_profile,
    ).toMatchObject({ organisation_name: 'Lake Camps Inc', zip_code: '27601' });
  });

  it('exports the programs, a program’s activities and the imports as CSV', async () => {
    const { saved, revoked } = captureDownloads();
    server.use(
      adminProvidersApi.exportPrograms(csvAnswer('programs.csv')),
      adminProvidersApi.exportActivities(csvAnswer('activities.csv')),
      adminProvidersApi.exportImports(csvAnswer('imports.csv')),
    );
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Export programs CSV' }));
    await user.click(
      await screen.findByRole('button', { name: 'Show the activities of Lake Week Camp' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Export activities CSV' }));
    await user.click(await screen.findByRole('button', { name: 'Export imports CSV' }));
    await waitFor(() => expect(revoked).toHaveBeenCalledTimes(3));
    expect(saved).toEqual([
      'programs.csv blob:file-1',
      'activities.csv blob:file-2',
      'imports.csv blob:file-3',
    ]);
    expect(seen.filter((r) => r.path.endsWith('/export')).map((r) => r.path)).toEqual([
      '/api/v1/admins/providers/7/programs/export',
      '/api/v1/admins/programs/31/activities/export',
      '/api/v1/admins/providers/7/imports/export',
    ]);
  });
});
