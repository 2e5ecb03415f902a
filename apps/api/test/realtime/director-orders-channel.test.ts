import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { directorOrdersIdentifier } from '@camp/shared/realtime';
import { createTestApp, type TestApp } from '../test-app.js';
import { call, signIn } from '../auth/helpers.js';
import { makeApprovedItinerary, makeProviders } from '../payments/checkout/helpers.js';
import { PARENT_URL, payLocally } from '../payments/refunds/helpers.js';
import { CableClient, drained } from './cable-client.js';

// The director's orders channel (decision 0064): keyless, camp directors only, each hears only
// about their own programs' cancellations.

const ORDERS = directorOrdersIdentifier();

describe('DirectorOrdersChannel', () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof makeProviders>>;
  const clients: CableClient[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    p = await makeProviders(t);
  }, 60_000);
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
  });
  afterAll(async () => {
    await t.close();
  });

  async function connect(token: string) {
    const client = await CableClient.welcomed(t.app, token);
    clients.push(client);
    return client;
  }

  it('is for directors only, and a director hears only their own programs’ requests', async () => {
    const fam = await makeApprovedItinerary(t, [p.hill.id]);
    await payLocally(t, fam);
    expect(await (await connect(fam.token)).subscribe(0, ORDERS)).toBe('reject_subscription');
    const oak = await connect((await signIn(t, 'CampDirector', p.oakDirector)).token);
    const pine = await connect((await signIn(t, 'CampDirector', p.pineDirector)).token);
    expect(await oak.subscribe(0, ORDERS)).toBe('confirm_subscription');
    expect(await pine.subscribe(0, ORDERS)).toBe('confirm_subscription');

    const asked = await call(
      t,
      'POST',
      PARENT_URL,
      { itinerary_activity_id: fam.items[0]!.id, reason: 'Moving' },
      { token: fam.token },
    );
    expect(asked.statusCode).toBe(201);
    expect(await oak.next((f) => f.identifier === ORDERS && 'message' in f)).toEqual({
      identifier: ORDERS,
      message: { type: 'director_orders_updated', reason: 'cancellation_requested' },
    });
    await drained([pine], t.app);
    expect(pine.pending()).toEqual([]);
  });
});
