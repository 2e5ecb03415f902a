import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PARENT_ITINERARY_MESSAGES } from '@camp/shared/parent-itinerary';
import type { ScheduleCheck } from '@camp/shared/schedule-check';
import { Toaster, toast } from '../../../components/ui/toaster';
import { clearSession, setSession } from '../../../lib/session';
import { makeActivityCard, makeParentItinerary } from '../../../test-itineraries';
import { apiError, recordRequests, server } from '../../../test-server';
import { makeSession, renderWithShell } from '../../../test-utils';
import { ItinerariesPage } from '../pages/itineraries-page';
import { parentItinerariesApi } from '../test-handlers';

const OVERLAP: ScheduleCheck = {
  kind: 'overlap',
  message:
    'Robotics Camp and Art Camp take place at the same time on Feb 5, 2027, between 9:00 AM and 12:00 PM.',
  activity_ids: [31, 32],
  dates: { start: '2027-02-05', end: '2027-02-05' },
};
const GAP: ScheduleCheck = {
  kind: 'gap',
  message: 'Nothing is planned from Feb 8 to Feb 12, 2027.',
  activity_ids: [],
  dates: { start: '2027-02-08', end: '2027-02-12' },
};

const clashing = makeParentItinerary({
  activities: [makeActivityCard(), makeActivityCard({ id: 32, name: 'Art Camp' })],
  schedule_checks: [OVERLAP, GAP],
});

function renderPage() {
  setSession(makeSession({ package_type: 'Premium', premium: true, first_name: 'Pat' }));
  return renderWithShell(
    <>
      <ItinerariesPage />
      <Toaster />
    </>,
    { path: '/profile/itineraries' },
  );
}

afterEach(() => {
  clearSession();
  toast.clear();
});

async function openAccept() {
  const block = await screen.findByRole('region', { name: "Emma's itinerary" });
  await userEvent.click(within(block).getByRole('button', { name: 'Accept Itinerary' }));
  return screen.findByRole('dialog', { name: PARENT_ITINERARY_MESSAGES.acceptConfirmation });
}

describe('accepting an itinerary with a clash', { timeout: 30_000 }, () => {
  it('lists the clash (not the empty week) and accepts only once it is kept, sending the pair', async () => {
    server.use(
      parentItinerariesApi.list({ itineraries: [clashing] }),
      parentItinerariesApi.update({ itinerary: { ...clashing, status: 'accepted' } }),
    );
    const seen = recordRequests();
    renderPage();
    const dialog = await openAccept();
    const clashes = within(dialog).getByRole('group', { name: 'These activities clash' });
    expect(within(clashes).getByText(OVERLAP.message)).toBeTruthy();
    expect(within(clashes).queryByText(GAP.message)).toBeNull();
    const confirm = within(dialog).getByRole('button', { name: 'Accept Itinerary' });
    expect(confirm).toHaveProperty('disabled', true);

    const keep = within(clashes).getByRole('checkbox', { name: 'Keep both' });
    expect(keep.getAttribute('aria-describedby')).toBe(
      within(clashes).getByText(OVERLAP.message).id,
    );
    await userEvent.click(keep);
    expect(confirm).toHaveProperty('disabled', false);
    await userEvent.click(confirm);
    expect(await screen.findByText(PARENT_ITINERARY_MESSAGES.accepted)).toBeTruthy();
    expect(seen.find((r) => r.method === 'PUT')?.body).toEqual({
      id: 5,
      itinerary: { status: 'accepted', acknowledged_clashes: [[31, 32]] },
    });
  });

  it('asks again at the next opening', async () => {
    server.use(parentItinerariesApi.list({ itineraries: [clashing] }));
    renderPage();
    let dialog = await openAccept();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Keep both' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    dialog = await openAccept();
    expect(within(dialog).getByRole('checkbox', { name: 'Keep both' })).toHaveProperty(
      'checked',
      false,
    );
    expect(within(dialog).getByRole('button', { name: 'Accept Itinerary' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it("shows the server's refusal naming the clash", async () => {
    const refusal =
      'Robotics Camp and Art Camp clash. Keep both activities of each clash, or change the itinerary first.';
    server.use(
      parentItinerariesApi.list({ itineraries: [clashing] }),
      parentItinerariesApi.update(
        apiError(409, { _base: [refusal], acknowledged_clashes: [OVERLAP.message] }),
      ),
    );
    renderPage();
    const dialog = await openAccept();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Keep both' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept Itinerary' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
  });

  it('sends no acknowledgement without clashes', async () => {
    server.use(
      parentItinerariesApi.list({ itineraries: [makeParentItinerary({ schedule_checks: [GAP] })] }),
      parentItinerariesApi.update({ itinerary: { ...clashing, status: 'accepted' } }),
    );
    const seen = recordRequests();
    renderPage();
    const dialog = await openAccept();
    expect(within(dialog).queryByRole('group', { name: 'These activities clash' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept Itinerary' }));
    expect(await screen.findByText(PARENT_ITINERARY_MESSAGES.accepted)).toBeTruthy();
    expect(seen.find((r) => r.method === 'PUT')?.body).toEqual({
      id: 5,
      itinerary: { status: 'accepted' },
    });
  });
});
