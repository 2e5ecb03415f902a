import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOG_SEARCH_MESSAGES,
  CATALOG_SEARCH_PAGE_SIZE,
  MATCH_WEIGHTS,
  type CatalogSearchQuery,
} from '@camp/shared/catalog-search';
import { SPECIALIST_ITINERARY_MESSAGES } from '@camp/shared/specialist-itinerary';
import type { TestApp } from '../test-app.js';
import { call, makeUser, signIn } from '../auth/helpers.js';
import { makeFamily } from '../factories.js';
import {
  RALEIGH,
  SEARCH_URL,
  expected,
  makeSpecialist,
  milesBetween,
  openCatalog,
  searchAll,
  searchPage,
  type Fixture,
  type FixtureActivity,
} from './fixture.js';

// The match with an itinerary's questionnaire (docs/decisions/0025-match-sort.md). Every
// expected score, reason and order is computed here from the fixture's plain objects and the
// answers the test wrote, never with SQL.

let t: TestApp;
let f: Fixture;
let token: string;

const CHARLOTTE: [number, number] = [35.2271, -80.8431];

/** The child's answers as the test wrote them (whole dollars, miles; 500 = any distance). */
interface Child {
  age: number | null;
  grade: number | null;
  interests: string[];
  /** 'Group/Skill'. */
  skills: string[];
  ranges: [string, string][];
  point: [number, number] | null;
  dayMiles: number | null;
  overnightMiles: number | null;
  budget: number | null;
}

