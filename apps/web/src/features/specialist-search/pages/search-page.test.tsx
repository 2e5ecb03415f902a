import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  CATALOG_SEARCH_PAGE_SIZE,
  catalogSearchResponseSchema,
  catalogSearchQuerySchema,
  readCatalogSearchParams,
  SEARCH_DEBOUNCE_MS,
  type CatalogActivity,
  type CatalogSearchResponse,
} from '@camp/shared/catalog-search';
import { SPECIALIST_ITINERARY_MESSAGES } from '@camp/shared/specialist-itinerary';
import { ApiError } from '../../../lib/api-client';
import { server } from '../../../test-server';
import { renderWithShell, stubMatchMedia } from '../../../test-utils';
import { MATCH_HEADING, matchScoreText, NO_MATCH_TEXT } from '../components/activity-card';
import {
  EMPTY_TEXT,
  foundText,
  NO_FILTER_HINT,
  SearchPage,
  SORT_LABEL,
  type SearchPlanning,
} from './search-page';

const SPORTS = { id: 1, name: 'Sports' };
const MUSIC = { id: 2, name: 'Music' };

let nextId = 1;
function makeActivity(over: Partial<CatalogActivity> = {}): CatalogActivity {
  const id = nextId++;
  return {
    id,
    activity_provider_id: 7,
    provider_name: 'Oak Grove Camp',
    name: `Camp ${id}`,
    url: `https://camp.example/${id}`,
    price: 250,
    fee: 0,
    start_date: '2027-06-14',
    end_date: '2027-06-18',
    date: ['2027-06-14', '2027-06-18'],
    meeting_days: ['mon', 'tue', 'wed', 'thu', 'fri'],
    start_time: '09:00',
    end_time: '15:00',
    sku: `SKU${id}`,
    duplicated_status: false,
    location: '1 Main St, Raleigh, NC 27601',
    latitude: null,
    longitude: null,
    camp_type: 'Day',
    description: null,
    other_info: null,
    grade_level_start: 3,
    grade_level_end: 5,
    age_level: [8, 10],
    interest_ids: [SPORTS.id],
    interests: [SPORTS],
    skill_development: [],
    skill_developments: [],
    media_link: 'https://camp.example/a.jpg',
    optional_media_link: null,
    total_seats: 10,
    reserved_seats: 2,
    available_seats: 8,
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
    ...over,
  };
}

/**
 * A small model of the search API: text, interests and seats filter the catalog, 10 a page.
 * An activity's `match` is answered only with an itinerary, and `sort=match` orders by it.
 */
function stubApi(catalog: CatalogActivity[], { bound }: { bound?: number } = {}) {
  const requests: URL[] = [];
  const answer = (url: URL) => {
    requests.push(url);
    const q = catalogSearchQuerySchema.parse(readCatalogSearchParams(url.searchParams));
    const list = catalog
      .filter(
        (a) =>
          (!q.by_search || a.name.toLowerCase().includes(q.by_search.toLowerCase())) &&
          (!q.by_interests || a.interest_ids.some((i) => q.by_interests!.includes(i))) &&
          (!q.by_avaible_seats || a.available_seats === null || a.available_seats > 0),
      )
      .map(({ match, ...a }): CatalogActivity =>
        q.itinerary_id !== undefined ? { ...a, match } : a,
      )
      .sort((x, y) => (q.sort === 'match' ? (y.match?.score ?? 0) - (x.match?.score ?? 0) : 0));
    const pages = Math.max(Math.ceil(list.length / CATALOG_SEARCH_PAGE_SIZE), 1);
    const page = Math.min(q.page, pages);
    // With a bound, as the server answers a filter set's first search: more than the bound (or
    // the asked page's last row) match, unless the page asked lies past the last.
    const limit = Math.max(bound ?? Infinity, q.page * CATALOG_SEARCH_PAGE_SIZE);
    const exact = list.length <= limit || q.page > pages;
    const count = exact ? list.length : limit;
    const body: CatalogSearchResponse = {
      activities: list.slice(
        (page - 1) * CATALOG_SEARCH_PAGE_SIZE,
        page * CATALOG_SEARCH_PAGE_SIZE,
      ),
      count,
      count_exact: exact,
      pages: exact ? pages : Math.ceil((count + 1) / CATALOG_SEARCH_PAGE_SIZE),
      page,
      vars: {
        min_price: 0,
        max_price: 900,
        camp_types: ['Day', 'Overnight'],
        activity_providers: { '7': 'Oak Grove Camp' },
        interests: [SPORTS, MUSIC],
        skill_development: [{ ...SPORTS, skills: [{ id: 11, name: 'Soccer' }] }],
      },
    };
    return HttpResponse.json(catalogSearchResponseSchema.parse(body));
  };
  server.use(
    http.get('*/api/v1/specialists/activities', ({ request }) => answer(new URL(request.url))),
  );
  const searches = () => requests.filter((u) => u.pathname === '/api/v1/specialists/activities');
  return { searches };
}

