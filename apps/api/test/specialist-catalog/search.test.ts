import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  CATALOG_SEARCH_MESSAGES,
  CATALOG_SEARCH_PAGE_SIZE,
  catalogSearchQuerySchema,
  catalogSearchResponseSchema,
} from '@camp/shared/catalog-search';
import { CAMP_TYPES, SKILL_GROUPS } from '@camp/shared/enums';
import { SESSION_EXPIRED } from '@camp/shared/messages';
import { activityProviders } from '../../src/db/schema/activity-providers.js';
import { users } from '../../src/db/schema/users.js';
import {
  OPTIONS_TTL_MS,
  WORD_LOOKUP_TTL_MS,
  searchActivities,
} from '../../src/modules/catalog/search/service.js';
import { makeActivity } from '../factories.js';
import type { TestApp } from '../test-app.js';
import { call, makeUser, signIn } from '../auth/helpers.js';
import { SEARCH_URL, expected, openCatalog, searchPage, type Fixture } from './fixture.js';

let t: TestApp;
let f: Fixture;
let token: string;

beforeAll(async () => {
  ({ t, f, token } = await openCatalog());
}, 60_000);
afterAll(async () => t?.close());

const get = (qs: string, auth: string | null = token) =>
  call(t, 'GET', `${SEARCH_URL}${qs ? `?${qs}` : ''}`, undefined, auth ? { token: auth } : {});

/** The days from `start` to `end` (inclusive) that fall Monday to Friday, counted one by one. */
function weekdaysBetween(start: string, end: string): number {
  let count = 0;
  for (let day = Date.parse(start); day <= Date.parse(end); day += 86_400_000) {
    const weekday = new Date(day).getUTCDay();
    if (weekday !== 0 && weekday !== 6) count += 1;
  }
  return count;
}

describe('who may search', () => {
  it('answers 401 without a session, even for a bad query', async () => {
    expect((await get('', null)).statusCode).toBe(401);
    expect((await get('by_start_date=nope', null)).statusCode).toBe(401);
  });

  it('answers 403 to parents, camp directors and admins', async () => {
    for (const role of ['Parent', 'CampDirector', 'Admin'] as const) {
      const user = await makeUser(t, {
        role,
        ...(role === 'CampDirector' ? { director: 'active' as const } : {}),
      });
      const session = await signIn(t, role, user);
      const res = await get('', session.token);
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toEqual({
        errors: { _base: ['You are not allowed to do this.'] },
        _base: ['You are not allowed to do this.'],
      });
    }
  });

  it('answers a specialist', async () => {
    expect((await get('')).statusCode).toBe(200);
  });

  // The session is read alongside the search: its refusal must still be the answer, whatever
  // the search would have answered (a page, a 400, a 422, a 404).
  const anyQuery = [
    '',
    'by_start_date=nope',
    'by_camp_type=No%20such%20type',
    'itinerary_id=999999',
    'by_search=%00',
  ];

  it('answers 401 to a signed-out specialist, whatever the query', async () => {
    const user = await makeUser(t, { role: 'Specialist' });
    const session = await signIn(t, 'Specialist', user);
    expect((await get('', session.token)).statusCode).toBe(200);
    const out = await call(t, 'DELETE', '/api/v1/sessions', undefined, { token: session.token });
    expect(out.statusCode).toBe(204);
    for (const qs of anyQuery) {
      const res = await get(qs, session.token);
      expect(res.statusCode, qs).toBe(401);
      expect(res.json().errors, qs).toEqual({ _base: [SESSION_EXPIRED] });
    }
  });

  it('answers 403 to a specialist token whose account is now another role, whatever the query', async () => {
    const user = await makeUser(t, { role: 'Specialist' });
    const session = await signIn(t, 'Specialist', user);
    await t.db.update(users).set({ role: 'Parent' }).where(eq(users.id, user.id));
    for (const qs of anyQuery) {
      const res = await get(qs, session.token);
      expect(res.statusCode, qs).toBe(403);
    }
  });
});

