import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  ProviderActivityRow,
  SpecialistProviderDetail,
  SpecialistProviderResponse,
} from '@camp/shared/specialist-details';
import { Toaster, toast } from '../../../components/ui/toaster';
import { renderWithShell } from '../../../test-utils';
import { ProviderPage } from './provider-page';
import { HttpResponse } from 'msw';
import { apiError, recordRequests, server, type SeenRequest } from '../../../test-server';
import { specialistDetailsApi } from '../test-handlers';

const provider = (over: Partial<SpecialistProviderDetail> = {}): SpecialistProviderDetail => ({
  id: 3,
  name: 'Oak Grove Camp',
  email: 'info@camp.example',
  website: 'https://camp.example',
  phone_number: null,
  location: '1 Main St, Raleigh, NC 27601',
  logo_url: null,
  description: 'Outdoor fun by the lake.',
  faq: null,
  waiver_form_url: null,
  interests: [],
  special_needs_array: [],
  special_needs: {},
  personal_growth: null,
  financial_aid_description: null,
  financial_aid_percent: null,
  financial_aid_link: null,
  cancellation_policy: 'Full refund up to 30 days before.',
  specialist_notes: null,
  ...over,
});

const row = (id: number, over: Partial<ProviderActivityRow> = {}): ProviderActivityRow => ({
  id,
  name: `Week ${id}`,
  start_date: '2027-06-14',
  end_date: '2027-06-18',
  url: `https://camp.example/w${id}`,
  price: 250,
  total_seats: 10,
  available_seats: 4,
  is_added: false,
  ...over,
});

/** Answers the page the URL asks for, out of `pages`; records every request. */
function serveProvider(
  opts: { pages?: number; rows?: ProviderActivityRow[]; note?: string | null } = {},
) {
  const pages = opts.pages ?? 3;
  server.use(
    // The page reads nothing from the answer but its status (it reloads the list), so the
    // 201 carries no itinerary: a whole one would only repeat specialist-itinerary's fixtures.
    specialistDetailsApi.addToItinerary(HttpResponse.json({}, { status: 201 })),
    specialistDetailsApi.providerNote({
      activity_provider: provider({ specialist_notes: 'Great staff' }),
    }),
    specialistDetailsApi.provider((_body, request) => {
      const asked = Number(new URL(request.url).searchParams.get('page'));
      const page = Math.min(Math.max(asked, 1), pages);
      const body: SpecialistProviderResponse = {
        activity_provider: provider({ specialist_notes: opts.note ?? null }),
        activities: opts.rows ?? [row(page * 100 + 1), row(page * 100 + 2, { price: null })],
        pagy: { count: pages * 10, pages, page },
      };
      return body;
    }),
  );
  return recordRequests();
}

const requested = (seen: SeenRequest[]) =>
  seen.map((request) => request.path).filter((u) => u.includes('activity_providers'));

function renderAt(path: string) {
  return renderWithShell(<Toaster />, {
    path,
    routes: [
      {
        path: '/specialist/providers/:id',
        element: (
          <>
            <ProviderPage />
            <Toaster />
          </>
        ),
      },
      { path: '/not-found', element: <h1>Not found</h1> },
    ],
  });
}

describe('<ProviderPage />', () => {
  afterEach(() => {
    toast.clear();
  });

  it('reads ?page-{n}, lists that page and writes the next page the same way', async () => {
    const seen = serveProvider();
    const { router } = renderAt('/specialist/providers/3?page-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oak Grove Camp' })).toBeTruthy();
    expect(await screen.findByText('Week 201')).toBeTruthy();
    expect(requested(seen)[0]).toContain('/api/v1/specialists/activity_providers/3?page=2');
    const table = screen.getByRole('table', { name: 'Activities' });
    expect(
      within(table).getByRole('link', { name: 'Open url of Week 201' }).getAttribute('href'),
    ).toBe('https://camp.example/w201');
    // No price shows '-'.
    expect(within(table).getAllByRole('row')[2]!.textContent).toContain('-');
    expect(
      within(table).getByRole('link', { name: 'View activity Week 201' }).getAttribute('href'),
    ).toBe('/specialist/activities/201');
    // Without an itinerary there is nothing to add to.
    expect(screen.queryByRole('button', { name: /^Add to itinerarie/ })).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page-3'));
    expect(await screen.findByText('Week 301')).toBeTruthy();
  });

  it('reads ?page=n too and moves a page past the end to the last page', async () => {
    const seen = serveProvider();
    const { router } = renderAt('/specialist/providers/3?page=9');
    expect(await screen.findByText('Week 301')).toBeTruthy();
    expect(requested(seen)[0]).toContain('?page=9');
    await waitFor(() => expect(router.state.location.search).toBe('?page-3'));
  });

  it('offers adding to the itinerary in the URL and marks added activities', async () => {
    const seen = serveProvider({
      pages: 1,
      rows: [row(1, { is_added: true }), row(2), row(3, { available_seats: 0 })],
    });
    renderAt('/specialist/providers/3?itinerary_id=5');
    expect(await screen.findByText('Added')).toBeTruthy();
    expect(requested(seen)[0]).toContain('itinerary_id=5');
    expect(
      (screen.getByRole('button', { name: 'Add to itinerarie: Week 3' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Add to itinerarie: Week 2' }));
    await waitFor(() => expect(seen.some((request) => request.method === 'POST')).toBe(true));
    const post = seen.find((request) => request.method === 'POST')!;
    expect(post.path).toBe('/api/v1/specialists/itinerary_activities');
    expect(post.body).toEqual({
      itinerary_activity: { itinerary_id: 5, activity_id: 2 },
    });
  });

  it('saves the provider note with the toast, then shows the asterisk', async () => {
    serveProvider();
    renderAt('/specialist/providers/3');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Note for Oak Grove Camp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave a note' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Great staff');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText("Oak Grove Camp's note was successfully updated!")).toBeTruthy();
    const button = await screen.findByRole('button', { name: /has a note/ });
    expect(button.textContent).toBe('Note *');
  });

  it('goes to notFound when the provider does not load', async () => {
    server.use(specialistDetailsApi.provider(apiError(404, { _base: ['Not found'] })));
    renderAt('/specialist/providers/3');
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeTruthy();
  });
});
