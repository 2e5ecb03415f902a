import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { Roster, RosterChild } from '@camp/shared/attendance';
import { recordRequests, server } from '../../../test-server';
import { renderWithShell } from '../../../test-utils';
import { Toaster, toast } from '../../../components/ui/toaster';
import { rosterApi } from '../test-handlers';
import { RosterPage } from './roster-page';

afterEach(() => {
  server.resetHandlers();
  toast.clear();
});

const riley: RosterChild = {
  child_id: 3,
  first_name: 'Riley',
  age: 9,
  has_allergies: true,
  health: {
    allergies: 'Peanuts, carries an EpiPen',
    dietary_needs: null,
    medications: 'Cetirizine',
    medical_conditions: null,
    accessibility_needs: null,
    doctor_name: null,
    doctor_phone: null,
    insurance_provider: null,
    insurance_policy_number: null,
  },
  emergency_contacts: [{ name: 'Sam Fox', phone: '+19195550177', relation: 'Aunt' }],
  authorized_pickups: [
    { name: 'Jordan Fox', phone: '+19195550199', relation: 'Grandfather' },
    { name: 'Alex Fox', phone: '+19195550111', relation: 'Father' },
  ],
  attendance: null,
};

const roster = (children: RosterChild[] = [riley], date = '2027-06-15'): Roster => ({
  activity: {
    id: 7,
    program_id: 2,
    name: 'Clay studio',
    program_name: 'Oak Grove Camp',
    start_date: '2027-06-14',
    end_date: '2027-06-24',
    start_time: '09:00',
    end_time: '15:00',
    meeting_days: ['tue', 'thu'],
    location: '1 Main St',
  },
  date,
  children,
});

const checkedIn = {
  date: '2027-06-15',
  checked_in: { at: '2027-06-15T13:05:00.000Z', by: 'Dana Director' },
  checked_out: null,
  pickup: null,
};

function renderPage(path = '/camp-director/activity/7/roster?date=2027-06-15') {
  return renderWithShell(
    <>
      <Routes>
        <Route path="/camp-director/activity/:activityId/roster" element={<RosterPage />} />
      </Routes>
      <Toaster />
    </>,
    { path },
  );
}

describe('RosterPage', () => {
  it('lists the booked child with the allergy flag, and checks them in with a tap', async () => {
    let current = roster();
    server.use(
      rosterApi.roster(() => current),
      rosterApi.checkIn(() => {
        current = roster([{ ...riley, attendance: checkedIn }]);
        return { attendance: checkedIn };
      }),
    );
    const seen = recordRequests();
    renderPage();
    const card = await screen.findByRole('article', { name: /Riley/ });
    // The flag (a chip) sits by the name, above the details' own Allergies line.
    expect(within(card).getAllByText('Allergies')[0]!.closest('.MuiChip-root')).not.toBeNull();
    expect(within(card).getAllByText('Peanuts, carries an EpiPen')).toHaveLength(2);
    expect(within(card).getByRole('status').textContent).toBe('Not checked in');

    await userEvent.click(within(card).getByRole('button', { name: 'Check in Riley' }));
    expect(await within(card).findByRole('button', { name: 'Check out Riley' })).toBeTruthy();
    expect(within(card).getByRole('status').textContent).toMatch(/Checked in .* by Dana Director/);
    const post = seen.find((r) => r.method === 'POST');
    expect(post?.path).toBe('/api/v1/camp_directors/activities/7/roster/3/check_in');
    expect(post?.body).toEqual({ date: '2027-06-15' });
  });

  it('checks out to a person chosen from the authorised list', async () => {
    let current = roster([{ ...riley, attendance: checkedIn }]);
    const out = {
      ...checkedIn,
      checked_out: { at: '2027-06-15T19:10:00.000Z', by: 'Dana Director' },
      pickup: { name: 'Alex Fox', relation: 'Father' },
    };
    server.use(
      rosterApi.roster(() => current),
      rosterApi.checkOut(() => {
        current = roster([{ ...riley, attendance: out }]);
        return { attendance: out };
      }),
    );
    const seen = recordRequests();
    renderPage();
    const card = await screen.findByRole('article', { name: /Riley/ });
    await userEvent.click(within(card).getByRole('button', { name: 'Check out Riley' }));
    const dialog = await screen.findByRole('dialog', { name: 'Who is picking up Riley?' });
    const confirm = within(dialog).getByRole('button', { name: 'Check out' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Alex Fox (Father)' }));
    await userEvent.click(confirm);
    expect(await within(card).findByText(/Checked out .* with Alex Fox/)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Check (in|out) Riley/ })).toBeNull();
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
      date: '2027-06-15',
      pickup_name: 'Alex Fox',
    });
  });

  it('undoes a check-out, then the check-in, each tapped by mistake', async () => {
    const out = {
      ...checkedIn,
      checked_out: { at: '2027-06-15T19:10:00.000Z', by: 'Dana Director' },
      pickup: { name: 'Alex Fox', relation: 'Father' },
    };
    let current = roster([{ ...riley, attendance: out }]);
    server.use(
      rosterApi.roster(() => current),
      rosterApi.undoCheckOut(() => {
        current = roster([{ ...riley, attendance: checkedIn }]);
        return { attendance: checkedIn };
      }),
      rosterApi.undoCheckIn(() => {
        current = roster();
        return new Response(null, { status: 204 });
      }),
    );
    const seen = recordRequests();
    renderPage();
    const card = await screen.findByRole('article', { name: /Riley/ });
    await userEvent.click(within(card).getByRole('button', { name: 'Undo check-out' }));
    expect(await within(card).findByRole('button', { name: 'Check out Riley' })).toBeTruthy();
    expect(
      await screen.findByText('Check-out undone: Riley is checked in', { exact: false }),
    ).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Undo check-in' }));
    expect(await within(card).findByRole('button', { name: 'Check in Riley' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /^Undo/ })).toBeNull();
    expect(seen.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      '/api/v1/camp_directors/activities/7/roster/3/check_out?date=2027-06-15',
      '/api/v1/camp_directors/activities/7/roster/3/check_in?date=2027-06-15',
    ]);
  });

  it('shows the server’s refusal, and offers only meeting days', async () => {
    server.use(
      rosterApi.roster(roster()),
      rosterApi.checkIn(
        Response.json({ errors: { _base: ['Check-in opens on the day itself'] } }, { status: 422 }),
      ),
    );
    renderPage();
    const card = await screen.findByRole('article', { name: /Riley/ });
    await userEvent.click(within(card).getByRole('button', { name: 'Check in Riley' }));
    expect(await screen.findByText('Check-in opens on the day itself')).toBeTruthy();

    await userEvent.click(screen.getByRole('combobox', { name: 'Meeting day' }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    // Tuesdays and Thursdays between June 14 and 24, 2027.
    expect(options).toEqual([
      'Tue, Jun 15, 2027',
      'Thu, Jun 17, 2027',
      'Tue, Jun 22, 2027',
      'Thu, Jun 24, 2027',
    ]);
  });

  it('asks for the nearest meeting day without a date, and names it in the address', async () => {
    server.use(rosterApi.roster(roster([], '2027-06-17')));
    const seen = recordRequests();
    const { router } = renderPage('/camp-director/activity/7/roster');
    expect(await screen.findByText('No child is booked in this activity yet.')).toBeTruthy();
    expect(seen[0]?.url.searchParams.get('today')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect.poll(() => router.state.location.search).toBe('?date=2027-06-17');
    // The day's roster is the one just read: no second request for it.
    expect(seen).toHaveLength(1);
  });
});
