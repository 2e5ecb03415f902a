import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { FamilyDetails } from '@camp/shared/admin-families';
import { Toaster, toast } from '../../../components/ui/toaster';
import { setSession } from '../../../lib/session';
import { captureDownloads, makeSession, renderWithShell } from '../../../test-utils';
import { apiError, recordRequests, server } from '../../../test-server';
import { familiesApi } from '../test-handlers';
import { AdminFamilyPage } from './admin-family-page';

function details(over: Partial<FamilyDetails> = {}): FamilyDetails {
  return {
    parent: {
      id: 12,
      name: 'Jamie Fox',
      email: 'jamie@example.com',
      phone_number: '+19195550123',
      address: '12 Elm St, Raleigh, NC',
      zip_code: '27603',
      confirmed: true,
      from_google: false,
      created_at: '2026-11-01T10:00:00.000Z',
      last_sign_in_at: null,
      deactivated_at: null,
    },
    children: [{ id: 3, first_name: 'Riley', age: 9, rising_grade_level: 4 }],
    questionnaires: [
      {
        id: 4,
        child_first_name: 'Riley',
        status: 'submitted',
        submitted_at: '2026-11-02T10:00:00.000Z',
        created_at: '2026-11-02T09:00:00.000Z',
      },
    ],
    itineraries: [
      {
        id: 5,
        child_name: 'Riley',
        status: 'review',
        specialist_name: 'Morgan Lee',
        created_at: '2026-11-03T10:00:00.000Z',
        approved_at: null,
      },
    ],
    plan: {
      package: 'monthly',
      package_type: 'Premium',
      order_status: 'paid',
      subscription: {
        id: 6,
        package: 'monthly',
        status: 'active',
        provider: 'local',
        price_cents: 1999,
        current_period_end: '2026-12-03T10:00:00.000Z',
        cancel_at_period_end: false,
        canceled_at: null,
      },
    },
    orders: [
      {
        id: 7,
        package: 'monthly',
        status: 'paid',
        amount_cents: 1999,
        discount_cents: 0,
        provider: 'local',
        paid_at: '2026-11-03T10:00:00.000Z',
        ended_at: null,
        created_at: '2026-11-03T10:00:00.000Z',
      },
    ],
    payments: [
      {
        id: 8,
        itinerary_id: 5,
        activity_name: 'Robotics Week',
        payment_status: 'paid',
        amount_cents: 27_500,
        provider: 'local',
        paid_at: '2026-11-04T10:00:00.000Z',
        canceled_at: null,
      },
    ],
    refunds: [],
    messages: [
      {
        id: 9,
        itinerary_id: 5,
        sender_role: 'assistant',
        text: 'Robotics Week suits a beginner.',
        created_at: '2026-11-04T11:00:00.000Z',
      },
    ],
    change_requests: [],
    ...over,
  };
}

function renderPage(id = 12) {
  return renderWithShell(<div />, {
    path: `/admin/families/${id}`,
    routes: [
      {
        path: '/admin/families/:id',
        element: (
          <>
            <AdminFamilyPage />
            <Toaster />
          </>
        ),
      },
      {
        path: '/admin/families',
        element: (
          <>
            <p>The families list</p>
            <Toaster />
          </>
        ),
      },
    ],
  });
}

beforeEach(() => {
  setSession(makeSession({ id: 1, role: 'Admin', name: 'Ada Admin' }));
  toast.clear();
});

