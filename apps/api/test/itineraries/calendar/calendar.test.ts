import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { CALENDAR_MESSAGES as M, calendarResponseSchema } from '@camp/shared/calendar';
import { CAMP_LINK_TRACKING } from '@camp/shared/camp-link';
import { itineraries } from '../../../src/db/schema/itineraries.js';
import { createTestApp, type TestApp } from '../../test-app.js';
import { call, makeUser, signIn, type MadeUser } from '../../auth/helpers.js';
import { makeProgram } from '../../director-activities/helpers.js';
import {
  giveOrder,
  makeActivity,
  makeItineraryActivity,
  makeQuestionnaire,
} from '../../factories.js';
import { colorAt } from '../../../src/modules/itineraries/calendar/events.js';

const CALENDAR = '/api/v1/parents/calendar';
const FEED = '/api/v1/parents/calendar_feed';
const FEED_URL = /^http:\/\/localhost:3000\/calendar\/([A-Za-z0-9_-]{43})\.ics$/;
const tracked = (url: string) => `${url}?${new URLSearchParams(CAMP_LINK_TRACKING).toString()}`;

let t: TestApp;
let parent: MadeUser;
let parentToken: string;
let friend: MadeUser;
let friendToken: string;
let plainToken: string;
let specialistToken: string;
/** Jamie's approved itineraries (Riley, then Max, then Zoe) and one still in review. */
let riley: number;
let max: number;
let zoe: number;
let inReview: number;
const act: Record<string, number> = {};

