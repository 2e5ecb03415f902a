import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import type { CalendarEvent, CalendarItinerary, CalendarResponse } from '@camp/shared/calendar';
import { CALENDAR_MESSAGES } from '@camp/shared/calendar';
import { Toaster, toast } from '../../../components/ui/toaster';
import { clearSession, setSession } from '../../../lib/session';
import { recordRequests, server } from '../../../test-server';
import { makeSession, renderWithShell } from '../../../test-utils';
import { FEED_TEXT } from '../components/feed-link';
import { CalendarPage } from './calendar-page';

// Every event falls in the current month, the month the calendar opens on.
const month = dayjs().startOf('month');
const day = (n: number) => month.add(n - 1, 'day').format('YYYY-MM-DD');

const itineraries: CalendarItinerary[] = [
  { id: 1, child_name: 'Riley', color: 'success.main', friend: false, friend_name: null },
  { id: 2, child_name: 'Sam', color: 'success.dark', friend: false, friend_name: null },
  { id: 3, child_name: 'Noah', color: '#7a3fd2', friend: true, friend_name: 'Jamie Fox' },
];

let n = 0;
function event(itinerary: CalendarItinerary, over: Partial<CalendarEvent> = {}): CalendarEvent {
  n += 1;
  return {
    id: `${itinerary.id}-${n}`,
    itinerary_id: itinerary.id,
    title: `Camp ${n}`,
    start: day(10),
    end: day(11),
    meeting_days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
    start_time: '09:00',
    end_time: '12:00',
    duration: '1 day',
    location: 'Raleigh, NC',
    latitude: 35.78,
    longitude: -78.64,
    child_name: itinerary.child_name,
    invited_parents: [],
    invited_friend_name: itinerary.friend ? itinerary.friend_name : null,
    color: itinerary.color,
    url: 'https://camp.example/page?utm_source=campconcierge',
    ...over,
  };
}

function serveCalendar(body: CalendarResponse, feed = 'http://localhost/calendar/abc.ics') {
  let url = feed;
  server.use(
    http.get('*/api/v1/parents/calendar', () => HttpResponse.json(body)),
    http.get('*/api/v1/parents/calendar_feed', () => HttpResponse.json({ url })),
    http.post('*/api/v1/parents/calendar_feed', () => {
      url = 'http://localhost/calendar/new-token.ics';
      return HttpResponse.json({ url });
    }),
  );
}

function renderPage(session: Parameters<typeof makeSession>[0] = {}) {
  setSession(
    makeSession({ premium: true, package_type: 'Premium', order_status: 'paid', ...session }),
  );
  return renderWithShell(
    <>
      <CalendarPage />
      <Toaster />
    </>,
    {
      path: '/profile/calendar',
      routes: [
        { path: '/profile', element: <h1>Profile page</h1> },
        { path: '/packages', element: <h1>Packages page</h1> },
      ],
    },
  );
}

const calendar = () => screen.findByTestId('calendar-view');

afterEach(() => {
  clearSession();
  toast.clear();
  vi.unstubAllGlobals();
});

