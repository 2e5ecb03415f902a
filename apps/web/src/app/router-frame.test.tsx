import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { RouterProvider } from 'react-router-dom';
import { chatPage, miaApi } from '../features/mia/test-handlers';
import { parentItinerariesApi } from '../features/parent-itineraries/test-handlers';
import { clearSession, setSession } from '../lib/session';
import { makeParentItinerary } from '../test-itineraries';
import { apiRoute, recordRequests, server } from '../test-server';
import { makeSession } from '../test-utils';
import { FakeWebSocket } from '../test-websocket';
import { Providers, queryClient } from './providers';
import { createAppRouter } from './router';

/**
 * The start of the app on a signed-in page the server sent with its frame (`areas`): the router
 * starts with the areas' routes and the page's code loaded and its loader run, so the first
 * render is the page (its heading where the frame had it), and the page's data was asked for
 * before that render rather than after it.
 */
describe('the app started over a signed-in page’s frame', () => {
  beforeEach(() => {
    // The app's cache is shared by the suite's files: nothing of another file's answers in it.
    queryClient.clear();
    vi.stubGlobal('WebSocket', FakeWebSocket);
    window.history.replaceState(null, '', '/profile/itineraries');
    const session = makeSession({ package_type: 'Basic', has_not_completed_questionnaire: false });
    setSession(session);
    server.use(
      parentItinerariesApi.list({
        itineraries: [makeParentItinerary({ id: 7, status: 'review' })],
      }),
      miaApi.messages(chatPage([])),
      // The shell's check of the stored session.
      apiRoute('get', '/api/v1/sessions/verify', { expired: false, session }),
    );
  });
  afterEach(() => {
    clearSession();
    queryClient.clear();
    window.history.replaceState(null, '', '/');
  });

  it('renders the page at once, its list already asked for', async () => {
    const seen = recordRequests();
    const router = await createAppRouter({ areas: true });
    expect(router.state.initialized).toBe(true);
    // The list was asked for by the route's loader, before anything rendered.
    await expect.poll(() => seen.map((r) => r.path)).toContain('/api/v1/parents/itineraries');
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    // The first render is the page, not the layout with an empty main.
    expect(screen.getByRole('heading', { level: 1, name: 'Itineraries' })).toBeTruthy();
    expect(await screen.findByText(/itinerary/i, { selector: 'h2, h3' })).toBeTruthy();
    expect(seen.filter((r) => r.path === '/api/v1/parents/itineraries')).toHaveLength(1);
    act(() => router.dispose());
  });

  it('asks for nothing for a visitor, who is sent to sign in', async () => {
    clearSession();
    const seen = recordRequests();
    const router = await createAppRouter({ areas: true });
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    await expect.poll(() => router.state.location.pathname).toBe('/sign-in');
    expect(seen.map((r) => r.path)).not.toContain('/api/v1/parents/itineraries');
    act(() => router.dispose());
  });
});
