import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogSearchQuery } from '@camp/shared/catalog-search';
import { activities } from '../../src/db/schema/activities.js';
import { searchWords } from '../../src/db/schema/search-words.js';
import { buildApp } from '../../src/app.js';
import type { TestApp } from '../test-app.js';
import {
  WORD_LOOKUP_TTL_MS,
  refreshSearchWords,
} from '../../src/modules/catalog/search/service.js';
import {
  RALEIGH,
  expected,
  openCatalog,
  milesBetween,
  searchAll,
  searchPage,
  type Fixture,
} from './fixture.js';

let t: TestApp;
let f: Fixture;
let token: string;

beforeAll(async () => {
  ({ t, f, token } = await openCatalog());
}, 60_000);
afterAll(async () => t?.close());

/** The API's result for `query` equals the model's, in order, over every page. */
async function expectSameAs(query: Partial<CatalogSearchQuery>, atLeast = 1) {
  const want = expected(f, query).map((a) => a.id);
  const got = await searchAll(t, token, query);
  expect(got.ids).toEqual(want);
  expect(got.count).toBe(want.length);
  // A filter that finds nothing (or everything) would not show that it filters.
  expect(want.length).toBeGreaterThanOrEqual(atLeast);
  return want;
}

const day = (n: number) =>
  new Date(Date.parse(`${f.today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('no filter', () => {
  it('lists every activity that has not ended, by start date, ended ones left out', async () => {
    const all = await expectSameAs({}, 30);
    const ended = f.activities.filter((a) => a.endDate < f.today);
    expect(ended.length).toBeGreaterThan(0);
    expect(all).not.toContain(ended[0]!.id);
    // Running activities (started, not ended) are still listed.
    expect(f.activities.some((a) => a.startDate < f.today && all.includes(a.id))).toBe(true);
  });
});

describe('each filter alone', () => {
  it('dates: the activity fits inside the range', async () => {
    await expectSameAs({ by_start_date: day(10) });
    await expectSameAs({ by_end_date: day(25) });
    await expectSameAs({ by_start_date: day(5), by_end_date: day(30) });
    // A range too short for any activity finds nothing.
    await expectSameAs({ by_start_date: day(200), by_end_date: day(201) }, 0);
  });

  it('price, in dollars, both ends included', async () => {
    const some = f.activities.find((a) => a.endDate >= f.today && a.priceCents % 100 === 50)!;
    await expectSameAs({ by_min_price: 200 });
    await expectSameAs({ by_max_price: 150 });
    const exact = await expectSameAs({
      by_min_price: some.priceCents / 100,
      by_max_price: some.priceCents / 100,
    });
    expect(exact).toContain(some.id);
  });

  it('camp type: one or several', async () => {
    await expectSameAs({ by_camp_type: ['Day'] });
    await expectSameAs({ by_camp_type: ['Overnight', 'Night-Out', 'Virtual'] });
  });

  it('age: one age or a range, overlapping the activity’s; no age level never matches', async () => {
    await expectSameAs({ by_age_level: [8, 8] });
    await expectSameAs({ by_age_level: [12, 18] });
    const withoutAges = f.activities.find((a) => a.ages === null && a.endDate >= f.today)!;
    const got = await searchAll(t, token, { by_age_level: [4, 18] });
    expect(got.ids).not.toContain(withoutAges.id);
  });

  it('grade: one grade or a range, Preschool (-1) included', async () => {
    await expectSameAs({ by_grade_level: [-1, -1] });
    await expectSameAs({ by_grade_level: [3, 5] });
  });

  it('program: one or several', async () => {
    await expectSameAs({ by_activity_provider: [f.programs[2]!.id] });
    await expectSameAs({ by_activity_provider: [f.programs[0]!.id, f.programs[4]!.id] });
    // An id that names no program finds nothing (not an error).
    await expectSameAs({ by_activity_provider: [999_999] }, 0);
  });

  it('interests and skills: any of the chosen', async () => {
    await expectSameAs({ by_interests: [f.interestIds.get('Dance')!] });
    await expectSameAs({
      by_interests: [f.interestIds.get('Sports')!, f.interestIds.get('Academics')!],
    });
    await expectSameAs({ by_skill_development: [f.skillIds.get('Sports/Swimming')!] });
    await expectSameAs({
      by_skill_development: [f.skillIds.get('Dance/Tap')!, f.skillIds.get('Academics/Coding')!],
    });
  });

  it('seats: Yes keeps open (or uncapped) ones, No keeps full ones, both keep all', async () => {
    const open = await expectSameAs({ by_avaible_seats: true });
    const full = await expectSameAs({ by_unavaible_seats: true });
    const all = await expectSameAs({ by_avaible_seats: true, by_unavaible_seats: true });
    expect(open.length + full.length).toBe(all.length);
    const uncapped = f.activities.find((a) => a.totalSeats === null && a.endDate >= f.today)!;
    expect(open).toContain(uncapped.id);
  });

  it('distance: programs within the radius; 500 miles means no filter but distances are given', async () => {
    const near = await expectSameAs({ by_distance: { coordinates: RALEIGH, radius: 25 } });
    const wider = await expectSameAs({ by_distance: { coordinates: RALEIGH, radius: 200 } });
    expect(wider.length).toBeGreaterThan(near.length);
    const everything = await expectSameAs({ by_distance: { coordinates: RALEIGH, radius: 500 } });
    expect(everything).toEqual(expected(f, {}).map((a) => a.id));

    // Every card carries its distance from the point (null for a program without coordinates).
    for (let page = 1; page <= 4; page += 1) {
      const res = await searchPage(t, token, {
        by_distance: { coordinates: RALEIGH, radius: 500 },
        page,
      });
      for (const card of res.activities) {
        const a = f.activities.find((x) => x.id === card.id)!;
        const { latitude, longitude } = a.program;
        if (latitude === null || longitude === null) {
          expect(card.distance).toBeNull();
        } else {
          expect(card.distance).toBeCloseTo(milesBetween(RALEIGH, [latitude, longitude]), 1);
        }
      }
    }
    // Without by_distance there is no distance.
    const plain = await searchPage(t, token, {});
    expect(plain.activities.every((a) => a.distance === null)).toBe(true);
  });
});

describe('text search', () => {
  it('matches names, descriptions and other texts, by prefix too', async () => {
    await expectSameAs({ by_search: 'lessons' });
    await expectSameAs({ by_search: 'kayaking' });
    await expectSameAs({ by_search: 'origa' });
    await expectSameAs({ by_search: 'Thompson' });
  });

  it('matches the program’s name and the skills’ and interests’ names', async () => {
    const byProgram = await expectSameAs({ by_search: 'riverbend' });
    expect(byProgram).toEqual(
      expected(f, { by_activity_provider: [f.programs[0]!.id] }).map((a) => a.id),
    );
    // 'Swimming' is a skill, never in a name or text of the fixture.
    await expectSameAs({ by_search: 'swimming' });
    await expectSameAs({ by_search: 'outdoor' });
  });

  it('tolerates typos', async () => {
    await expectSameAs({ by_search: 'socer' });
    await expectSameAs({ by_search: 'potery' });
    await expectSameAs({ by_search: 'kayakng' });
    await expectSameAs({ by_search: 'robotcs' });
    await expectSameAs({ by_search: 'balet' });
  });

  it('needs every word, each from any field; stop words and case do not count', async () => {
    await expectSameAs({ by_search: 'Ballet chess' });
    await expectSameAs({ by_search: 'lakeside origami' });
    const withStopWord = await searchAll(t, token, { by_search: 'the Soccer' });
    expect(withStopWord.ids).toEqual(expected(f, { by_search: 'soccer' }).map((a) => a.id));
    await expectSameAs({ by_search: 'zzyzx quartz' }, 0);
  });

  it('corrects a typo towards a new word only once the dictionary is rebuilt', async () => {
    const fresh = await buildFixtureWord();
    expect((await searchAll(t, token, { by_search: 'xylophone' })).ids).toEqual([fresh]);
    // The misspelling needs the catalog's vocabulary, which a periodic job rebuilds.
    expect((await searchAll(t, token, { by_search: 'xylophne' })).ids).toEqual([]);
    await refreshSearchWords(t.ctx);
    expect((await searchAll(t, token, { by_search: 'xylophne' })).ids).toEqual([fresh]);
  });
});

describe('every filter combined', () => {
  it('finds what the model finds', async () => {
    const target = f.activities.find(
      (a) =>
        a.endDate >= f.today &&
        a.ages &&
        a.grades &&
        a.program.latitude !== null &&
        a.skills.length > 1 &&
        (a.totalSeats === null || a.totalSeats > a.reservedSeats),
    )!;
    const query: Partial<CatalogSearchQuery> = {
      by_search: target.skills[0]!.name.slice(0, 4).toLowerCase(),
      by_start_date: day(-12),
      by_end_date: day(60),
      by_min_price: target.priceCents / 100 - 150,
      by_max_price: target.priceCents / 100 + 150,
      by_camp_type: [target.campType, 'Classes'],
      by_age_level: target.ages!,
      by_grade_level: target.grades!,
      by_activity_provider: [target.program.id, f.programs[3]!.id],
      by_interests: target.interests.map((i) => i.id),
      by_skill_development: [target.skills[0]!.id],
      by_avaible_seats: true,
      by_distance: {
        coordinates: [target.program.latitude!, target.program.longitude!],
        radius: 30,
      },
    };
    const found = await expectSameAs(query);
    expect(found).toContain(target.id);
    // Each filter matters: dropping all but the text finds more.
    expect(expected(f, { by_search: query.by_search }).length).toBeGreaterThan(found.length);
  });

  it('also without a program or distance bound (the other query plan)', async () => {
    await expectSameAs({
      by_search: 'camp',
      by_start_date: day(-10),
      by_max_price: 350,
      by_age_level: [6, 10],
      by_interests: [f.interestIds.get('Sports')!, f.interestIds.get('Dance')!],
      by_avaible_seats: true,
    });
  });
});

describe('the dictionary job', () => {
  it('a server instance rebuilds the typo dictionary by itself (its search_words job)', async () => {
    await t.db.delete(searchWords);
    expect((await searchAll(t, token, { by_search: 'kayakng' })).ids).toEqual([]);
    // A second instance on the same database, started as server.ts starts it.
    const server = await buildApp({
      config: t.config,
      dbHandle: t.ctx.dbHandle,
      logger: false,
      runJobs: true,
      jobTasks: ['search_words'],
    });
    try {
      await expect
        .poll(async () => (await t.db.select().from(searchWords)).map((w) => w.word), {
          timeout: 10_000,
          interval: 100,
        })
        .toContain('kayak');
      // This instance looked 'kayakng' up before the rebuild; it reads it again after a minute.
      t.advance(WORD_LOOKUP_TTL_MS + 1000);
      expect((await searchAll(t, token, { by_search: 'kayakng' })).ids).toEqual(
        expected(f, { by_search: 'kayakng' }).map((a) => a.id),
      );
    } finally {
      await server.close();
    }
  });

  it('two rebuilds at once leave one dictionary', async () => {
    const done = await Promise.all([refreshSearchWords(t.ctx), refreshSearchWords(t.ctx)]);
    expect(done).toContain(true);
    const words = (await t.db.select().from(searchWords)).map((w) => w.word);
    expect(new Set(words).size).toBe(words.length);
    expect(words).toContain('kayak');
  });
});

/** One more activity, with a word no other activity has (added to the model too). */
async function buildFixtureWord(): Promise<number> {
  const program = f.programs[1]!;
  const a = {
    program,
    name: 'Xylophone Ensemble',
    description: '',
    instructor: '',
    details: '',
    otherInfo: null,
    startDate: day(3),
    endDate: day(3),
    priceCents: 9900,
    feeCents: 0,
    campType: 'Classes' as const,
    ages: null,
    grades: null,
    totalSeats: null,
    reservedSeats: 0,
    interests: [],
    skills: [],
    specialistNotes: null,
  };
  const [row] = await t.db
    .insert(activities)
    .values({
      providerId: program.id,
      name: a.name,
      url: 'https://program.example.com/x',
      priceCents: a.priceCents,
      startDate: a.startDate,
      endDate: a.endDate,
      startTime: '10:00',
      endTime: '11:00',
      sku: 'FIX-X',
      campType: a.campType,
      mediaLink: 'https://program.example.com/x/media',
      location: '101 Main St, Raleigh, NC 27601',
      latitude: program.latitude,
      longitude: program.longitude,
    })
    .returning({ id: activities.id });
  f.activities.push({ id: row!.id, ...a });
  return row!.id;
}