/** Created in review, so friends can be invited; approved later. */
async function itinerary(parentId: number, child: string, at: string) {
  const { child: row } = await makeQuestionnaire(t, parentId, { child: { firstName: child } });
  const [it] = await t.db
    .insert(itineraries)
    .values({ parentId, childId: row!.id, status: 'review', createdAt: new Date(at) })
    .returning();
  return it!.id;
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '100' });
  parent = await makeUser(t, { role: 'Parent', name: 'Jamie Fox' });
  parentToken = (await signIn(t, 'Parent', parent)).token;
  await giveOrder(t, parent.id, 'Premium', 'paid', t.ctx.now());
  friend = await makeUser(t, { role: 'Parent', name: 'Kim Lee' });
  friendToken = (await signIn(t, 'Parent', friend)).token;
  plainToken = (await signIn(t, 'Parent', await makeUser(t, { role: 'Parent' }))).token;
  specialistToken = (await signIn(t, 'Specialist', await makeUser(t, { role: 'Specialist' })))
    .token;

  const director = await makeUser(t, { role: 'CampDirector', director: 'active' });
  const raleigh = await makeProgram(t, director.id, { name: 'Oak Grove Camp' });
  // No coordinates anywhere and a ZIP the table does not know: no time zone can be found.
  const nowhere = await makeProgram(t, director.id, {
    name: 'Somewhere Camp',
    latitude: null,
    longitude: null,
    zipCode: '00000',
  });
  act.lake = (
    await makeActivity(t, raleigh.id, {
      name: 'Lake Week',
      url: 'https://camp.example/lake',
      location: '1 Lake Rd, Raleigh, NC 27601',
      latitude: 35.78,
      longitude: -78.64,
    })
  ).id;
  act.forest = (
    await makeActivity(t, raleigh.id, {
      name: 'Forest Day',
      startDate: '2027-07-12',
      endDate: '2027-07-12',
      startTime: '00:00',
      endTime: '00:00',
    })
  ).id;
  act.denver = (
    await makeActivity(t, raleigh.id, {
      name: 'Rockies Ride',
      startDate: '2027-08-02',
      endDate: '2027-08-03',
      startTime: '08:30',
      endTime: '12:00',
      location: 'Denver, CO',
      latitude: 39.74,
      longitude: -104.99,
    })
  ).id;
  act.floating = (
    await makeActivity(t, nowhere.id, {
      name: 'Mystery Camp',
      location: '',
      latitude: null,
      longitude: null,
    })
  ).id;
  // A class on Tuesdays and Thursdays from Monday Dec 6, 2027 to Sunday Jan 30, 2028, and a
  // Saturday workshop across a whole week: only their meeting days are events.
  act.chess = (
    await makeActivity(t, raleigh.id, {
      name: 'Chess Club',
      campType: 'Classes',
      startDate: '2027-12-06',
      endDate: '2028-01-30',
      startTime: '16:00',
      endTime: '17:30',
      meetingDays: ['tue', 'thu'],
      latitude: 35.78,
      longitude: -78.64,
    })
  ).id;
  act.pottery = (
    await makeActivity(t, raleigh.id, {
      name: 'Pottery Saturdays',
      startDate: '2027-09-06',
      endDate: '2027-09-26',
      startTime: '00:00',
      endTime: '00:00',
      meetingDays: ['sat'],
    })
  ).id;
  act.review = (await makeActivity(t, raleigh.id, { name: 'Not approved yet' })).id;

  riley = await itinerary(parent.id, 'Riley', '2026-01-01T00:00:00Z');
  max = await itinerary(parent.id, 'Max', '2026-02-01T00:00:00Z');
  zoe = await itinerary(parent.id, 'Zoe', '2026-03-01T00:00:00Z');
  inReview = await itinerary(parent.id, 'Ada', '2026-04-01T00:00:00Z');
  for (const activityId of [act.lake!, act.forest!]) {
    await makeItineraryActivity(t, { itineraryId: riley, activityId });
  }
  await makeItineraryActivity(t, { itineraryId: max, activityId: act.denver! });
  await makeItineraryActivity(t, { itineraryId: max, activityId: act.chess! });
  await makeItineraryActivity(t, { itineraryId: max, activityId: act.pottery! });
  await makeItineraryActivity(t, { itineraryId: zoe, activityId: act.floating! });
  await makeItineraryActivity(t, { itineraryId: inReview, activityId: act.review! });
  // Kim is invited to Lake Week of Riley's itinerary and to Ada's (not approved), accepts both.
  for (const [itineraryId, activityId] of [
    [riley, act.lake!],
    [inReview, act.review!],
  ] as const) {
    const sent = await call(
      t,
      'POST',
      '/api/v1/parents/invite_friends',
      { itinerary_id: itineraryId, activity_ids: [activityId], email: friend.email },
      { token: parentToken },
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const answered = await call(
      t,
      'PUT',
      `/api/v1/parents/friends_itineraries/${sent.json().invitation.id}`,
      { status: 'accepted' },
      { token: friendToken },
    );
    expect(answered.statusCode, answered.body).toBe(200);
  }
  await t.db
    .update(itineraries)
    .set({ status: 'approved' })
    .where(inArray(itineraries.id, [riley, max, zoe]));
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('GET /api/v1/parents/calendar', () => {
  it('shows the approved itineraries with their colours and one event per activity', async () => {
    const res = await call(t, 'GET', CALENDAR, undefined, { token: parentToken });
    expect(res.statusCode, res.body).toBe(200);
    const calendar = calendarResponseSchema.parse(res.json());
    expect(calendar.itineraries).toEqual([
      { id: riley, child_name: 'Riley', color: 'success.main', friend: false, friend_name: null },
      { id: max, child_name: 'Max', color: 'success.dark', friend: false, friend_name: null },
      { id: zoe, child_name: 'Zoe', color: colorAt(2, zoe), friend: false, friend_name: null },
    ]);
    expect(calendar.itineraries[2]!.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(calendar.events.map((e) => e.title)).toEqual([
      'Lake Week',
      'Mystery Camp',
      'Forest Day',
      'Rockies Ride',
      'Pottery Saturdays',
      'Chess Club',
    ]);
    const lake = calendar.events[0]!;
    expect(lake).toEqual({
      id: `${riley}-${act.lake}`,
      itinerary_id: riley,
      title: 'Lake Week',
      start: '2027-06-14',
      end: '2027-06-19',
      meeting_days: ['mon', 'tue', 'wed', 'thu', 'fri'],
      start_time: '09:00',
      end_time: '15:00',
      duration: '5 days',
      location: '1 Lake Rd, Raleigh, NC 27601',
      latitude: 35.78,
      longitude: -78.64,
      child_name: 'Riley',
      invited_parents: ['Kim Lee'],
      invited_friend_name: null,
      color: 'success.main',
      url: tracked('https://camp.example/lake'),
    });
    const forest = calendar.events.find((e) => e.title === 'Forest Day')!;
    expect(forest).toMatchObject({
      start: '2027-07-12',
      end: '2027-07-13',
      start_time: null,
      end_time: null,
      duration: '1 day',
    });
    // From the first Tuesday to the last Thursday, counting the 16 days it meets.
    expect(calendar.events.find((e) => e.title === 'Chess Club')).toMatchObject({
      start: '2027-12-07',
      end: '2028-01-28',
      meeting_days: ['tue', 'thu'],
      duration: '16 days',
    });
    expect(calendar.events.find((e) => e.title === 'Pottery Saturdays')).toMatchObject({
      start: '2027-09-11',
      end: '2027-09-26',
      meeting_days: ['sat'],
      duration: '3 days',
    });
    expect(calendar.events.find((e) => e.title === 'Mystery Camp')).toMatchObject({
      location: null,
      color: colorAt(2, zoe),
    });
  });

  it('keeps a colour of its own for an itinerary between visits', () => {
    expect(colorAt(5, 42)).toBe(colorAt(5, 42));
    expect(colorAt(5, 42)).not.toBe(colorAt(5, 43));
  });

  it('shows a friend the approved itinerary they accepted, shared activities only', async () => {
    const res = await call(t, 'GET', CALENDAR, undefined, { token: friendToken });
    expect(res.statusCode, res.body).toBe(200);
    const calendar = calendarResponseSchema.parse(res.json());
    // Ada's itinerary is accepted by Kim but not approved: not on the calendar.
    expect(calendar.itineraries).toEqual([
      {
        id: riley,
        child_name: 'Riley',
        color: 'success.main',
        friend: true,
        friend_name: 'Jamie Fox',
      },
    ]);
    expect(calendar.events).toHaveLength(1);
    expect(calendar.events[0]).toMatchObject({
      title: 'Lake Week',
      invited_friend_name: 'Jamie Fox',
      invited_parents: [],
    });
  });

  it('shows another parent none of it, and a Basic package is enough for the calendar', async () => {
    const other = await makeUser(t, { role: 'Parent', name: 'Pat Other' });
    await giveOrder(t, other.id, 'Basic', 'paid', t.ctx.now());
    const token = (await signIn(t, 'Parent', other)).token;
    const res = await call(t, 'GET', CALENDAR, undefined, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ itineraries: [], events: [] });
  });

  it('refuses a parent with no package and no friend access (the upgrade dialog)', async () => {
    const res = await call(t, 'GET', CALENDAR, undefined, { token: plainToken });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual({ _base: [M.premiumRequired] });
    expect((await call(t, 'GET', FEED, undefined, { token: plainToken })).statusCode).toBe(403);
  });

  it('is for parents only', async () => {
    expect((await call(t, 'GET', CALENDAR)).statusCode).toBe(401);
    expect((await call(t, 'GET', CALENDAR, undefined, { token: specialistToken })).statusCode).toBe(
      403,
    );
    expect((await call(t, 'POST', FEED, undefined, { token: specialistToken })).statusCode).toBe(
      403,
    );
  });
});

/** Parses the feed as a calendar app would (ical.js), registering its VTIMEZONE blocks. */
function parseFeed(body: string) {
  const root = new ICAL.Component(ICAL.parse(body));
  for (const tz of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  const events = root.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  return { root, events };
}

describe('the iCal feed', () => {
  let url: string;

  it('gives the same secret URL on every visit', async () => {
    const first = await call(t, 'GET', FEED, undefined, { token: parentToken });
    expect(first.statusCode, first.body).toBe(200);
    url = first.json().url;
    expect(url).toMatch(FEED_URL);
    const again = await call(t, 'GET', FEED, undefined, { token: parentToken });
    expect(again.json().url).toBe(url);
  });

  it('is RFC 5545 a real parser reads: UIDs, zoned times, location, coordinates, link', async () => {
    const res = await call(t, 'GET', new URL(url).pathname);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const { root, events } = parseFeed(res.body);
    expect(root.getFirstPropertyValue('version')).toBe('2.0');
    expect(root.getFirstPropertyValue('prodid')).toContain('Camp Concierge');
    expect(events).toHaveLength(6);
    expect(new Set(events.map((e) => e.uid)).size).toBe(6);
    for (const e of events) {
      expect(e.uid).toMatch(/^itinerary-\d+-activity-\d+@localhost:3000$/);
      expect(e.component.getFirstPropertyValue('url')).toBe(
        'http://localhost:3000/profile/calendar',
      );
    }
    const byTitle = new Map(events.map((e) => [e.summary, e]));

    const lake = byTitle.get('Lake Week (Riley)')!;
    expect(lake.uid).toBe(`itinerary-${riley}-activity-${act.lake}@localhost:3000`);
    expect(lake.startDate.toString()).toBe('2027-06-14T09:00:00');
    expect(lake.startDate.zone?.tzid).toBe('America/New_York');
    expect(lake.endDate.toString()).toBe('2027-06-14T15:00:00');
    // 09:00 in New York in June is 13:00 UTC.
    expect(lake.startDate.toJSDate().toISOString()).toBe('2027-06-14T13:00:00.000Z');
    expect(lake.isRecurring()).toBe(true);
    const days: string[] = [];
    const it = lake.iterator();
    for (let next = it.next(); next; next = it.next()) days.push(next.toString());
    expect(days).toEqual([
      '2027-06-14T09:00:00',
      '2027-06-15T09:00:00',
      '2027-06-16T09:00:00',
      '2027-06-17T09:00:00',
      '2027-06-18T09:00:00',
    ]);
    expect(lake.location).toBe('1 Lake Rd, Raleigh, NC 27601');
    expect(lake.component.getFirstPropertyValue('geo')).toEqual([35.78, -78.64]);
    expect(lake.description).toContain('With Kim Lee');

    // Weekly on its meeting days: RRULE FREQ=WEEKLY;BYDAY=TU,TH, no weekend, 16 classes.
    const chess = byTitle.get('Chess Club (Max)')!;
    expect(chess.component.getFirstPropertyValue('rrule')?.toString()).toBe(
      'FREQ=WEEKLY;COUNT=16;BYDAY=TU,TH',
    );
    const classes: string[] = [];
    const chessDays = chess.iterator();
    for (let next = chessDays.next(); next; next = chessDays.next()) classes.push(next.toString());
    expect(classes).toHaveLength(16);
    expect(classes[0]).toBe('2027-12-07T16:00:00');
    expect(classes[1]).toBe('2027-12-09T16:00:00');
    expect(classes.at(-1)).toBe('2028-01-27T16:00:00');
    const weekdays = new Set(
      classes.map((c) => new Date(`${c.slice(0, 10)}T00:00:00Z`).getUTCDay()),
    );
    expect([...weekdays].sort()).toEqual([2, 4]);
    expect(chess.endDate.toString()).toBe('2027-12-07T17:30:00');
    expect(chess.description).toContain('Tue, Thu 16:00-17:30, 16 days');

    // An all-day activity on Saturdays: a one-day event repeating weekly.
    const pottery = byTitle.get('Pottery Saturdays (Max)')!;
    expect(pottery.startDate.toString()).toBe('2027-09-11');
    expect(pottery.endDate.toString()).toBe('2027-09-12');
    const saturdays: string[] = [];
    const potteryDays = pottery.iterator();
    for (let next = potteryDays.next(); next; next = potteryDays.next())
      saturdays.push(next.toString());
    expect(saturdays).toEqual(['2027-09-11', '2027-09-18', '2027-09-25']);

    const rockies = byTitle.get('Rockies Ride (Max)')!;
    expect(rockies.startDate.zone?.tzid).toBe('America/Denver');
    expect(rockies.startDate.toJSDate().toISOString()).toBe('2027-08-02T14:30:00.000Z');

    const forest = byTitle.get('Forest Day (Riley)')!;
    expect(forest.startDate.isDate).toBe(true);
    expect(forest.startDate.toString()).toBe('2027-07-12');
    expect(forest.endDate.toString()).toBe('2027-07-13');

    // No zone known: floating local time (no TZID, no UTC marker).
    const mystery = byTitle.get('Mystery Camp (Zoe)')!;
    expect(mystery.startDate.toString()).toBe('2027-06-14T09:00:00');
    expect(mystery.startDate.zone?.tzid).toBe('floating');

    const zones = root.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid'));
    expect(zones.sort()).toEqual(['America/Denver', 'America/New_York']);
  });

  it('carries the reminders as alarms, a week and a day ahead, as the parent keeps them', async () => {
    const alarms = async () => {
      const { events } = parseFeed((await call(t, 'GET', new URL(url).pathname)).body);
      const lake = events.find((e) => e.summary === 'Lake Week (Riley)')!;
      return lake.component.getAllSubcomponents('valarm').map((a) => ({
        action: a.getFirstPropertyValue('action'),
        trigger: String(a.getFirstPropertyValue('trigger')),
      }));
    };
    expect(await alarms()).toEqual([
      { action: 'DISPLAY', trigger: '-P7D' },
      { action: 'DISPLAY', trigger: '-P1D' },
    ]);
    const prefs = { activity_week: false, activity_day: true, instalment: true };
    const put = await call(t, 'PUT', '/api/v1/parents/reminders', prefs, { token: parentToken });
    expect(put.statusCode, put.body).toBe(200);
    expect(await alarms()).toEqual([{ action: 'DISPLAY', trigger: '-P1D' }]);
    await call(
      t,
      'PUT',
      '/api/v1/parents/reminders',
      { ...prefs, activity_week: true },
      {
        token: parentToken,
      },
    );
  });

  it('gives a friend the shared activities of the itinerary they accepted', async () => {
    const own = await call(t, 'GET', FEED, undefined, { token: friendToken });
    expect(own.statusCode).toBe(200);
    expect(own.json().url).not.toBe(url);
    const res = await call(t, 'GET', new URL(own.json().url).pathname);
    const { events } = parseFeed(res.body);
    expect(events.map((e) => e.summary)).toEqual(['Lake Week (Riley)']);
    expect(events[0]!.description).toContain('Shared by Jamie Fox');
  });

  it('resets: a new URL, and the old one answers 404 at once', async () => {
    const res = await call(t, 'POST', FEED, undefined, { token: parentToken });
    expect(res.statusCode, res.body).toBe(200);
    const fresh: string = res.json().url;
    expect(fresh).toMatch(FEED_URL);
    expect(fresh).not.toBe(url);
    const old = await call(t, 'GET', new URL(url).pathname);
    expect(old.statusCode).toBe(404);
    expect(old.json().errors).toEqual({ _base: [M.feedNotFound] });
    expect((await call(t, 'GET', new URL(fresh).pathname)).statusCode).toBe(200);
    expect((await call(t, 'GET', FEED, undefined, { token: parentToken })).json().url).toBe(fresh);
  });

  it('answers 404 to unknown and malformed tokens', async () => {
    for (const path of [
      `/calendar/${'A'.repeat(43)}.ics`,
      '/calendar/short.ics',
      `/calendar/${'%00'.repeat(3)}.ics`,
    ]) {
      const res = await call(t, 'GET', path);
      expect(res.statusCode, path).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, path).toBeLessThan(500);
      expect(res.json().errors).toBeDefined();
    }
    expect((await call(t, 'GET', `/calendar/${'A'.repeat(43)}.ics`)).statusCode).toBe(404);
  });
});