describe('CalendarPage', () => {
  it('shows the title, the back link and the approved itineraries’ events in the month grid', async () => {
    const a = event(itineraries[0]!, { title: 'Oak Grove Soccer', start: day(8), end: day(13) });
    serveCalendar({ itineraries: itineraries.slice(0, 1), events: [a] });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Calendar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Profile' }).getAttribute('href')).toBe(
      '/profile',
    );
    const view = await calendar();
    expect(await within(view).findAllByText('Oak Grove Soccer')).not.toHaveLength(0);
  });

  it("limits a day to 3 rows and puts the rest behind 'See all (n)'", async () => {
    const many = [1, 2, 3, 4, 5].map((i) =>
      event(itineraries[0]!, { title: `Busy day ${i}`, start: day(15), end: day(16) }),
    );
    serveCalendar({ itineraries: itineraries.slice(0, 1), events: many });
    renderPage();
    const view = await calendar();
    const more = await within(view).findByText(/^See all \(\d\)$/);
    // FullCalendar's row limit counts the link as a row: 2 events and 'See all (3)'.
    expect(more.textContent).toBe('See all (3)');
    expect(within(view).queryAllByText(/^Busy day/)).toHaveLength(2);
  });

  it('hides and shows one itinerary with its toggle, and filters by child', async () => {
    const user = userEvent.setup();
    const riley = event(itineraries[0]!, { title: 'Riley soccer' });
    const sam = event(itineraries[1]!, { title: 'Sam robotics', start: day(20), end: day(22) });
    const noah = event(itineraries[2]!, { title: 'Noah swim', start: day(3), end: day(4) });
    serveCalendar({ itineraries, events: [riley, sam, noah] });
    renderPage();
    const view = await calendar();
    await within(view).findAllByText('Sam robotics');

    const samToggle = screen.getByRole('switch', { name: "Sam's itinerary" });
    await user.click(samToggle);
    await waitFor(() => expect(within(view).queryAllByText('Sam robotics')).toHaveLength(0));
    expect(within(view).queryAllByText('Riley soccer')).not.toHaveLength(0);
    await user.click(samToggle);
    expect(await within(view).findAllByText('Sam robotics')).not.toHaveLength(0);

    // The children filter narrows the parent's own itineraries; the friends' stay.
    await user.click(screen.getByRole('combobox', { name: 'Children' }));
    await user.click(screen.getByRole('option', { name: 'Riley' }));
    await waitFor(() => expect(within(view).queryAllByText('Sam robotics')).toHaveLength(0));
    expect(within(view).queryAllByText('Riley soccer')).not.toHaveLength(0);
    expect(within(view).queryAllByText('Noah swim')).not.toHaveLength(0);
    expect(screen.queryByRole('switch', { name: "Sam's itinerary" })).toBeNull();
  });

  it("lists the friends' itineraries in the Friends area, each with its toggle", async () => {
    const user = userEvent.setup();
    const noah = event(itineraries[2]!, { title: 'Noah swim', start: day(3), end: day(4) });
    serveCalendar({ itineraries, events: [noah] });
    renderPage();
    const view = await calendar();
    const friends = screen.getByRole('region', { name: 'Friends' });
    const toggle = within(friends).getByRole('switch', { name: 'Noah (Jamie Fox)' });
    expect(within(view).queryAllByText('Noah swim')).not.toHaveLength(0);
    await user.click(toggle);
    await waitFor(() => expect(within(view).queryAllByText('Noah swim')).toHaveLength(0));
  });

  it('says so when there is nothing to show', async () => {
    serveCalendar({ itineraries: [], events: [] });
    renderPage();
    await calendar();
    expect(screen.getByText('No approved itineraries yet.')).toBeTruthy();
    expect(screen.getByText("No friends' itineraries yet.")).toBeTruthy();
  });

  it("opens an event's details: dates DD/MM/YY up to the last day, times, location, child, friends", async () => {
    const user = userEvent.setup();
    const a = event(itineraries[2]!, {
      title: 'Lake Day Camp',
      start: day(8),
      end: day(13),
      duration: '5 days',
      invited_parents: ['Pat Morgan'],
    });
    serveCalendar({ itineraries, events: [a] });
    renderPage();
    const view = await calendar();
    const [title] = await within(view).findAllByText('Lake Day Camp');
    await user.click(title!);
    const dialog = await screen.findByRole('dialog', { name: 'Lake Day Camp' });
    const last = dayjs(day(12)).format('DD/MM/YY');
    expect(
      within(dialog).getByText(`${dayjs(day(8)).format('DD/MM/YY')} – ${last} (5 days)`),
    ).toBeTruthy();
    expect(within(dialog).getByText('Every day · 09:00 AM – 12:00 PM')).toBeTruthy();
    expect(within(dialog).getByText('Raleigh, NC')).toBeTruthy();
    expect(within(dialog).getByText('Noah')).toBeTruthy();
    expect(within(dialog).getByText('Jamie Fox')).toBeTruthy();
    expect(within(dialog).getByText('Pat Morgan')).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('link', { name: /Open camp page/ })
        .getAttribute('href'),
    ).toBe(a.url);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the list view with the day in DD/MM/YY', async () => {
    const user = userEvent.setup();
    const a = event(itineraries[0]!, { title: 'Art week', start: day(5), end: day(6) });
    serveCalendar({ itineraries: itineraries.slice(0, 1), events: [a] });
    renderPage();
    const view = await calendar();
    await user.click(within(view).getByRole('tab', { name: 'List view' }));
    expect(await within(view).findByText(dayjs(day(5)).format('DD/MM/YY'))).toBeTruthy();
    expect(within(view).getAllByText('Art week')).not.toHaveLength(0);
  });

  it('lists a class on the days it meets only', async () => {
    const user = userEvent.setup();
    // The first Tuesday of the month to its last Thursday, Tuesdays and Thursdays only.
    const dates = Array.from({ length: month.daysInMonth() }, (_, i) => month.add(i, 'day'));
    const meets = dates.filter((d) => d.day() === 2 || d.day() === 4);
    const a = event(itineraries[0]!, {
      title: 'Chess Club',
      start: meets[0]!.format('YYYY-MM-DD'),
      end: meets.at(-1)!.add(1, 'day').format('YYYY-MM-DD'),
      meeting_days: ['tue', 'thu'],
    });
    serveCalendar({ itineraries: itineraries.slice(0, 1), events: [a] });
    renderPage();
    const view = await calendar();
    await user.click(within(view).getByRole('tab', { name: 'List view' }));
    await within(view).findByText(meets[0]!.format('DD/MM/YY'));
    // One line a meeting day; the Wednesday between its first two days shows nothing.
    expect(within(view).getAllByText('Chess Club')).toHaveLength(meets.length);
    expect(within(view).queryByText(meets[0]!.add(1, 'day').format('DD/MM/YY'))).toBeNull();
  });

  it('copies the iCal link to the clipboard', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    serveCalendar({ itineraries: [], events: [] });
    renderPage();
    await calendar();
    const field = await screen.findByRole('textbox', { name: FEED_TEXT.label });
    expect((field as HTMLInputElement).value).toBe('http://localhost/calendar/abc.ics');
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: FEED_TEXT.copy }));
    expect(writeText).toHaveBeenCalledWith('http://localhost/calendar/abc.ics');
    expect(await screen.findByText(FEED_TEXT.copied)).toBeTruthy();
  });

  it('resets the iCal link only after the confirm dialog, and shows the new one', async () => {
    const user = userEvent.setup();
    serveCalendar({ itineraries: [], events: [] });
    const seen = recordRequests();
    renderPage();
    await screen.findByRole('textbox', { name: FEED_TEXT.label });
    await user.click(screen.getByRole('button', { name: FEED_TEXT.reset }));
    let dialog = await screen.findByRole('dialog', { name: FEED_TEXT.resetTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: FEED_TEXT.reset }));
    dialog = await screen.findByRole('dialog', { name: FEED_TEXT.resetTitle });
    // The toast lives 4 s: watched from before the click, it is seen however slow the checks
    // after it are.
    const done = screen.findByText(FEED_TEXT.resetDone);
    await user.click(within(dialog).getByRole('button', { name: FEED_TEXT.reset }));
    expect(await done).toBeTruthy();
    await waitFor(() =>
      expect(
        (screen.getByRole('textbox', { name: FEED_TEXT.label }) as HTMLInputElement).value,
      ).toBe('http://localhost/calendar/new-token.ics'),
    );
    expect(seen.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/api/v1/parents/calendar_feed',
    ]);
  });

  it('shows the upgrade dialog to a parent without Premium and without a package, loading nothing', async () => {
    const user = userEvent.setup();
    const seen = recordRequests();
    const { router } = renderPage({ premium: false, package_type: null, order_status: null });
    const dialog = await screen.findByRole('dialog', { name: 'Get more personal assistance!' });
    expect(within(dialog).getByText('Update your package and start delegating!')).toBeTruthy();
    expect(seen.filter((r) => r.path.startsWith('/api/v1/parents/calendar'))).toHaveLength(0);
    await user.click(within(dialog).getByRole('link', { name: 'Show more' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/packages'));
  });

  it('closing the upgrade dialog goes back to the profile', async () => {
    const user = userEvent.setup();
    const { router } = renderPage({ premium: false, package_type: null, order_status: null });
    const dialog = await screen.findByRole('dialog', { name: 'Get more personal assistance!' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('shows the upgrade dialog when the server refuses the calendar (403)', async () => {
    server.use(
      http.get('*/api/v1/parents/calendar', () =>
        HttpResponse.json(
          { errors: { _base: [CALENDAR_MESSAGES.premiumRequired] } },
          { status: 403 },
        ),
      ),
    );
    renderPage({ premium: false, package_type: 'Basic', order_status: 'paid' });
    expect(
      await screen.findByRole('dialog', { name: 'Get more personal assistance!' }),
    ).toBeTruthy();
  });
});