describe('AdminFamilyPage', () => {
  it('shows each section of the family, read-only', async () => {
    server.use(familiesApi.details(details()));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Jamie Fox' })).toBeTruthy();
    const children = screen.getByRole('region', { name: /Children/ });
    expect(within(children).getByText('Riley')).toBeTruthy();
    expect(within(children).getByText('Age 9 · Rising grade 4')).toBeTruthy();
    const itineraries = screen.getByRole('region', { name: /Itineraries/ });
    expect(within(itineraries).getByText(/Specialist: Morgan Lee/)).toBeTruthy();
    const plan = screen.getByRole('region', { name: 'Plan' });
    expect(within(plan).getByText('Monthly · Premium')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: /Camp payments/ })).getByText(/Robotics Week/),
    ).toBeTruthy();
    const messages = screen.getByRole('region', { name: /Messages/ });
    expect(within(messages).getByText(/^MIA/)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: /refunds/ })).getByText('None')).toBeTruthy();
  });

  it('answers an unknown family with the API’s message', async () => {
    server.use(familiesApi.details(apiError(404, { _base: ['Family not found'] })));
    renderPage(99);
    expect(await screen.findByText('Family not found')).toBeTruthy();
  });

  it("downloads the family's data as JSON with the token", async () => {
    const seen = recordRequests();
    const { saved } = captureDownloads();
    server.use(
      familiesApi.details(details()),
      familiesApi.exportFamily(
        new HttpResponse('{"account":{}}', {
          headers: {
            'content-type': 'application/json',
            'content-disposition': 'attachment; filename="family-12.json"',
          },
        }),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Export JSON' }));
    await waitFor(() => expect(saved).toEqual(['family-12.json blob:file-1']));
    const sent = seen.find((r) => r.path === '/api/v1/admins/families/12/export');
    expect(sent?.headers.get('authorization')).toBe('Bearer token-1');
  });

  it('changes the plan and shows the new one', async () => {
    let sent: unknown = null;
    server.use(
      familiesApi.details(details()),
      familiesApi.package((body) => {
        sent = body;
        return details({
          plan: { ...details().plan, package: 'annually' },
        });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the plan' });
    const confirm = within(dialog).getByRole('button', {
      name: 'Change plan',
    }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.click(within(dialog).getByRole('combobox', { name: 'New plan' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['One-Time', 'Annually', 'No plan (end it)']);
    await user.click(screen.getByRole('option', { name: 'Annually' }));
    await user.click(within(dialog).getByRole('button', { name: 'Change plan' }));
    await waitFor(() => expect(sent).toEqual({ package: 'annually' }));
    expect(await screen.findByText('The plan is now Annually.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const plan = screen.getByRole('region', { name: 'Plan' });
    expect(await within(plan).findByText('Annually · Premium')).toBeTruthy();
  });

  it('erases only once the e-mail is typed, then goes back to the list', async () => {
    let sent: unknown = null;
    server.use(
      familiesApi.details(details()),
      familiesApi.erase((body) => {
        sent = body;
        return { message: 'The family’s account and personal data were erased.' };
      }),
    );
    const user = userEvent.setup();
    const { router } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Erase' }));
    const dialog = await screen.findByRole('dialog', { name: /Erase Jamie Fox/ });
    const confirm = within(dialog).getByRole('button', {
      name: 'Erase the family',
    }) as HTMLButtonElement;
    await user.type(within(dialog).getByLabelText('Parent’s e-mail'), 'jamie@example.co');
    expect(confirm.disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('Parent’s e-mail'), 'm');
    expect(confirm.disabled).toBe(false);
    await user.click(confirm);
    await waitFor(() => expect(sent).toEqual({ email: 'jamie@example.com' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/families'));
    expect(
      await screen.findByText('The family’s account and personal data were erased.'),
    ).toBeTruthy();
  });

  it("shows the API's refusal of the e-mail under the field", async () => {
    server.use(
      familiesApi.details(details()),
      familiesApi.erase(apiError(422, { email: ['does not match the parent’s e-mail'] })),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Erase' }));
    const dialog = await screen.findByRole('dialog', { name: /Erase Jamie Fox/ });
    await user.type(within(dialog).getByLabelText('Parent’s e-mail'), 'JAMIE@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Erase the family' }));
    expect(
      await within(dialog).findByText('E-mail does not match the parent’s e-mail'),
    ).toBeTruthy();
  });
});