const day = (from: string, n: number) =>
  new Date(Date.parse(`${from}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

let riley: Child;
let rileyItinerary: number;
/** The same family with the itinerary's own point in Charlotte. */
let movedItinerary: number;
let sparse: Child;
let sparseItinerary: number;
let noQuestionnaireItinerary: number;

beforeAll(async () => {
  ({ t, f, token } = await openCatalog());
  riley = {
    age: 9,
    grade: 4,
    interests: ['Sports', 'Arts & Crafts'],
    skills: ['Sports/Soccer', 'Arts & Crafts/Painting'],
    ranges: [
      [day(f.today, 0), day(f.today, 14)],
      [day(f.today, 28), day(f.today, 45)],
    ],
    point: RALEIGH,
    dayMiles: 25,
    overnightMiles: 500,
    budget: 300,
  };
  const questionnaire = {
    age: riley.age,
    risingGradeLevel: riley.grade,
    interests: riley.interests,
    sportInterests: ['Soccer'],
    artInterests: ['Painting'],
    startDate: riley.ranges[0]![0],
    endDate: riley.ranges[0]![1],
    startDate2: riley.ranges[1]![0],
    endDate2: riley.ranges[1]![1],
    distancePreferencesDayCamps: riley.dayMiles,
    distancePreferencesOvernightCamps: riley.overnightMiles,
    amountMoney: riley.budget! * 100,
    latitude: RALEIGH[0],
    longitude: RALEIGH[1],
  };
  rileyItinerary = (await makeFamily(t, { questionnaire })).itinerary.id;
  movedItinerary = (
    await makeFamily(t, {
      questionnaire,
      itinerary: { latitude: CHARLOTTE[0], longitude: CHARLOTTE[1] },
    })
  ).itinerary.id;
  // A draft with one answer: everything else adds nothing.
  sparse = {
    age: null,
    grade: null,
    interests: ['Dance'],
    skills: [],
    ranges: [],
    point: null,
    dayMiles: null,
    overnightMiles: null,
    budget: null,
  };
  sparseItinerary = (
    await makeFamily(t, {
      child: null,
      questionnaire: { status: 'draft', submittedAt: null, age: null, interests: ['Dance'] },
    })
  ).itinerary.id;
  noQuestionnaireItinerary = (await makeFamily(t, { itinerary: { questionnaireId: null } }))
    .itinerary.id;
}, 60_000);
afterAll(async () => t?.close());

// ---- the model --------------------------------------------------------------------------------

const GRADES: Record<number, string> = {
  [-1]: 'Preschool',
  0: 'Kindergarten',
  1: '1st',
  2: '2nd',
  3: '3rd',
};
const gradeName = (g: number) => GRADES[g] ?? `${g}th`;
const rangeOf = (lo: number, hi: number, name: (n: number) => string) =>
  lo === hi ? name(lo) : `${name(lo)}–${name(hi)}`;

function dateText(from: string, to: string): string {
  const withYear = from.slice(0, 4) !== to.slice(0, 4);
  const fmt = (iso: string) =>
    new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
      ...(withYear ? { year: 'numeric' } : {}),
    });
  return from === to ? fmt(from) : `${fmt(from)} – ${fmt(to)}`;
}

const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents % 100 ? 2 : 0,
    maximumFractionDigits: cents % 100 ? 2 : 0,
  }).format(cents / 100);

/** What the card of `a` should say for this child. */
function modelMatch(a: FixtureActivity, c: Child, point = c.point) {
  let score = 0;
  const reasons: string[] = [];
  if (c.age !== null && a.ages && a.ages[0] <= c.age && c.age <= a.ages[1]) {
    score += MATCH_WEIGHTS.age;
    reasons.push(`Age ${c.age} fits ${rangeOf(a.ages[0], a.ages[1], String)}`);
  }
  if (c.grade !== null && a.grades && a.grades[0] <= c.grade && c.grade <= a.grades[1]) {
    score += MATCH_WEIGHTS.grade;
    reasons.push(
      `Grade ${gradeName(c.grade)} fits ${rangeOf(a.grades[0], a.grades[1], gradeName)}`,
    );
  }
  // The fixture gives each activity one interest and skills of that interest only.
  const interests = a.interests.filter((i) => c.interests.includes(i.name)).map((i) => i.name);
  if (interests.length) {
    score += MATCH_WEIGHTS.interests;
    reasons.push(`Interests: ${interests.join(', ')}`);
  }
  const skills = a.skills.filter((s) => c.skills.includes(`${a.interests[0]!.name}/${s.name}`));
  if (skills.length) {
    score += MATCH_WEIGHTS.skills;
    reasons.push(`Skills: ${skills.map((s) => s.name).join(', ')}`);
  }
  const range = c.ranges.find(([from, to]) => a.startDate >= from && a.endDate <= to);
  if (range) {
    score += MATCH_WEIGHTS.dates;
    reasons.push(`Within ${dateText(range[0], range[1])}`);
  }
  const wanted = a.campType === 'Overnight' ? c.overnightMiles : c.dayMiles;
  const { latitude, longitude } = a.program;
  if (point && wanted !== null && latitude !== null && longitude !== null) {
    const miles = milesBetween(point, [latitude, longitude]);
    if (wanted >= 500 || miles <= wanted) {
      score += MATCH_WEIGHTS.distance;
      const away = `${miles.toFixed(1)} mi away`;
      reasons.push(wanted >= 500 ? away : `${away} (within ${wanted} mi)`);
    }
  }
  const cost = a.priceCents + a.feeCents;
  if (c.budget !== null && cost <= c.budget * 100) {
    score += MATCH_WEIGHTS.budget;
    reasons.push(`Within budget (${usd(cost)} of ${usd(c.budget * 100)})`);
  }
  return { score, reasons };
}

/** The search's results by match: score (high first), then start date, then id. */
function byMatch(list: FixtureActivity[], c: Child): FixtureActivity[] {
  const score = new Map(list.map((a) => [a.id, modelMatch(a, c).score]));
  return [...list].sort(
    (x, y) =>
      score.get(y.id)! - score.get(x.id)! ||
      (x.startDate === y.startDate ? x.id - y.id : x.startDate < y.startDate ? -1 : 1),
  );
}

const byId = new Map<number, FixtureActivity>();
const fixtureOf = (id: number) => {
  if (byId.size === 0) for (const a of f.activities) byId.set(a.id, a);
  return byId.get(id)!;
};

const get = (qs: string, auth: string | null = token) =>
  call(t, 'GET', `${SEARCH_URL}?${qs}`, undefined, auth ? { token: auth } : {});

// ---- tests ------------------------------------------------------------------------------------

describe('the match with an itinerary', () => {
  it('the model sees every part earned somewhere and a spread of scores', () => {
    // Guards the fixture: a test that only ever saw zeros or one score would prove little.
    const open = expected(f, {});
    const all = open.map((a) => modelMatch(a, riley));
    const scores = new Set(all.map((m) => m.score));
    expect(scores.size).toBeGreaterThan(5);
    const kinds = [
      /^Age /,
      /^Grade /,
      /^Interests: /,
      /^Skills: /,
      /^Within (?!budget)/,
      /^Within budget/,
    ];
    for (const kind of kinds) {
      expect(
        all.some((m) => m.reasons.some((r) => kind.test(r))),
        String(kind),
      ).toBe(true);
    }
    expect(all.some((m) => m.reasons.some((r) => r.endsWith('(within 25 mi)')))).toBe(true);
    expect(all.some((m) => m.reasons.some((r) => /^\d+\.\d mi away$/.test(r)))).toBe(true);
  });

  it('sort=match orders every result by score, then start date and id, with the reasons', async () => {
    const want = byMatch(expected(f, {}), riley);
    const res = await searchAll(t, token, { itinerary_id: rileyItinerary, sort: 'match' });
    expect(res.count).toBe(want.length);
    expect(res.ids).toEqual(want.map((a) => a.id));
    const first = await searchPage(t, token, { itinerary_id: rileyItinerary, sort: 'match' });
    for (const card of first.activities) {
      expect(card.match, card.name).toEqual(modelMatch(fixtureOf(card.id), riley));
    }
    expect(first.activities[0]!.match!.score).toBe(modelMatch(want[0]!, riley).score);
  });

  it('pages stay consistent under sort=match: no result twice, none missing, the last page clamps', async () => {
    const want = byMatch(expected(f, {}), riley).map((a) => a.id);
    const seen: number[] = [];
    const pages = Math.ceil(want.length / CATALOG_SEARCH_PAGE_SIZE);
    // Backwards, so each page is its own statement, not a continuation of the previous one.
    for (let page = pages; page >= 1; page -= 1) {
      const res = await searchPage(t, token, { itinerary_id: rileyItinerary, sort: 'match', page });
      expect(res.page).toBe(page);
      const start = (page - 1) * CATALOG_SEARCH_PAGE_SIZE;
      expect(res.activities.map((a) => a.id)).toEqual(
        want.slice(start, start + CATALOG_SEARCH_PAGE_SIZE),
      );
      seen.push(...res.activities.map((a) => a.id));
    }
    expect(new Set(seen).size).toBe(want.length);
    const past = await searchPage(t, token, {
      itinerary_id: rileyItinerary,
      sort: 'match',
      page: pages + 3,
    });
    expect(past.page).toBe(pages);
    expect(past.activities.map((a) => a.id)).toEqual(
      want.slice((pages - 1) * CATALOG_SEARCH_PAGE_SIZE),
    );
  });

  it('combines with filters, the program-bounded (prepared) search and a distance filter', async () => {
    const cases: Partial<CatalogSearchQuery>[] = [
      { by_camp_type: ['Day', 'Overnight', 'Classes'] },
      { by_search: 'soccer' },
      { by_activity_provider: [f.programs[0]!.id, f.programs[2]!.id] },
      { by_distance: { coordinates: RALEIGH, radius: 150 } },
      {
        by_distance: { coordinates: RALEIGH, radius: 150 },
        by_interests: [f.interestIds.get('Sports')!],
      },
    ];
    for (const filters of cases) {
      const want = byMatch(expected(f, filters), riley);
      const res = await searchAll(t, token, {
        ...filters,
        itinerary_id: rileyItinerary,
        sort: 'match',
      });
      expect(res.ids, JSON.stringify(filters)).toEqual(want.map((a) => a.id));
      const page = await searchPage(t, token, {
        ...filters,
        itinerary_id: rileyItinerary,
        sort: 'match',
      });
      for (const card of page.activities) {
        expect(card.match, card.name).toEqual(modelMatch(fixtureOf(card.id), riley));
      }
    }
  });

  it('keeps the date order by default, each card with its match', async () => {
    const want = expected(f, {});
    const res = await searchAll(t, token, { itinerary_id: rileyItinerary });
    expect(res.ids).toEqual(want.map((a) => a.id));
    const page = await searchPage(t, token, { itinerary_id: rileyItinerary, page: 2 });
    expect(page.activities.map((a) => a.id)).toEqual(want.slice(10, 20).map((a) => a.id));
    for (const card of page.activities) {
      expect(card.match, card.name).toEqual(modelMatch(fixtureOf(card.id), riley));
    }
    const explicit = await get(`itinerary_id=${rileyItinerary}&sort=date&page=2`);
    expect(explicit.json<{ activities: { id: number }[] }>().activities.map((a) => a.id)).toEqual(
      want.slice(10, 20).map((a) => a.id),
    );
  });

  it('measures distances from the itinerary’s own point when it has one', async () => {
    const want = byMatch(expected(f, {}), { ...riley, point: CHARLOTTE });
    const res = await searchPage(t, token, { itinerary_id: movedItinerary, sort: 'match' });
    expect(res.activities.map((a) => a.id)).toEqual(want.slice(0, 10).map((a) => a.id));
    for (const card of res.activities) {
      expect(card.match).toEqual(modelMatch(fixtureOf(card.id), riley, CHARLOTTE));
    }
  });

  it('gives no reason for what the questionnaire leaves out', async () => {
    const res = await searchAll(t, token, { itinerary_id: sparseItinerary, sort: 'match' });
    expect(res.ids).toEqual(byMatch(expected(f, {}), sparse).map((a) => a.id));
    const page = await searchPage(t, token, { itinerary_id: sparseItinerary, sort: 'match' });
    for (const card of page.activities) {
      const dance = card.interests.some((i) => i.name === 'Dance');
      expect(card.match).toEqual(
        dance
          ? { score: MATCH_WEIGHTS.interests, reasons: ['Interests: Dance'] }
          : { score: 0, reasons: [] },
      );
    }
    expect(page.activities[0]!.interests.map((i) => i.name)).toEqual(['Dance']);
  });

  it('scores nothing for an itinerary without a questionnaire, in date order', async () => {
    const want = expected(f, {});
    const page = await searchPage(t, token, {
      itinerary_id: noQuestionnaireItinerary,
      sort: 'match',
    });
    expect(page.activities.map((a) => a.id)).toEqual(want.slice(0, 10).map((a) => a.id));
    for (const card of page.activities) expect(card.match).toEqual({ score: 0, reasons: [] });
  });

  it('leaves the answer without itinerary_id as it was: no match key', async () => {
    const res = await get('page=1');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ activities: Record<string, unknown>[] }>();
    expect(body.activities.length).toBeGreaterThan(0);
    for (const card of body.activities) expect(card).not.toHaveProperty('match');
  });
});

describe('who may ask for a match', () => {
  it('answers 404 in the error shape for an itinerary that does not exist', async () => {
    for (const sort of ['match', 'date']) {
      const res = await get(`itinerary_id=999999&sort=${sort}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        errors: { _base: [SPECIALIST_ITINERARY_MESSAGES.notFound] },
        _base: [SPECIALIST_ITINERARY_MESSAGES.notFound],
      });
    }
  });

  it('lets any specialist match against any itinerary, as the review page lets them read it', async () => {
    // Decision 0021/0022: one shared queue; reading is open to every specialist.
    const other = await makeSpecialist(t);
    const res = await searchPage(t, other, { itinerary_id: rileyItinerary, sort: 'match' });
    expect(res.activities[0]!.match).toEqual(
      modelMatch(byMatch(expected(f, {}), riley)[0]!, riley),
    );
  });

  it('answers 401 without a session and 403 to other roles, even the itinerary’s parent', async () => {
    expect((await get(`itinerary_id=${rileyItinerary}&sort=match`, null)).statusCode).toBe(401);
    const family = await makeFamily(t);
    const parent = await signIn(t, 'Parent', family.parent);
    const res = await get(`itinerary_id=${family.itinerary.id}&sort=match`, parent.token);
    expect(res.statusCode).toBe(403);
    for (const role of ['CampDirector', 'Admin'] as const) {
      const user = await makeUser(t, {
        role,
        ...(role === 'CampDirector' ? { director: 'active' as const } : {}),
      });
      const session = await signIn(t, role, user);
      const denied = await get(`itinerary_id=${rileyItinerary}&sort=match`, session.token);
      expect(denied.statusCode, role).toBe(403);
    }
  });

  it.each([
    ['sort=match', 'sort', CATALOG_SEARCH_MESSAGES.matchNeedsItinerary],
    ['itinerary_id=1&sort=best', 'sort', CATALOG_SEARCH_MESSAGES.sortInvalid],
    ['itinerary_id=abc', 'itinerary_id', CATALOG_SEARCH_MESSAGES.itineraryInvalid],
    ['itinerary_id=0&sort=match', 'itinerary_id', CATALOG_SEARCH_MESSAGES.itineraryInvalid],
    ['itinerary_id=1.5', 'itinerary_id', CATALOG_SEARCH_MESSAGES.itineraryInvalid],
  ])('%s → 422 on %s', async (qs, field, message) => {
    const res = await get(qs);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors[field]).toEqual([message]);
  });
});