function render(path: string, planning?: SearchPlanning) {
  return renderWithShell(<SearchPage planning={planning} side={<p>side panel</p>} />, { path });
}

const search = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  nextId = 1;
});

describe('SearchPage', () => {
  it('shows the hint without filters, the count, and the empty state', async () => {
    stubApi([makeActivity(), makeActivity()]);
    const { router } = render('/specialist/search');
    expect(await screen.findByText(foundText(2))).toBeTruthy();
    expect(screen.getByText(NO_FILTER_HINT)).toBeTruthy();
    expect(screen.getAllByTestId('activity-card')).toHaveLength(2);

    await act(() => router.navigate('/specialist/search?by_search=nothing'));
    expect(await screen.findByText(EMPTY_TEXT)).toBeTruthy();
    expect(screen.getByText(foundText(0))).toBeTruthy();
    expect(screen.queryByText(NO_FILTER_HINT)).toBeNull();
  });

  it("shows the program's discount terms on its cards, and nothing for a program without", async () => {
    stubApi([
      makeActivity({
        name: 'Lake Week',
        discounts: { sibling_percent: 10, multi_week_percent: 15, multi_week_from_week: 3 },
      }),
      makeActivity({ name: 'Hill Week' }),
    ]);
    render('/specialist/search');
    const lake = await screen.findByRole('article', { name: 'Lake Week' });
    expect(
      within(lake).getByText('10% off each additional child · 15% off from the 3rd week'),
    ).toBeTruthy();
    const hill = screen.getByRole('article', { name: 'Hill Week' });
    expect(within(hill).queryByText(/% off/)).toBeNull();
  });

  it("never shows the last filters' results as the new ones while those load", async () => {
    const { searches } = stubApi([makeActivity(), makeActivity({ name: 'Soccer Week' })]);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The narrowed search answers only once released; the first answers at once.
    server.use(
      http.get('*/api/v1/specialists/activities', async ({ request }) => {
        if (new URL(request.url).searchParams.get('by_search') === 'soccer') await held;
        return undefined;
      }),
    );
    const { router } = render('/specialist/search');
    expect(await screen.findByText(foundText(2))).toBeTruthy();

    await act(() => router.navigate('/specialist/search?by_search=soccer'));
    expect(await screen.findByLabelText('Loading activities')).toBeTruthy();
    expect(screen.queryByText(foundText(2))).toBeNull();
    expect(screen.queryAllByTestId('activity-card')).toHaveLength(0);

    release();
    expect(await screen.findByText(foundText(1))).toBeTruthy();
    expect(screen.getAllByTestId('activity-card')).toHaveLength(1);
    expect(searches().map((u) => u.searchParams.get('by_search'))).toEqual([null, 'soccer']);
  });

  it('discards an earlier search answering after a later one: the count, chips and cards stay the URL\'s', async () => {
    const { searches } = stubApi([
      makeActivity({ name: 'Soccer Week' }),
      makeActivity({ name: 'Piano Week' }),
    ]);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let lateAnswered = false;
    // 'soccer' answers only once released, after 'piano' has answered.
    server.use(
      http.get('*/api/v1/specialists/activities', async ({ request }) => {
        if (new URL(request.url).searchParams.get('by_search') !== 'soccer') return undefined;
        await held;
        lateAnswered = true;
        return undefined;
      }),
    );
    const { router } = render('/specialist/search');
    expect(await screen.findByText(foundText(2))).toBeTruthy();

    await act(() => router.navigate('/specialist/search?by_search=soccer'));
    await act(() => router.navigate('/specialist/search?by_search=piano'));
    expect(await screen.findByRole('heading', { name: 'Piano Week' })).toBeTruthy();
    expect(searches().map((u) => u.searchParams.get('by_search'))).toEqual([null, 'piano']);
    release();
    await waitFor(() => expect(lateAnswered).toBe(true));
    // The late answer's delivery (if it was not dropped with its aborted request) has run.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByText(foundText(1))).toBeTruthy();
    expect(screen.getAllByTestId('activity-card')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Soccer Week' })).toBeNull();
    expect(screen.getByRole('button', { name: '“piano”, remove filter' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '“soccer”, remove filter' })).toBeNull();
    expect(search(router).get('by_search')).toBe('piano');
  });

  it('keeps the filters in the query string: the URL drives the form, chips and API, and back restores them', async () => {
    const api = stubApi([makeActivity({ name: 'Soccer Stars' }), makeActivity({ name: 'Piano' })]);
    const { router } = render(
      '/specialist/search?itinerary_id=5&by_search=soccer&by_interests=1&by_avaible_seats=true&by_age_level=8,10',
    );
    expect(await screen.findByText(foundText(1))).toBeTruthy();
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('soccer');
    for (const chip of ['“soccer”', 'Sports', 'Age 8–10', 'Seats: Yes']) {
      expect(screen.getByRole('button', { name: `${chip}, remove filter` })).toBeTruthy();
    }
    const sent = api.searches().at(-1)!.searchParams;
    expect(Object.fromEntries(sent)).toEqual({
      by_search: 'soccer',
      by_interests: '1',
      by_avaible_seats: 'true',
      by_age_level: '8,10',
      itinerary_id: '5',
    });

    const user = userEvent.setup();
    await user.click(
      screen.getByRole('button', { name: 'Sports, remove filter' }).querySelector('svg')!,
    );
    await waitFor(() => expect(search(router).get('by_interests')).toBeNull());
    expect(search(router).get('itinerary_id')).toBe('5');
    expect(search(router).get('by_search')).toBe('soccer');

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('button', { name: 'Sports, remove filter' })).toBeTruthy();
    expect(search(router).get('by_interests')).toBe('1');
  });

  it.each([
    ['?page=-3', null],
    ['?page=0', null],
    ['?page=abc&by_search=camp', null],
    ['?page=2.5', null],
    ['?page=9', '2'],
    ['?page=2', '2'],
  ])('rewrites the page of %s in the query string to the page shown (%s)', async (query, want) => {
    stubApi(Array.from({ length: 12 }, () => makeActivity()));
    const { router } = render(`/specialist/search${query}`);
    expect(await screen.findByText(foundText(12))).toBeTruthy();
    await waitFor(() => expect(search(router).get('page')).toBe(want));
    // The other parameters stay.
    expect(search(router).get('by_search')).toBe(query.includes('by_search') ? 'camp' : null);
  });

  it('shows a bounded count with "+", and its last page link asks for the last page', async () => {
    stubApi(
      Array.from({ length: 47 }, () => makeActivity()),
      { bound: 20 },
    );
    const { router } = render('/specialist/search');
    expect(await screen.findByText(foundText(20, false))).toBeTruthy();
    expect(screen.getByText('Found 20+ courses')).toBeTruthy();
    // The pages known (3: more than 20 match), then the next past them and the last.
    expect(screen.getByRole('button', { name: 'Go to page 3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Go to page 4' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Go to last page' }));
    // The server answers the last page and the whole count; the URL shows that page.
    expect(await screen.findByText(foundText(47))).toBeTruthy();
    await waitFor(() => expect(search(router).get('page')).toBe('5'));
    expect(screen.getAllByTestId('activity-card')).toHaveLength(7);
  });

  it('goes past the known pages of a bounded count with the next page link', async () => {
    stubApi(
      Array.from({ length: 47 }, () => makeActivity()),
      { bound: 20 },
    );
    const { router } = render('/specialist/search?page=3');
    expect(await screen.findByText(foundText(30, false))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(search(router).get('page')).toBe('4'));
    expect(await screen.findByText(foundText(40, false))).toBeTruthy();
  });

  it('waits 500 ms after the last keystroke before searching, then goes back to page 1', async () => {
    // Fake timers: the debounce is stepped through, never waited for.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const api = stubApi(
      Array.from({ length: 12 }, (_, i) => makeActivity({ name: `Soccer ${i}` })),
    );
    const { router } = render('/specialist/search?page=2');
    expect(await screen.findByText(foundText(12))).toBeTruthy();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const before = api.searches().length;
    await user.type(screen.getByLabelText('Search'), 'soccer 1');
    expect(search(router).get('by_search')).toBeNull();
    // One millisecond short of the pause after the last keystroke: still nothing.
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1));
    expect(search(router).get('by_search')).toBeNull();
    expect(search(router).get('page')).toBe('2');
    await act(() => vi.advanceTimersByTimeAsync(1));
    await waitFor(() => expect(search(router).get('by_search')).toBe('soccer 1'));
    expect(search(router).get('page')).toBeNull();
    expect(await screen.findByText(foundText(3))).toBeTruthy();
    // One search for the whole text, none per keystroke.
    const typed = api
      .searches()
      .slice(before)
      .map((u) => u.searchParams.get('by_search'));
    expect(typed).toEqual(['soccer 1']);
  });

  it("typing renders the text box, not the cards; an 'Add' keeps its card in place while the search is asked again", async () => {
    const soccer = makeActivity({ name: 'Soccer Stars' });
    const api = stubApi([soccer, makeActivity({ name: 'Piano' })]);
    // Each card draws its tools: a card drawn again calls this again. Each draw notes the text
    // the URL searched for then.
    const drawn: (string | null)[] = [];
    let searched = (): string | null => null;
    const cardTools = () => {
      drawn.push(searched());
      return null;
    };
    const addActivity = vi.fn(() => Promise.resolve({}));
    const { router } = renderWithShell(
      <SearchPage
        planning={{ itineraryId: 5, addedActivityIds: new Set(), addActivity }}
        cardTools={cardTools}
        side={<p>side panel</p>}
      />,
      { path: '/specialist/search?itinerary_id=5' },
    );
    searched = () => search(router).get('by_search');
    await screen.findByText(foundText(2));
    let drawnBefore = drawn.length;

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search'), 'soc');
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('soc');
    await waitFor(() => expect(search(router).get('by_search')).toBe('soc'));
    expect(await screen.findByText(foundText(1))).toBeTruthy();
    // The keystrokes drew no card: every card drawn since was drawn for a text the URL searched
    // (the debounce applies it; on a slow machine it may apply a part of the text first).
    expect(drawn.slice(drawnBefore)).not.toContain(null);
    const button = screen.getByRole('button', { name: 'Add Soccer Stars' });
    const asked = api.searches().length;
    drawnBefore = drawn.length;
    await user.click(button);
    expect(addActivity).toHaveBeenCalledWith(soccer.id);
    // The search is asked again (seats changed) and answers the same activity: its card and
    // button stay the same element, never made anew under the pointer.
    await waitFor(() => expect(api.searches().length).toBe(asked + 1));
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByRole('button', { name: 'Add Soccer Stars' })).toBe(button);
    expect(button.isConnected).toBe(true);
    // Drawn again only for its own pending state (pressed, then done), not for the new answer.
    expect(drawn.length - drawnBefore).toBeLessThanOrEqual(2);
  });

  it("'Clear all' drops every filter but keeps the itinerary", async () => {
    stubApi([makeActivity()]);
    const { router } = render(
      '/specialist/search?itinerary_id=5&by_search=camp&by_avaible_seats=true',
    );
    await screen.findByText(foundText(1));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear all' }));
    expect(await screen.findByText(NO_FILTER_HINT)).toBeTruthy();
    expect(search(router).toString()).toBe('itinerary_id=5');
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('');
  });

  it('adds to the itinerary; a full activity is set aside and cannot be added; a refusal is shown on the card', async () => {
    const open = makeActivity({ name: 'Open Camp' });
    const full = makeActivity({ name: 'Full Camp', reserved_seats: 10, available_seats: 0 });
    const raced = makeActivity({ name: 'Raced Camp' });
    const added = makeActivity({ name: 'Added Camp' });
    stubApi([open, full, raced, added]);
    const addActivity = vi.fn((id: number) =>
      id === raced.id
        ? Promise.reject(
            new ApiError(422, { errors: { activity_id: [SPECIALIST_ITINERARY_MESSAGES.noSeats] } }),
          )
        : Promise.resolve({}),
    );
    render('/specialist/search?itinerary_id=5', {
      itineraryId: 5,
      addedActivityIds: new Set([added.id]),
      addActivity,
    });
    await screen.findByText(foundText(4));
    const card = (name: string) => screen.getByRole('article', { name });

    expect(card('Full Camp').getAttribute('data-full')).toBe('true');
    // Set aside by a dashed border, not faded (faded text fails its contrast).
    expect(getComputedStyle(card('Full Camp')).opacity).not.toBe('0.55');
    expect(getComputedStyle(card('Full Camp')).borderStyle).toBe('dashed');
    expect(
      (
        within(card('Full Camp')).getByRole('button', {
          name: 'Add Full Camp',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
    const addedButton = within(card('Added Camp')).getByRole('button', {
      name: 'Added Camp added',
    });
    expect((addedButton as HTMLButtonElement).disabled).toBe(true);

    const user = userEvent.setup();
    await user.click(within(card('Open Camp')).getByRole('button', { name: 'Add Open Camp' }));
    expect(addActivity).toHaveBeenCalledWith(open.id);

    await user.click(within(card('Raced Camp')).getByRole('button', { name: 'Add Raced Camp' }));
    expect(
      await within(card('Raced Camp')).findByText(SPECIALIST_ITINERARY_MESSAGES.noSeats),
    ).toBeTruthy();
    expect(addActivity).not.toHaveBeenCalledWith(full.id);
  });

  it('with an itinerary, sorts by best match through a select kept in the URL, and each card says why it matches', async () => {
    const soon = makeActivity({
      name: 'Soon Camp',
      match: { score: 30, reasons: ['Age 9 fits 8–10'] },
    });
    const best = makeActivity({
      name: 'Best Camp',
      match: {
        score: 85,
        reasons: ['Age 9 fits 8–10', 'Interests: Sports', 'Within Jun 1 – Jun 14'],
      },
    });
    const none = makeActivity({ name: 'Other Camp', match: { score: 0, reasons: [] } });
    const api = stubApi([soon, best, none]);
    const { router } = render('/specialist/search?itinerary_id=5&page=1');
    await screen.findByText(foundText(3));
    const names = () =>
      screen.getAllByTestId('activity-card').map((c) => c.getAttribute('aria-labelledby'));
    expect(names()).toEqual([soon, best, none].map((a) => `activity-${a.id}-name`));

    const select = screen.getByLabelText(SORT_LABEL) as HTMLSelectElement;
    expect(select.value).toBe('date');
    expect([...select.options].map((o) => o.text)).toEqual(['Soonest first', 'Best match']);
    expect(api.searches().at(-1)!.searchParams.get('itinerary_id')).toBe('5');

    const card = (name: string) => screen.getByRole('article', { name });
    const why = within(card('Best Camp')).getByRole('region', { name: MATCH_HEADING });
    expect(within(why).getByText(matchScoreText(85))).toBeTruthy();
    expect(
      within(why)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Age 9 fits 8–10', 'Interests: Sports', 'Within Jun 1 – Jun 14']);
    const empty = within(card('Other Camp')).getByRole('region', { name: MATCH_HEADING });
    expect(within(empty).getByText(NO_MATCH_TEXT)).toBeTruthy();
    expect(within(empty).getByText(matchScoreText(0))).toBeTruthy();

    await userEvent.setup().selectOptions(select, 'match');
    await waitFor(() => expect(search(router).get('sort')).toBe('match'));
    expect(search(router).get('itinerary_id')).toBe('5');
    await waitFor(() => expect(names()[0]).toBe(`activity-${best.id}-name`));
    expect(names()).toEqual([best, soon, none].map((a) => `activity-${a.id}-name`));
    const sent = api.searches().at(-1)!.searchParams;
    expect(sent.get('sort')).toBe('match');
    expect(sent.get('itinerary_id')).toBe('5');
    expect((screen.getByLabelText(SORT_LABEL) as HTMLSelectElement).value).toBe('match');

    // Back restores the date order.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(names()[0]).toBe(`activity-${soon.id}-name`));
    expect((screen.getByLabelText(SORT_LABEL) as HTMLSelectElement).value).toBe('date');
  });

  it('without an itinerary offers no match order, sends none and shows no match on the cards', async () => {
    const api = stubApi([makeActivity({ match: { score: 50, reasons: ['Interests: Sports'] } })]);
    render('/specialist/search?sort=match');
    await screen.findByText(foundText(1));
    expect(screen.queryByLabelText(SORT_LABEL)).toBeNull();
    expect(screen.queryByTestId('activity-match')).toBeNull();
    const sent = api.searches().at(-1)!.searchParams;
    expect(sent.get('sort')).toBeNull();
    expect(sent.get('itinerary_id')).toBeNull();
  });

  it('on phones takes the specialist past the cards to the itinerary, with its count', async () => {
    stubMatchMedia((query) => query.includes('max-width'));
    stubApi([makeActivity({ name: 'A' }), makeActivity({ name: 'B' })]);
    render('/specialist/search', {
      itineraryId: 5,
      addedActivityIds: new Set([1, 2]),
      addActivity: () => Promise.resolve(),
    });
    await screen.findByText(foundText(2));
    await userEvent.click(screen.getByRole('button', { name: 'Itinerary (2)' }));
    expect(document.activeElement).toBe(screen.getByRole('complementary', { name: 'Itinerary' }));
  });

  it('on phones puts the filters in a bottom drawer whose Apply button counts its results', async () => {
    stubMatchMedia((query) => query.includes('max-width'));
    stubApi([
      makeActivity({ name: 'A' }),
      makeActivity({ name: 'B', reserved_seats: 10, available_seats: 0 }),
      makeActivity({ name: 'C' }),
    ]);
    const { router } = render('/specialist/search');
    await screen.findByText(foundText(3));
    expect(screen.queryByRole('region', { name: 'Filters' })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('presentation');
    expect(await within(drawer).findByRole('button', { name: 'Apply (3)' })).toBeTruthy();
    await user.click(await within(drawer).findByRole('checkbox', { name: 'Yes' }));
    // The drawer's filters are not applied yet, but its button counts what they would give.
    expect(await within(drawer).findByRole('button', { name: 'Apply (2)' })).toBeTruthy();
    expect(search(router).get('by_avaible_seats')).toBeNull();
    await user.click(within(drawer).getByRole('button', { name: 'Apply (2)' }));
    await waitFor(() => expect(search(router).get('by_avaible_seats')).toBe('true'));
    expect(await screen.findByText(foundText(2))).toBeTruthy();
  });
  it("on phones the drawer's Apply never counts the last filters while an edit settles or its own count loads", async () => {
    stubMatchMedia((query) => query.includes('max-width'));
    stubApi([
      makeActivity({ name: 'A' }),
      makeActivity({ name: 'B', reserved_seats: 10, available_seats: 0 }),
      makeActivity({ name: 'C' }),
    ]);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    server.use(
      http.get('*/api/v1/specialists/activities', async ({ request }) => {
        if (new URL(request.url).searchParams.get('by_avaible_seats') === 'true') {
          asked = true;
          await held;
        }
        return undefined;
      }),
    );
    render('/specialist/search');
    await screen.findByText(foundText(3));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('presentation');
    expect(await within(drawer).findByRole('button', { name: 'Apply (3)' })).toBeTruthy();

    await user.click(await within(drawer).findByRole('checkbox', { name: 'Yes' }));
    // While the edit settles, and then while its count is held: no count, never the last one.
    expect(within(drawer).getByRole('button', { name: 'Apply (…)' })).toBeTruthy();
    await waitFor(() => expect(asked).toBe(true));
    expect(within(drawer).getByRole('button', { name: 'Apply (…)' })).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Apply (3)' })).toBeNull();

    release();
    expect(await within(drawer).findByRole('button', { name: 'Apply (2)' })).toBeTruthy();
  });
});