describe('pages', () => {
  const all = () => expected(f, {});

  it('shows 10 a page by start date, the count and the number of pages', async () => {
    const want = all();
    const first = await searchPage(t, token, {});
    expect(first.count).toBe(want.length);
    expect(first.pages).toBe(Math.ceil(want.length / CATALOG_SEARCH_PAGE_SIZE));
    expect(first.page).toBe(1);
    expect(first.activities.map((a) => a.id)).toEqual(want.slice(0, 10).map((a) => a.id));
    const second = await searchPage(t, token, { page: 2 });
    expect(second.page).toBe(2);
    expect(second.activities.map((a) => a.id)).toEqual(want.slice(10, 20).map((a) => a.id));
  });

  it('reads an invalid or too small page as 1, and a page past the last as the last', async () => {
    const want = all();
    const last = Math.ceil(want.length / CATALOG_SEARCH_PAGE_SIZE);
    for (const page of ['0', '-3', 'abc', '1.5', '', '99999999999999999999']) {
      const res = await searchPage(t, token, `page=${page}`);
      expect(res.page, page).toBe(1);
      expect(res.activities[0]!.id).toBe(want[0]!.id);
    }
    const past = await searchPage(t, token, `page=${last + 5}`);
    expect(past.page).toBe(last);
    expect(past.activities.map((a) => a.id)).toEqual(
      want.slice((last - 1) * CATALOG_SEARCH_PAGE_SIZE).map((a) => a.id),
    );
  });

  it('answers an empty search with no activities, one page and page 1', async () => {
    const res = await searchPage(t, token, 'by_search=zzyzx&page=4');
    expect(res).toMatchObject({ activities: [], count: 0, pages: 1, page: 1 });
  });
});

describe('bad filters', () => {
  const cases: [string, string, string][] = [
    ['by_start_date=2027-02-30', 'by_start_date', CATALOG_SEARCH_MESSAGES.dateInvalid],
    ['by_end_date=06/01/2027', 'by_end_date', CATALOG_SEARCH_MESSAGES.dateInvalid],
    [
      'by_start_date=2027-06-10&by_end_date=2027-06-01',
      'by_end_date',
      CATALOG_SEARCH_MESSAGES.dateOrder,
    ],
    ['by_min_price=cheap', 'by_min_price', CATALOG_SEARCH_MESSAGES.priceInvalid],
    ['by_max_price=-5', 'by_max_price', CATALOG_SEARCH_MESSAGES.priceNegative],
    ['by_min_price=300&by_max_price=100', 'by_max_price', CATALOG_SEARCH_MESSAGES.priceOrder],
    ['by_camp_type=Day,Weekly', 'by_camp_type', CATALOG_SEARCH_MESSAGES.campTypeInvalid],
    ['by_age_level=3', 'by_age_level', CATALOG_SEARCH_MESSAGES.ageLevelRange],
    ['by_age_level=9,6', 'by_age_level', CATALOG_SEARCH_MESSAGES.ageLevelOrder],
    ['by_age_level=6,8,10', 'by_age_level', CATALOG_SEARCH_MESSAGES.ageLevelRange],
    ['by_grade_level=13', 'by_grade_level', CATALOG_SEARCH_MESSAGES.gradeLevelInvalid],
    ['by_distance=35.7,-78.6', 'by_distance', CATALOG_SEARCH_MESSAGES.distanceInvalid],
    ['by_distance=95,-78.6,10', 'by_distance', CATALOG_SEARCH_MESSAGES.latitudeInvalid],
    ['by_distance=35.7,-78.6,0', 'by_distance', CATALOG_SEARCH_MESSAGES.radiusInvalid],
    ['by_distance=35.7,-78.6,501', 'by_distance', CATALOG_SEARCH_MESSAGES.radiusInvalid],
    ['by_activity_provider=1,x', 'by_activity_provider', CATALOG_SEARCH_MESSAGES.idsInvalid],
    ['by_interests=0', 'by_interests', CATALOG_SEARCH_MESSAGES.idsInvalid],
    ['by_skill_development=2.5', 'by_skill_development', CATALOG_SEARCH_MESSAGES.idsInvalid],
    ['by_avaible_seats=maybe', 'by_avaible_seats', CATALOG_SEARCH_MESSAGES.booleanInvalid],
    [`by_search=${'a'.repeat(101)}`, 'by_search', CATALOG_SEARCH_MESSAGES.searchTooLong],
  ];

  it.each(cases)('%s → 422 on %s', async (qs, field, message) => {
    const res = await get(qs);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors[field]).toEqual([message]);
  });

  it('reads lists as commas, repeated keys or key[]', async () => {
    const want = expected(f, { by_camp_type: ['Day', 'Classes'] }).map((a) => a.id);
    for (const qs of [
      'by_camp_type=Day,Classes',
      'by_camp_type=Day&by_camp_type=Classes',
      'by_camp_type[]=Day&by_camp_type[]=Classes',
    ]) {
      const res = await searchPage(t, token, qs);
      expect(res.count, qs).toBe(want.length);
      expect(res.activities.map((a) => a.id)).toEqual(want.slice(0, 10));
    }
  });
});

