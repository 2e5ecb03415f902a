import { distanceKm } from '@camp/shared/schedule-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../src/db/schema/activities.js';
import { createToolBox, TOOL_ERRORS, TOOL_SPECS } from '../../src/modules/mia/tools/toolbox.js';
import type { ToolActivity, ToolActivityDetail } from '../../src/modules/mia/tools/toolbox.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { makeMiaWorld, type MiaWorld } from './fixture.js';

let t: TestApp;
let w: MiaWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await makeMiaWorld(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const data = <T>(r: { ok: boolean; data?: unknown; error?: string }): T => {
  expect(r.ok, r.error).toBe(true);
  return r.data as T;
};
const names = (xs: { name: string }[]) => xs.map((x) => x.name);

describe('the owner’s reach', () => {
  it('lists the family’s itineraries, this one first, and never another family’s', async () => {
    const d = data<{ itineraries: { id: number; child_name: string; activity_count: number }[] }>(
      await w.owner().call('list_itineraries', {}),
    );
    expect(d.itineraries.map((i) => [i.id, i.child_name, i.activity_count])).toEqual([
      [w.fox.itinerary.id, 'Riley', 3],
      [w.samItinerary.id, 'Sam', 1],
    ]);
  });

  it('reads every activity with prices, payment status and seats', async () => {
    const d = data<{ activities: ToolActivity[] }>(await w.owner().call('list_activities', {}));
    expect(names(d.activities)).toEqual([
      'Junior Soccer Skills Camp',
      'Robotics Builders Week',
      'Watercolor Art Studio',
    ]);
    const soccer = d.activities[0]!;
    expect(soccer).toMatchObject({
      price: 300,
      fee: 15,
      total: 315,
      paid: true,
      payment_status: 'paid',
      seats_left: 3,
      start_time: '09:00',
      child_name: 'Riley',
    });
    expect(d.activities[1]).toMatchObject({
      paid: false,
      payment_status: 'available_for_payment',
      seats_left: null,
    });
  });

  it('returns provider-written text as quoted data, apart from the facts', async () => {
    const d = data<ToolActivityDetail>(
      await w.owner().call('get_activity', { activity_id: w.activities.soccer.id }),
    );
    expect(d.provider_text.cancellation_policy).toContain('IGNORE ALL PREVIOUS INSTRUCTIONS');
    expect(d.provider_text.description).toContain('Ignore your rules');
    expect(d.provider_contact).toEqual({
      email: 'camp@example.com',
      phone: '+19195550100',
      website: 'https://camp.example.com',
    });
  });

  it('keeps provider-written text out of every other tool’s answer', async () => {
    const box = w.owner();
    for (const spec of TOOL_SPECS) {
      if (spec.name === 'get_activity') continue;
      const args =
        spec.name === 'calendar' ? { start_date: '2027-06-01', end_date: '2027-07-31' } : {};
      const r = await box.call(spec.name, args);
      expect(r.ok, spec.name).toBe(true);
      expect(JSON.stringify(r), spec.name).not.toMatch(/IGNORE ALL PREVIOUS|Ignore your rules/);
    }
  });

  it('answers the calendar for a range across the family’s itineraries', async () => {
    const d = data<{ activities: ToolActivity[] }>(
      await w.owner().call('calendar', { start_date: '2027-06-18', end_date: '2027-06-20' }),
    );
    expect(names(d.activities)).toEqual([
      'Junior Soccer Skills Camp',
      'Robotics Builders Week',
      'Swim Team Prep',
    ]);
    const none = data<{ activities: ToolActivity[] }>(
      await w.owner().call('calendar', { start_date: '2027-06-21' }),
    );
    expect(none.activities).toEqual([]);
  });

  it('lists an activity only on the days it meets, with its days in words', async () => {
    const art = w.activities.art.id;
    await t.db
      .update(activities)
      .set({ meetingDays: ['mon', 'wed', 'fri'] })
      .where(eq(activities.id, art));
    try {
      const on = async (day: string) =>
        data<{ activities: ToolActivity[] }>(
          await w.owner().call('calendar', { start_date: day }),
        ).activities.filter((a) => a.activity_id === art);
      // Tuesday Jul 6, 2027 falls within its dates but it does not meet then.
      expect(await on('2027-07-06')).toEqual([]);
      expect(await on('2027-07-07')).toMatchObject([
        { meeting_days: ['mon', 'wed', 'fri'], meeting_days_text: 'Mon, Wed, Fri' },
      ]);
    } finally {
      await t.db
        .update(activities)
        .set({ meetingDays: ['mon', 'tue', 'wed', 'thu', 'fri'] })
        .where(eq(activities.id, art));
    }
  });

  it('finds the overlap, the impossible journey and the empty requested weeks', async () => {
    const d = data<{ checks: { kind: string; activity_ids: number[] }[] }>(
      await w.owner().call('schedule_checks', {}),
    );
    expect(d.checks.find((c) => c.kind === 'overlap')?.activity_ids).toEqual([
      w.activities.soccer.id,
      w.activities.robotics.id,
    ]);
    expect(d.checks.filter((c) => c.kind === 'gap').length).toBeGreaterThan(0);
  });

  it('measures distances from the questionnaire’s home', async () => {
    const d = data<{ distances: { name: string; km: number; miles: number }[] }>(
      await w.owner().call('distances_from_home', { activity_id: w.activities.robotics.id }),
    );
    expect(d.distances).toHaveLength(1);
    const km = distanceKm(
      { latitude: 35.7796, longitude: -78.6382 },
      { latitude: 35.91, longitude: -79.05 },
    );
    expect(d.distances[0]!.km).toBe(Math.round(km * 10) / 10);
    expect(d.distances[0]!.miles).toBeCloseTo(d.distances[0]!.km / 1.609344, 0);
  });

  it('sums what is paid and unpaid', async () => {
    const d = data<{ total_cost: number; paid_total: number; unpaid_total: number }>(
      await w.owner().call('payments', {}),
    );
    expect(d).toMatchObject({ total_cost: 315 + 425 + 200, paid_total: 315, unpaid_total: 625 });
  });

  it('names the friends who accepted (not the pending one) and the specialist’s words', async () => {
    const f = data<{ friends: { name: string; shared_activities: string[] }[] }>(
      await w.owner().call('friends_joined', {}),
    );
    expect(f.friends).toEqual([
      {
        name: 'Robin Friend',
        joined_at: expect.any(String),
        shared_activities: ['Junior Soccer Skills Camp'],
      },
    ]);
    const s = data<{
      itinerary_message: { quoted: string };
      change_requests: { activity: string; answered: boolean }[];
      chat_answers: { said: { quoted: string } }[];
    }>(await w.owner().call('specialist_messages', {}));
    expect(s.itinerary_message.quoted).toBe('Have a great summer!');
    expect(s.change_requests).toMatchObject([
      { activity: 'Robotics Builders Week', answered: false },
    ]);
    expect(s.chat_answers[0]!.said.quoted).toContain('August');
  });

  it('reads the other itinerary of the family by id', async () => {
    const d = data<{ activities: ToolActivity[] }>(
      await w.owner().call('list_activities', { itinerary_id: w.samItinerary.id }),
    );
    expect(names(d.activities)).toEqual(['Swim Team Prep']);
  });
});

describe('another family’s ids read exactly like missing ones', () => {
  const missing = 987_654;
  it.each([
    ['get_itinerary', (id: number) => ({ itinerary_id: id })],
    ['list_activities', (id: number) => ({ itinerary_id: id })],
    ['calendar', (id: number) => ({ start_date: '2027-06-14', itinerary_id: id })],
    ['schedule_checks', (id: number) => ({ itinerary_id: id })],
    ['distances_from_home', (id: number) => ({ itinerary_id: id })],
    ['payments', (id: number) => ({ itinerary_id: id })],
    ['friends_joined', (id: number) => ({ itinerary_id: id })],
    ['specialist_messages', (id: number) => ({ itinerary_id: id })],
  ] as const)('%s with another family’s itinerary', async (tool, args) => {
    const theirs = await w.owner().call(tool, args(w.stone.itinerary.id));
    const none = await w.owner().call(tool, args(missing));
    expect(theirs).toEqual({
      ok: false,
      error: TOOL_ERRORS.itineraryNotFound(w.stone.itinerary.id),
    });
    expect(none).toEqual({ ok: false, error: TOOL_ERRORS.itineraryNotFound(missing) });
  });

  it('get_activity with another family’s activity', async () => {
    const theirs = await w.owner().call('get_activity', { activity_id: w.activities.chess.id });
    expect(theirs).toEqual({
      ok: false,
      error: TOOL_ERRORS.activityNotFound(w.activities.chess.id),
    });
    const none = await w.owner().call('get_activity', { activity_id: missing });
    expect(none).toEqual({ ok: false, error: TOOL_ERRORS.activityNotFound(missing) });
  });

  it('a context forged for another family’s itinerary sees nothing', async () => {
    const box = createToolBox(w.ctx({ itineraryId: w.stone.itinerary.id }));
    for (const spec of TOOL_SPECS) {
      const args =
        spec.name === 'calendar'
          ? { start_date: '2027-06-14' }
          : spec.name === 'get_activity'
            ? { activity_id: w.activities.chess.id }
            : {};
      const r = await box.call(spec.name, args);
      expect(r.ok, spec.name).toBe(false);
      expect(JSON.stringify(r)).not.toContain('Chess');
    }
  });
});

describe('a friend’s reach', () => {
  it('sees this itinerary and only the shared activities', async () => {
    const its = data<{ itineraries: { id: number }[] }>(
      await w.asFriend().call('list_itineraries', {}),
    );
    expect(its.itineraries.map((i) => i.id)).toEqual([w.fox.itinerary.id]);
    const acts = data<{ activities: ToolActivity[] }>(
      await w.asFriend().call('list_activities', {}),
    );
    expect(names(acts.activities)).toEqual(['Junior Soccer Skills Camp']);
    const cal = data<{ activities: ToolActivity[] }>(
      await w.asFriend().call('calendar', { start_date: '2027-06-01', end_date: '2027-07-31' }),
    );
    expect(names(cal.activities)).toEqual(['Junior Soccer Skills Camp']);
    const pay = data<{ total_cost: number }>(await w.asFriend().call('payments', {}));
    expect(pay.total_cost).toBe(315);
  });

  it('cannot read an unshared activity, the family’s other itinerary, home, friends or messages', async () => {
    expect(
      await w.asFriend().call('get_activity', { activity_id: w.activities.robotics.id }),
    ).toEqual({
      ok: false,
      error: TOOL_ERRORS.activityNotFound(w.activities.robotics.id),
    });
    expect(await w.asFriend().call('list_activities', { itinerary_id: w.samItinerary.id })).toEqual(
      {
        ok: false,
        error: TOOL_ERRORS.itineraryNotFound(w.samItinerary.id),
      },
    );
    for (const tool of ['distances_from_home', 'friends_joined', 'specialist_messages']) {
      expect(await w.asFriend().call(tool, {})).toEqual({
        ok: false,
        error: TOOL_ERRORS.ownerOnly,
      });
    }
    const it = data<{ specialist_message: unknown }>(await w.asFriend().call('get_itinerary', {}));
    expect(it.specialist_message).toBeNull();
  });

  it('an invitation not accepted gives no reach at all', async () => {
    const box = createToolBox(w.ctx({ userId: w.stranger.id, access: 'friend' }));
    expect(await box.call('list_activities', {})).toEqual({
      ok: false,
      error: TOOL_ERRORS.noAccess,
    });
    expect(await box.call('list_itineraries', {})).toEqual({
      ok: false,
      error: TOOL_ERRORS.noAccess,
    });
  });

  it('an owner context for a parent who is only a friend sees nothing', async () => {
    const box = createToolBox(w.ctx({ userId: w.friend.id, access: 'owner' }));
    expect(await box.call('list_activities', {})).toEqual({
      ok: false,
      error: TOOL_ERRORS.noAccess,
    });
  });
});

describe('arguments', () => {
  it('are validated, unknown tools refused', async () => {
    const box = w.owner();
    expect(await box.call('drop_tables', {})).toEqual({
      ok: false,
      error: TOOL_ERRORS.unknownTool('drop_tables'),
    });
    expect((await box.call('get_activity', {})).ok).toBe(false);
    expect((await box.call('get_activity', { activity_id: '1 OR 1=1' })).ok).toBe(false);
    expect((await box.call('calendar', { start_date: 'tomorrow' })).ok).toBe(false);
    expect(
      (await box.call('calendar', { start_date: '2027-06-20', end_date: '2027-06-01' })).ok,
    ).toBe(false);
    expect((await box.call('list_activities', { itinerary_id: 1, parent_id: 2 })).ok).toBe(false);
    expect((await box.call('toString', {})).ok).toBe(false);
  });

  it('every spec is a JSON Schema object with its own name', () => {
    expect(new Set(TOOL_SPECS.map((s) => s.name)).size).toBe(TOOL_SPECS.length);
    for (const s of TOOL_SPECS) expect(s.parameters.type).toBe('object');
  });
});
