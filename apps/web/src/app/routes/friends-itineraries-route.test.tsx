import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { FriendItinerary } from '@camp/shared/friends-itinerary';
import type { Questionnaire } from '@camp/shared/questionnaire';
import { chatPage, makeChatMessage, miaApi } from '../../features/mia/test-handlers';
import { clearSession, setSession } from '../../lib/session';
import { makeFriendItinerary } from '../../test-itineraries';
import { apiRoute, recordRequests, server } from '../../test-server';
import { makeSession, renderWithShell } from '../../test-utils';
import { FriendsItinerariesRoute } from './friends-itineraries-route';

function serve(list: FriendItinerary[]) {
  server.use(
    apiRoute<null, { friends_itineraries: FriendItinerary[] }>(
      'get',
      '/api/v1/parents/friends_itineraries',
      { friends_itineraries: list },
    ),
    apiRoute<null, { questionnaires: Questionnaire[] }>('get', '/api/v1/parents/questionnaires', {
      questionnaires: [],
    }),
    miaApi.messages(
      chatPage([makeChatMessage({ itinerary_id: 12, text: 'What does Sam do on Monday?' })]),
    ),
  );
}

afterEach(() => act(() => clearSession()));

describe("MIA on 'Share with me'", () => {
  it('has a chat panel on each itinerary the parent accepted, and none on the others', async () => {
    setSession(makeSession());
    serve([
      makeFriendItinerary({
        id: 1,
        status: 'accepted',
        itinerary: { ...makeFriendItinerary().itinerary, id: 12 },
      }),
      makeFriendItinerary({
        id: 2,
        status: 'draft',
        itinerary: { ...makeFriendItinerary().itinerary, id: 13 },
      }),
    ]);
    const seen = recordRequests();
    renderWithShell(<FriendsItinerariesRoute />);
    const panels = await screen.findAllByRole('region', { name: 'MIA' });
    expect(panels).toHaveLength(1);
    expect(await within(panels[0]!).findByText('What does Sam do on Monday?')).toBeTruthy();
    expect(seen.filter((r) => r.path.startsWith('/api/v1/openai')).map((r) => r.path)).toEqual([
      '/api/v1/openai/messages?itinerary_id=12&page=1',
    ]);
  });
});
