import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVITY_SHARED_DELETE_MESSAGE,
  DIRECTOR_ACTIVITIES_PAGE_SIZE,
} from '@camp/shared/director-activity';
import { itineraries } from '../../src/db/schema/itineraries.js';
import { itineraryActivities } from '../../src/db/schema/itinerary-activities.js';
import { parentsItineraries } from '../../src/db/schema/parents-itineraries.js';
import { parentsItineraryActivities } from '../../src/db/schema/parents-itinerary-activities.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { makeUser } from '../auth/helpers.js';
import {
  PROGRAM_LOCATION,
  activityBody,
  activityRow,
  activityUrl,
  as,
  createVia,
  errorsOf,
  listUrl,
  makeDirector,
  makeProgram,
  tagOptions,
  type ActivityJson,
  type Director,
  type Tags,
} from './helpers.js';

let t: TestApp;
let tags: Tags;
let director: Director;

beforeAll(async () => {
  t = await createTestApp();
  tags = await tagOptions(t);
  director = await makeDirector(t);
});
afterAll(async () => t?.close());

interface ListJson {
  activities: ActivityJson[];
  pagy: { count: number; pages: number; page: number };
  activity_provider: { id: number; name: string; location: string };
}

async function list(programId: number, query: Record<string, string> = {}): Promise<ListJson> {
  const res = await as(t, director).get(listUrl(programId), query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListJson>();
}

describe('list', () => {
  let programId: number;
  const made: ActivityJson[] = [];

  beforeAll(async () => {
    programId = (await makeProgram(t, director.id, { name: 'River Camp' })).id;
    // 12 activities, one week each from June 7th, 2027.
    for (let i = 0; i < 12; i += 1) {
      const start = new Date(Date.UTC(2027, 5, 7 + i * 7));
      const end = new Date(start.getTime() + 4 * 86_400_000);
      made.push(
        await createVia(
          t,
          director,
          programId,
          activityBody(tags, {
            name: `Week ${i + 1}`,
            date: [start.toISOString().slice(0, 10), end.toISOString().slice(0, 10)],
          }),
        ),
      );
    }
    // Another program's activity never shows.
    const otherProgram = await makeProgram(t, director.id);
    await createVia(t, director, otherProgram.id, activityBody(tags));
  });

  it('pages by start date, with the program heading', async () => {
    const first = await list(programId);
    expect(first.pagy).toEqual({ count: 12, pages: 2, page: 1 });
    expect(first.activity_provider).toEqual({
      id: programId,
      name: 'River Camp',
      location: PROGRAM_LOCATION,
    });
    expect(first.activities).toHaveLength(DIRECTOR_ACTIVITIES_PAGE_SIZE);
    expect(first.activities.map((a) => a.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Week ${i + 1}`),
    );
    expect(first.activities[0]).toEqual(made[0]);
    const second = await list(programId, { page: '2' });
    expect(second.pagy).toEqual({ count: 12, pages: 2, page: 2 });
    expect(second.activities.map((a) => a.name)).toEqual(['Week 11', 'Week 12']);
    // Past the end shows the last page.
    expect((await list(programId, { page: '9' })).pagy.page).toBe(2);
  });

  it('searches by SKU, case-insensitively and by part', async () => {
    const target = made[4]!;
    const sku = target.sku as string;
    const byWhole = await list(programId, { by_sku_search: sku.toLowerCase() });
    expect(byWhole.activities.map((a) => a.id)).toEqual([target.id]);
    expect(byWhole.pagy).toEqual({ count: 1, pages: 1, page: 1 });
    const byPart = await list(programId, { by_sku_search: sku.slice(-5) });
    expect(byPart.activities.map((a) => a.id)).toContain(target.id);
    const none = await list(programId, { by_sku_search: 'ZZZZZZZZZZ' });
    expect(none).toMatchObject({ activities: [], pagy: { count: 0, pages: 1, page: 1 } });
    // LIKE wildcards are plain characters.
    expect((await list(programId, { by_sku_search: '%' })).activities).toEqual([]);
    expect((await list(programId, { by_sku_search: '' })).pagy.count).toBe(12);
  });

  it('filters by date range: activities overlapping it', async () => {
    // Week 2 runs June 14-18, week 3 June 21-25, week 4 June 28 - July 2.
    const range = await list(programId, { by_start_date: '2027-06-18', by_end_date: '2027-06-28' });
    expect(range.activities.map((a) => a.name)).toEqual(['Week 2', 'Week 3', 'Week 4']);
    const from = await list(programId, { by_start_date: '2027-08-20' });
    expect(from.activities.map((a) => a.name)).toEqual(['Week 11', 'Week 12']);
    const until = await list(programId, { by_end_date: '2027-06-07' });
    expect(until.activities.map((a) => a.name)).toEqual(['Week 1']);
    const combined = await list(programId, {
      by_start_date: '2027-06-01',
      by_end_date: '2027-06-30',
      by_sku_search: made[2]!.sku as string,
    });
    expect(combined.activities.map((a) => a.name)).toEqual(['Week 3']);
  });

  it("answers 404 for another director's program", async () => {
    const other = await makeDirector(t);
    const res = await as(t, other).get(listUrl(programId));
    expect(res.statusCode).toBe(404);
    const missing = await as(t, director).get(listUrl(999999));
    expect(missing.statusCode).toBe(404);
  });

  it('shows an empty program', async () => {
    const empty = await makeProgram(t, director.id);
    expect(await list(empty.id)).toMatchObject({
      activities: [],
      pagy: { count: 0, pages: 1, page: 1 },
    });
  });
});

describe('delete once shared with parents', () => {
  async function sharedSetup() {
    const program = await makeProgram(t, director.id);
    const activity = await createVia(t, director, program.id, activityBody(tags));
    const parent = await makeUser(t, { role: 'Parent' });
    const [itinerary] = await t.db.insert(itineraries).values({ parentId: parent.id }).returning();
    return { activity, itineraryId: itinerary!.id };
  }

  it('is refused when the activity is on an itinerary', async () => {
    const { activity, itineraryId } = await sharedSetup();
    await t.db.insert(itineraryActivities).values({ itineraryId, activityId: activity.id });
    const before = await activityRow(t, activity.id);
    const res = await as(t, director).del(activityUrl(activity.id));
    expect(res.statusCode).toBe(409);
    expect(errorsOf(res)._base).toEqual([ACTIVITY_SHARED_DELETE_MESSAGE]);
    expect(await activityRow(t, activity.id)).toEqual(before);
  });

  it('is refused when the activity is in a friend invitation', async () => {
    const { activity, itineraryId } = await sharedSetup();
    const [invitation] = await t.db
      .insert(parentsItineraries)
      .values({ itineraryId, friendEmail: 'friend@example.com' })
      .returning();
    await t.db
      .insert(parentsItineraryActivities)
      .values({ parentsItineraryId: invitation!.id, activityId: activity.id });
    const res = await as(t, director).del(activityUrl(activity.id));
    expect(res.statusCode).toBe(409);
    expect(errorsOf(res)._base).toEqual([ACTIVITY_SHARED_DELETE_MESSAGE]);
    expect(await activityRow(t, activity.id)).toBeDefined();
  });

  it('the spec text names the product', () => {
    expect(ACTIVITY_SHARED_DELETE_MESSAGE).toBe(
      "You can't delete this activity. This activity has been shared with one or more parents and cannot be deleted. Change the activity's seat availability to limit further interest OR contact your Camp Concierge administrator to resolve.",
    );
  });
});
