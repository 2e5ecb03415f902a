import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionSchema } from '@camp/shared/auth';
import { friendItineraryListSchema } from '@camp/shared/friends-itinerary';
import { parentsItineraries } from '../../../src/db/schema/parents-itineraries.js';
import { createTestApp, type TestApp } from '../../test-app.js';
import { CONFIRMATION_LINK, PASSWORD, call, mailedLink } from '../../auth/helpers.js';
import { FRIENDS, invitationRows, invite, invitedFlag, makeCast, type Cast } from './helpers.js';

// A friend with no account follows the invitation to sign-up: the invitation waits for them,
// and the session says so (the invited flag, and the guard that sends an invited parent to it).

let t: TestApp;
let c: Cast;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '100' });
  c = await makeCast(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const signUp = (email: string) =>
  call(t, 'POST', '/api/v1/parents', {
    parent: { name: 'Nova Newcomer', email, password: PASSWORD, password_confirmation: PASSWORD },
  });

describe('pending invitations on sign-up and confirmation', () => {
  it('links the invitation at sign-up, flags the session, and shows it once confirmed', async () => {
    const email = 'nova.newcomer@example.com';
    const sent = await invite(t, c.parentToken, {
      itinerary_id: c.itineraryId,
      activity_ids: [c.activityIds[0]],
      email,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().invitation.friend_name).toBeNull();

    const res = await signUp('Nova.Newcomer@Example.com');
    expect(res.statusCode, res.body).toBe(201);
    const session = sessionSchema.parse(res.json());
    expect(session).toMatchObject({
      confirmed: false,
      invited_to_itinerary: true,
      invited: true,
      friends_itineraries: true,
    });
    const row = (await invitationRows(t, c.itineraryId)).find((r) => r.friendEmail === email);
    expect(row).toMatchObject({ parentId: session.id, friendName: 'Nova Newcomer' });

    // Unconfirmed, the list is closed; confirmed, it shows the invitation and clears the flag.
    const closed = await call(t, 'GET', FRIENDS, undefined, { token: session.token });
    expect(closed.statusCode).toBe(403);
    const { token } = await mailedLink(t, email, 'confirmation', CONFIRMATION_LINK);
    const confirmed = await call(t, 'POST', '/api/v1/parents/confirmations', {
      confirmation_token: token,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const after = sessionSchema.parse(confirmed.json());
    expect(after).toMatchObject({ confirmed: true, invited: true, invited_to_itinerary: true });
    const list = await call(t, 'GET', FRIENDS, undefined, { token: after.token });
    expect(list.statusCode).toBe(200);
    const { friends_itineraries } = friendItineraryListSchema.parse(list.json());
    expect(friends_itineraries.map((f) => f.id)).toEqual([sent.json().invitation.id]);
    expect(await invitedFlag(t, after.id)).toBe(false);
  });

  it('links at confirmation an invitation still pending for the address', async () => {
    const email = 'late.linker@example.com';
    const res = await signUp(email);
    const session = sessionSchema.parse(res.json());
    expect(session.invited_to_itinerary).toBe(false);
    // An invitation stored without its account (as invitations made before accounts were linked
    // at invitation time): confirmation picks it up.
    await t.db.insert(parentsItineraries).values({
      itineraryId: c.itineraryId,
      friendEmail: email,
      invitedById: c.parent.id,
    });
    const { token } = await mailedLink(t, email, 'confirmation', CONFIRMATION_LINK);
    const confirmed = await call(t, 'POST', '/api/v1/parents/confirmations', {
      confirmation_token: token,
    });
    expect(confirmed.json()).toMatchObject({
      invited_to_itinerary: true,
      friends_itineraries: true,
    });
    const row = (await invitationRows(t, c.itineraryId)).find((r) => r.friendEmail === email);
    expect(row!.parentId).toBe(session.id);
  });

  it('links nothing and flags nothing for a sign-up nobody invited', async () => {
    const res = await signUp('nobody.invited@example.com');
    expect(res.json()).toMatchObject({
      invited_to_itinerary: false,
      invited: false,
      friends_itineraries: false,
    });
  });
});