describe('the cards', () => {
  it('carry what the activity card shows', async () => {
    const a = f.activities.find((x) => x.specialistNotes)!;
    const res = await searchPage(t, token, { by_search: a.name });
    const card = res.activities.find((x) => x.id === a.id)!;
    expect(card).toMatchObject({
      activity_provider_id: a.program.id,
      provider_name: a.program.name,
      provider_specialist_notes: a.program.specialistNotes,
      name: a.name,
      price: a.priceCents / 100,
      fee: a.feeCents / 100,
      start_date: a.startDate,
      end_date: a.endDate,
      date: [a.startDate, a.endDate],
      meeting_days: ['mon', 'tue', 'wed', 'thu', 'fri'],
      start_time: '09:00',
      end_time: '15:30',
      duration: weekdaysBetween(a.startDate, a.endDate),
      camp_type: a.campType,
      description: a.description,
      instructor: a.instructor,
      age_level: a.ages,
      grade_level_start: a.grades?.[0] ?? null,
      grade_level_end: a.grades?.[1] ?? null,
      total_seats: a.totalSeats,
      reserved_seats: a.reservedSeats,
      available_seats: a.totalSeats === null ? null : a.totalSeats - a.reservedSeats,
      interests: a.interests,
      interest_ids: a.interests.map((i) => i.id),
      skill_development: a.skills.map((s) => s.id).sort((x, y) => x - y),
      specialist_notes: a.specialistNotes,
      duplicated_status: false,
      distance: null,
    });
    expect(card.skill_developments.map((s) => s.name).sort()).toEqual(
      a.skills.map((s) => s.name).sort(),
    );
    // A full activity shows 0 available seats.
    const full = f.activities.find(
      (x) => x.totalSeats !== null && x.totalSeats === x.reservedSeats && x.endDate >= f.today,
    )!;
    const fullCard = (
      await searchPage(t, token, { by_unavaible_seats: true, by_search: full.name })
    ).activities.find((x) => x.id === full.id)!;
    expect(fullCard.available_seats).toBe(0);
  });

  it("carry the program's discount terms, null when it offers none", async () => {
    const a = f.activities.find((x) => x.specialistNotes)!;
    const before = (await searchPage(t, token, { by_search: a.name })).activities.find(
      (x) => x.id === a.id,
    )!;
    expect(before.discounts).toBeNull();
    const terms = (v: number | null, m: number | null, from: number | null) =>
      t.db
        .update(activityProviders)
        .set({
          siblingDiscountPercent: v,
          multiWeekDiscountPercent: m,
          multiWeekDiscountFromWeek: from,
        })
        .where(eq(activityProviders.id, a.program.id));
    await terms(10, 15, 3);
    try {
      const card = (await searchPage(t, token, { by_search: a.name })).activities.find(
        (x) => x.id === a.id,
      )!;
      expect(card.discounts).toEqual({
        sibling_percent: 10,
        multi_week_percent: 15,
        multi_week_from_week: 3,
      });
    } finally {
      await terms(null, null, null);
    }
  });
});

