import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  catalogSearchResponseSchema,
  type CatalogActivity,
  type CatalogSearchResponse,
} from '@camp/shared/catalog-search';
import { server } from '../../../test-server';
import { renderWithShell, stubMatchMedia } from '../../../test-utils';
import { foundText, SearchPage } from './search-page';

// The results map kept across answers, and the phone's drawer kept across openings.

const activity = (id: number, name: string, at: [number, number] | null): CatalogActivity => ({
  id,
  activity_provider_id: 7,
  provider_name: `Provider ${id}`,
  name,
  url: `https://camp.example/${id}`,
  price: 250,
  fee: 0,
  start_date: '2027-06-14',
  end_date: '2027-06-18',
  date: ['2027-06-14', '2027-06-18'],
  meeting_days: ['mon'],
  start_time: '09:00',
  end_time: '15:00',
  sku: `SKU${id}`,
  duplicated_status: false,
  location: '1 Main St, Raleigh, NC 27601',
  latitude: at?.[0] ?? null,
  longitude: at?.[1] ?? null,
  camp_type: 'Day',
  description: null,
  other_info: null,
  grade_level_start: 3,
  grade_level_end: 5,
  age_level: [8, 10],
  interest_ids: [],
  interests: [],
  skill_development: [],
  skill_developments: [],
  media_link: 'https://camp.example/a.jpg',
  optional_media_link: null,
  total_seats: 10,
  reserved_seats: 2,
  available_seats: id === 2 ? 0 : 8,
  specialist_notes: null,
  provider_specialist_notes: null,
  discounts: null,
  distance: null,
  instructor: null,
  camp_info_time: null,
  camp_info_title: null,
  details: null,
  what_to_bring: null,
  duration: 5,
});

const CATALOG = [
  activity(1, 'Soccer Week', [35.8, -78.6]),
  activity(2, 'Piano Week', [36.0, -79.0]),
  activity(3, 'Soccer Nights', null),
];

/** Answers by the search's words (a name containing them) and the seats filter. */
function stubApi(hold?: Promise<void>) {
  server.use(
    http.get('*/api/v1/specialists/activities', async ({ request }) => {
      const q = new URL(request.url).searchParams;
      const words = q.get('by_search')?.toLowerCase();
      if (words && hold) await hold;
      const list = CATALOG.filter(
        (a) =>
          (!words || a.name.toLowerCase().includes(words)) &&
          (q.get('by_avaible_seats') !== 'true' || (a.available_seats ?? 1) > 0),
      );
      const body: CatalogSearchResponse = {
        activities: list,
        count: list.length,
        count_exact: true,
        pages: 1,
        page: 1,
        vars: {
          min_price: 0,
          max_price: 900,
          camp_types: ['Day'],
          activity_providers: { '7': 'Provider' },
          interests: [],
          skill_development: [],
        },
      };
      return HttpResponse.json(catalogSearchResponseSchema.parse(body));
    }),
  );
}

const render = (path: string) =>
  renderWithShell(<SearchPage center={[35.9, -78.9]} side={<p>side panel</p>} />, { path });

const markerTitles = () =>
  [...document.querySelectorAll<HTMLElement>('.leaflet-marker-icon')].map((m) => m.title);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SearchPage map', () => {
  it("keeps one map across answers: hidden with the spinner, then the next answer's markers", async () => {
    let release = () => {};
    stubApi(new Promise<void>((resolve) => (release = resolve)));
    const { router } = render('/specialist/search');
    await screen.findByText(foundText(3));
    const region = await screen.findByRole('region', { name: 'Map of the results' });
    await waitFor(() => expect(markerTitles()).toEqual(['Soccer Week', 'Piano Week']));
    const map = region.querySelector('.leaflet-container');
    expect(map).not.toBeNull();

    await act(() => router.navigate('/specialist/search?by_search=piano'));
    expect(await screen.findByLabelText('Loading activities')).toBeTruthy();
    // The last answer's markers are not shown as this search's: the map is hidden meanwhile.
    expect(screen.queryByRole('region', { name: 'Map of the results' })).toBeNull();

    release();
    expect(await screen.findByText(foundText(1))).toBeTruthy();
    const shown = await screen.findByRole('region', { name: 'Map of the results' });
    expect(shown.querySelector('.leaflet-container')).toBe(map);
    await waitFor(() => expect(markerTitles()).toEqual(['Piano Week']));
    const marker = document.querySelector<HTMLElement>('.leaflet-marker-icon')!;
    expect(marker.getAttribute('alt')).toBe('Piano Week');

    // Its popup: the name in bold, the provider below.
    await userEvent.click(marker);
    const popup = await waitFor(() => {
      const content = document.querySelector('.leaflet-popup-content');
      expect(content).not.toBeNull();
      return content!;
    });
    expect(popup.querySelector('strong')?.textContent).toBe('Piano Week');
    expect(popup.textContent).toBe('Piano WeekProvider 2');
  });
});

describe('FilterDrawer', () => {
  it('starts each opening from the applied filters: an edit closed without Apply is dropped', async () => {
    stubMatchMedia((query) => query.includes('max-width'));
    stubApi();
    const { router } = render('/specialist/search');
    await screen.findByText(foundText(3));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    let drawer = await screen.findByRole('presentation');
    await user.click(await within(drawer).findByRole('checkbox', { name: 'Yes' }));
    expect(await within(drawer).findByRole('button', { name: 'Apply (2)' })).toBeTruthy();
    await user.keyboard('{Escape}');
    // Closed, kept mounted: hidden from assistive tech until opened again.
    await waitFor(() => expect(drawer.getAttribute('aria-hidden')).toBe('true'));
    expect(new URLSearchParams(router.state.location.search).get('by_avaible_seats')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    drawer = await screen.findByRole('presentation');
    expect(within(drawer).getByRole('checkbox', { name: 'Yes' })).toHaveProperty('checked', false);
    // Counted at once: the applied filters' count, not the dropped edit's.
    expect(within(drawer).getByRole('button', { name: 'Apply (3)' })).toBeTruthy();
  });
});