describe('the filters’ options (vars)', () => {
  it('gives price bounds over searchable activities, every program, the camp types, interests and skills', async () => {
    const res = await searchPage(t, token, 'by_search=zzyzx');
    const open = f.activities.filter((a) => a.endDate >= f.today).map((a) => a.priceCents / 100);
    expect(res.vars.min_price).toBe(Math.min(...open));
    expect(res.vars.max_price).toBe(Math.max(...open));
    expect(res.vars.camp_types).toEqual([...CAMP_TYPES]);
    expect(res.vars.activity_providers).toEqual(
      Object.fromEntries(f.programs.map((p) => [String(p.id), p.name])),
    );
    expect(res.vars.interests.map((i) => i.name)).toEqual(SKILL_GROUPS.map((g) => g.name));
    expect(res.vars.skill_development.map((g) => [g.name, g.skills.map((s) => s.name)])).toEqual(
      SKILL_GROUPS.map((g) => [g.name, [...g.skills]]),
    );
    expect(res.vars.skill_development.map((g) => g.id)).toEqual(
      res.vars.interests.map((i) => i.id),
    );
  });

  it('are read again after a minute: a new program shows then', async () => {
    const [program] = await t.db
      .insert(activityProviders)
      .values({
        name: 'Brand New Program',
        email: 'new@example.com',
        website: 'https://new.example.com',
        address: '1 New St',
        city: 'Raleigh',
        state: 'NC',
        zipCode: '27601',
        taxId: '12-3456789',
        cancellationPolicy: 'None.',
      })
      .returning();
    const before = await searchPage(t, token, {});
    expect(before.vars.activity_providers[String(program!.id)]).toBeUndefined();
    t.advance(OPTIONS_TTL_MS + 1000);
    const after = await searchPage(t, token, {});
    expect(after.vars.activity_providers[String(program!.id)]).toBe('Brand New Program');
  });

  it('looks a search word up again after a minute: a program named by it matches then', async () => {
    const word = { by_search: 'zephyrine' };
    expect((await searchPage(t, token, word)).count).toBe(0);
    const [program] = await t.db
      .insert(activityProviders)
      .values({
        name: 'Zephyrine Sailing',
        email: 'sail@example.com',
        website: 'https://sail.example.com',
        address: '1 Lake St',
        city: 'Raleigh',
        state: 'NC',
        zipCode: '27601',
        taxId: '12-3456780',
        cancellationPolicy: 'None.',
      })
      .returning();
    // Its activity does not say the word: only the program's name matches it.
    const activity = await makeActivity(t, program!.id, { name: 'Dinghy basics' });
    // Within the minute the instance still uses what it looked up…
    expect((await searchPage(t, token, word)).count).toBe(0);
    t.advance(WORD_LOOKUP_TTL_MS + 1000);
    // …then reads the word again.
    const after = await searchPage(t, token, word);
    expect(after.activities.map((a) => a.id)).toEqual([activity.id]);
  });

  it('are the same JSON the shared schema describes', async () => {
    const res = await get('by_distance=35.7796,-78.6382,500');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(catalogSearchResponseSchema.safeParse(res.json()).success).toBe(true);
  });

  it("are the service's answer written byte for byte as JSON.stringify writes it", async () => {
    // The route's serializer writes from the schema (decision 0040): same keys, same order, same
    // numbers and escapes as the JSON the API answered before, nulls and distances included.
    for (const qs of ['by_distance=35.7796,-78.6382,500', 'page=2', 'by_search=soccer']) {
      const res = await get(qs);
      const query = catalogSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(qs)));
      expect(res.body).toBe(JSON.stringify(await searchActivities(t.ctx, query)));
    }
  });
});

describe('OpenAPI', () => {
  it('documents the search with its filters', async () => {
    const res = await call(t, 'GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const op = res.json<{ paths: Record<string, { get?: { summary?: string } }> }>().paths[
      SEARCH_URL
    ]?.get;
    expect(op?.summary).toMatch(/Search the catalog/);
  });
});
