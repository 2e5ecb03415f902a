import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOG_SEARCH_PAGE_SIZE,
  catalogSearchParams,
  catalogSearchQuerySchema,
  readCatalogSearchParams,
  searchWords,
  type CatalogSearchQuery,
  type CatalogSearchResponse,
} from '@camp/shared/catalog-search';
import { CAMP_TYPES } from '@camp/shared/enums';
import { seedBenchCatalog } from '../../src/db/seed/bench-catalog.js';
import { createRng, type Rng } from '../../src/db/seed/catalog.js';
import { CATALOG_COUNT_BOUND, readsInOrder } from '../../src/modules/catalog/search/counts.js';
import type { CatalogQuery } from '../../src/modules/catalog/search/repository.js';
import {
  lookUpWords,
  refreshSearchWords,
  toCatalogQuery,
} from '../../src/modules/catalog/search/service.js';
import type { TestApp } from '../test-app.js';
import { createTestApp } from '../test-app.js';
import { makeSpecialist, searchPage } from './fixture.js';

// The search's answers on random filters equal those of a reference query: one plain WHERE
// with every filter as the catalog defines it, an exact count, the start-date order and an
// OFFSET page. The catalog is the benchmark's generator at a size where the broad searches
// find far more than a page, with some activities and programs hidden. Each search is asked
// twice, so that the second answer is the one read with the kept count; broad searches with
// words or tags, whose kept pages are read in the catalog's order, are compared apart.
// A count is every match's (count_exact) or a "more than" bound (decision 0122): at least the
// bound and the asked page's last row, below the reference's count, its pages those known to
// hold results; a page asked far past the last counts every match.

const ACTIVITIES = 1_500;
const SEARCHES = 150;

let t: TestApp;
let token: string;
let ids: { providers: number[]; interests: number[]; skills: number[] };

const rows = async <T>(query: SQL) =>
  (await t.db.execute(query)) as unknown as { rows: T[] } as { rows: T[] };

beforeAll(async () => {
  t = await createTestApp();
  await seedBenchCatalog(t.db, { activities: ACTIVITIES, seed: 5, providers: 12 });
  // Hidden from the catalog: unpublished activities, an unpublished program.
  await t.db.execute(sql`UPDATE activities SET unpublished_at = now() WHERE id % 17 = 0`);
  await t.db.execute(
    sql`UPDATE activity_providers SET unpublished_at = now() WHERE id = (SELECT min(id) FROM activity_providers)`,
  );
  await t.db.execute(sql`ANALYZE`);
  await refreshSearchWords(t.ctx);
  token = await makeSpecialist(t);
  const list = async (query: SQL) => (await rows<{ id: number }>(query)).rows.map((r) => r.id);
  ids = {
    providers: await list(sql`SELECT id FROM activity_providers ORDER BY id`),
    interests: await list(sql`SELECT id FROM interests WHERE kind = 'activity' ORDER BY id`),
    skills: await list(sql`SELECT id FROM skill_developments ORDER BY id`),
  };
}, 180_000);
afterAll(async () => t?.close());

/** A list as one PostgreSQL array literal (one parameter). */
const arrayOf = (list: readonly (number | string)[]) =>
  `{${list.map((v) => `"${String(v)}"`).join(',')}}`;

/** The ids a search finds, in the catalog's order, by the reference query. */
async function reference(q: CatalogQuery): Promise<number[]> {
  const c: SQL[] = [
    sql`a.end_date >= ${q.today}::date`,
    sql`a.unpublished_at IS NULL AND p.unpublished_at IS NULL`,
    sql`d.suspended_at IS NULL AND d.terminated_at IS NULL`,
  ];
  if (q.startDate) c.push(sql`a.start_date >= ${q.startDate}::date`);
  if (q.endDate) c.push(sql`a.end_date <= ${q.endDate}::date`);
  if (q.minPriceCents !== undefined) c.push(sql`a.price_cents >= ${q.minPriceCents}`);
  if (q.maxPriceCents !== undefined) c.push(sql`a.price_cents <= ${q.maxPriceCents}`);
  if (q.campTypes?.length) c.push(sql`a.camp_type = ANY(${arrayOf(q.campTypes)}::text[])`);
  if (q.ages) c.push(sql`a.age_min <= ${q.ages[1]} AND a.age_max >= ${q.ages[0]}`);
  if (q.grades) {
    c.push(sql`a.grade_level_start <= ${q.grades[1]} AND a.grade_level_end >= ${q.grades[0]}`);
  }
  if (q.seats === 'available')
    c.push(sql`(a.total_seats IS NULL OR a.total_seats > a.reserved_seats)`);
  if (q.seats === 'full')
    c.push(sql`a.total_seats IS NOT NULL AND a.total_seats <= a.reserved_seats`);
  if (q.providerIds?.length) c.push(sql`a.provider_id = ANY(${arrayOf(q.providerIds)}::int[])`);
  const interest = (list: readonly number[]) =>
    sql`EXISTS (SELECT 1 FROM activity_interests x WHERE x.activity_id = a.id AND x.interest_id = ANY(${arrayOf(list)}::int[]))`;
  const skill = (list: readonly number[]) =>
    sql`EXISTS (SELECT 1 FROM activity_skill_developments x WHERE x.activity_id = a.id AND x.skill_development_id = ANY(${arrayOf(list)}::int[]))`;
  if (q.interestIds?.length) c.push(interest(q.interestIds));
  if (q.skillIds?.length) c.push(skill(q.skillIds));
  for (const w of q.words) {
    c.push(sql`(a.search_vector @@ ${w.query}::tsquery
      OR a.provider_id = ANY(${arrayOf(w.providerIds)}::int[])
      OR ${skill(w.skillIds)} OR ${interest(w.interestIds)})`);
  }
  const d = q.distance;
  if (d && d.radiusMiles !== null) {
    c.push(sql`p.latitude IS NOT NULL AND p.longitude IS NOT NULL
      AND (point(p.longitude, p.latitude) <@> point(${d.longitude}::float8, ${d.latitude}::float8)) <= ${d.radiusMiles}::float8`);
  }
  const found = await rows<{ id: number }>(sql`
    SELECT a.id FROM activities a
    JOIN activity_providers p ON p.id = a.provider_id
    LEFT JOIN camp_director_profiles d ON d.user_id = p.director_id
    WHERE ${sql.join(c, sql` AND `)}
    ORDER BY a.start_date, a.id`);
  return found.rows.map((r) => r.id);
}

type Answer = Pick<CatalogSearchResponse, 'count' | 'count_exact' | 'pages' | 'page'>;

/** The count, pages and page `got` must have when the reference finds `total` for `asked`. */
function expectCount(got: Answer, total: number, asked: number, label: string) {
  const pages = Math.max(Math.ceil(total / CATALOG_SEARCH_PAGE_SIZE), 1);
  expect(got.page, label).toBe(Math.min(asked, pages));
  if (got.count_exact) {
    expect({ count: got.count, pages: got.pages }, label).toEqual({ count: total, pages });
    return;
  }
  // More than `count` match, and the bound reaches the asked page's last row.
  expect(got.count, label).toBeLessThan(total);
  expect(got.count, label).toBeGreaterThanOrEqual(
    Math.max(CATALOG_COUNT_BOUND, asked * CATALOG_SEARCH_PAGE_SIZE),
  );
  expect(got.pages, label).toBe(Math.ceil((got.count + 1) / CATALOG_SEARCH_PAGE_SIZE));
}

/** A page asked far past any last page: answered with every match's count. */
const PAST_THE_LAST = 100_000;

const WORDS = ['soccer', 'socer', 'dance', 'camp', 'science lab', 'codng', 'art', 'the', 'blue'];

const day = (today: string, n: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A random search: each filter present or not, with values that find some activities. */
function randomQuery(rng: Rng, today: string): Partial<CatalogSearchQuery> {
  const q: Partial<CatalogSearchQuery> = {};
  const maybe = (p: number) => rng.chance(p);
  if (maybe(0.3)) q.by_search = rng.pick(WORDS);
  if (maybe(0.3)) q.by_start_date = day(today, rng.int(0, 90));
  if (maybe(0.3)) q.by_end_date = day(q.by_start_date ?? today, rng.int(20, 150));
  if (maybe(0.2)) q.by_min_price = rng.int(0, 40) * 10;
  if (maybe(0.2)) q.by_max_price = (q.by_min_price ?? 0) + rng.int(10, 80) * 10;
  if (maybe(0.2)) q.by_camp_type = rng.sample(CAMP_TYPES, rng.int(1, 3));
  if (maybe(0.3)) {
    const lo = rng.int(4, 14);
    q.by_age_level = [lo, lo + rng.int(0, 3)];
  }
  if (maybe(0.2)) {
    const lo = rng.int(-1, 10);
    q.by_grade_level = [lo, lo + rng.int(0, 2)];
  }
  if (maybe(0.2)) q.by_activity_provider = rng.sample(ids.providers, rng.int(1, 4));
  if (maybe(0.25)) q.by_interests = rng.sample(ids.interests, rng.int(1, 2));
  if (maybe(0.15)) q.by_skill_development = rng.sample(ids.skills, rng.int(1, 4));
  if (maybe(0.15)) q.by_avaible_seats = true;
  if (maybe(0.15)) q.by_unavaible_seats = true;
  if (maybe(0.25)) {
    const metro = rng.pick<[number, number]>([
      [35.7796, -78.6382],
      [33.749, -84.388],
      [42.3601, -71.0589],
    ]);
    q.by_distance = { coordinates: metro, radius: rng.pick([5, 25, 100, 500]) };
  }
  // Mostly the first pages; now and then one past the last.
  q.page = rng.pick([1, 1, 1, 2, 3, 7, 40, 1000]);
  return q;
}

describe('the search equals the reference query on random filters', () => {
  it(`${SEARCHES} random searches: the same count, page and activities`, async () => {
    const rng = createRng(20261128);
    const today = t.ctx.now().toISOString().slice(0, 10);
    let broad = 0;
    let bounded = 0;
    let tagWords = 0;
    for (let i = 0; i < SEARCHES; i += 1) {
      const query = randomQuery(rng, today);
      const lookups = await lookUpWords(t.ctx, searchWords(query.by_search));
      // Parsed as the route parses it (defaults, the page).
      const parsed = catalogSearchQuerySchema.parse(
        readCatalogSearchParams(catalogSearchParams(query)),
      );
      const q = toCatalogQuery(lookups, t.ctx.now(), parsed);
      const wholeCatalog = !q.providerIds?.length && q.distance?.radiusMiles == null;
      const tagged = q.words.some((w) => w.skillIds.length + w.interestIds.length > 0);
      if (wholeCatalog && tagged) tagWords += 1;
      const all = await reference(q);
      const pages = Math.max(Math.ceil(all.length / CATALOG_SEARCH_PAGE_SIZE), 1);
      const page = Math.min(query.page ?? 1, pages);
      const want = all.slice(
        (page - 1) * CATALOG_SEARCH_PAGE_SIZE,
        page * CATALOG_SEARCH_PAGE_SIZE,
      );
      // Page 1 first, as the web app asks it: the asked page then reads the kept count (page 1
      // asked again, too).
      const first = await searchPage(t, token, { ...query, page: 1 });
      const got = await searchPage(t, token, query);
      const label = JSON.stringify(query);
      expectCount(first, all.length, 1, label);
      expect(
        first.activities.map((a) => a.id),
        label,
      ).toEqual(all.slice(0, CATALOG_SEARCH_PAGE_SIZE));
      expectCount(got, all.length, query.page ?? 1, label);
      expect(got.page, label).toBe(page);
      expect(
        got.activities.map((a) => a.id),
        label,
      ).toEqual(want);
      if (all.length > 100) broad += 1;
      if (!got.count_exact) bounded += 1;
      // Far past the last page: every match counted, the last page answered.
      if (i % 5 === 0) {
        const past = await searchPage(t, token, { ...query, page: PAST_THE_LAST });
        expect({ count: past.count, exact: past.count_exact, page: past.page }, label).toEqual({
          count: all.length,
          exact: true,
          page: pages,
        });
        expect(
          past.activities.map((a) => a.id),
          label,
        ).toEqual(all.slice((pages - 1) * CATALOG_SEARCH_PAGE_SIZE));
      }
    }
    // The random searches cover broad ones (many pages) as well as narrow ones, and answers
    // with a bound.
    expect(broad).toBeGreaterThan(SEARCHES / 10);
    expect(bounded).toBeGreaterThan(SEARCHES / 10);
    // And words naming skills or interests searched over the whole catalog (a semi-join).
    expect(tagWords).toBeGreaterThan(SEARCHES / 20);
  }, 120_000);
});

describe('broad searches read in the order of the catalog', () => {
  it('common words and tags, their first pages: the same as the reference query', async () => {
    const today = t.ctx.now().toISOString().slice(0, 10);
    const [{ size } = { size: 0 }] = (
      await rows<{ size: number }>(
        sql`SELECT greatest(reltuples, 0)::float8 AS size FROM pg_class WHERE oid = 'activities'::regclass`,
      )
    ).rows;
    const searches: Partial<CatalogSearchQuery>[] = [
      ...['camp', 'soccer', 'art', 'science', 'dance', 'music', 'cmap'].map((w) => ({
        by_search: w,
      })),
      ...ids.interests.map((id) => ({ by_interests: [id] })),
      {
        by_search: 'camp',
        by_start_date: day(today, 20),
        by_age_level: [8, 12] as [number, number],
      },
      { by_interests: ids.interests.slice(0, 2), by_avaible_seats: true },
      { by_skill_development: ids.skills.slice(0, 6), by_camp_type: ['Day'] },
    ];
    let inOrder = 0;
    for (const search of searches) {
      for (const page of [1, 2, 3]) {
        const query = { ...search, page };
        const lookups = await lookUpWords(t.ctx, searchWords(query.by_search));
        const parsed = catalogSearchQuerySchema.parse(
          readCatalogSearchParams(catalogSearchParams(query)),
        );
        const q = toCatalogQuery(lookups, t.ctx.now(), parsed);
        const all = await reference(q);
        const pages = Math.max(Math.ceil(all.length / CATALOG_SEARCH_PAGE_SIZE), 1);
        const answered = Math.min(page, pages);
        // Asked twice: the second answer reads the kept count.
        await searchPage(t, token, query);
        const got = await searchPage(t, token, query);
        const label = JSON.stringify(query);
        expectCount(got, all.length, page, label);
        expect(
          got.activities.map((a) => a.id),
          label,
        ).toEqual(
          all.slice((answered - 1) * CATALOG_SEARCH_PAGE_SIZE, answered * CATALOG_SEARCH_PAGE_SIZE),
        );
        if (readsInOrder(q, all.length, size)) inOrder += 1;
      }
    }
    // Most of them are read in order (the others through the indexes, as before).
    expect(inOrder).toBeGreaterThan(10);
  });

  it('a first answer above the bound: more than it, every page of the reference reachable', async () => {
    const searches: Partial<CatalogSearchQuery>[] = [
      {},
      { by_search: 'camp' },
      { by_interests: ids.interests.slice(0, 3) },
      { by_distance: { coordinates: [35.7796, -78.6382], radius: 500 } },
    ];
    for (const search of searches) {
      const label = JSON.stringify(search);
      const lookups = await lookUpWords(t.ctx, searchWords(search.by_search));
      const q = toCatalogQuery(
        lookups,
        t.ctx.now(),
        catalogSearchQuerySchema.parse(readCatalogSearchParams(catalogSearchParams(search))),
      );
      const all = await reference(q);
      expect(all.length, label).toBeGreaterThan(3 * CATALOG_COUNT_BOUND);
      // A filter set not searched yet (another day's search sets differ by the date).
      const first = await searchPage(t, token, { ...search, by_max_price: 100_000 });
      expect({ count: first.count, exact: first.count_exact, pages: first.pages }, label).toEqual({
        count: CATALOG_COUNT_BOUND,
        exact: false,
        pages: CATALOG_COUNT_BOUND / CATALOG_SEARCH_PAGE_SIZE + 1,
      });
      // The last page known, then one past the bound: each counts as far as it needs.
      const pages = Math.ceil(all.length / CATALOG_SEARCH_PAGE_SIZE);
      for (const page of [first.pages, first.pages + 5, pages, pages + 1]) {
        const got = await searchPage(t, token, { ...search, by_max_price: 100_000, page });
        expectCount(got, all.length, page, `${label} page ${page}`);
        const answered = Math.min(page, pages);
        expect(
          got.activities.map((a) => a.id),
          `${label} page ${page}`,
        ).toEqual(
          all.slice((answered - 1) * CATALOG_SEARCH_PAGE_SIZE, answered * CATALOG_SEARCH_PAGE_SIZE),
        );
      }
    }
  });

  it('a word whose matches all lie late in the order: the reading runs out, the indexes answer', async () => {
    // The last 400 activities in the catalog's order get a word no other activity has.
    const late = (
      await rows<{ id: number }>(
        sql`SELECT id FROM activities ORDER BY start_date DESC, id DESC LIMIT 400`,
      )
    ).rows.map((r) => r.id);
    const list = sql.raw(late.join(','));
    await t.db.execute(
      sql`UPDATE activities SET name = name || ' zebrafish' WHERE id IN (${list})`,
    );
    try {
      const [{ size } = { size: 0 }] = (
        await rows<{ size: number }>(
          sql`SELECT greatest(reltuples, 0)::float8 AS size FROM pg_class WHERE oid = 'activities'::regclass`,
        )
      ).rows;
      for (const page of [1, 2]) {
        const query = { by_search: 'zebrafish', page };
        const lookups = await lookUpWords(t.ctx, searchWords(query.by_search));
        const q = toCatalogQuery(
          lookups,
          t.ctx.now(),
          catalogSearchQuerySchema.parse(readCatalogSearchParams(catalogSearchParams(query))),
        );
        const all = await reference(q);
        // Spread evenly, its matches would be read in order.
        expect(readsInOrder(q, all.length, size)).toBeDefined();
        await searchPage(t, token, query);
        const got = await searchPage(t, token, query);
        expectCount(got, all.length, page, 'zebrafish');
        expect(got.activities.map((a) => a.id)).toEqual(
          all.slice((page - 1) * CATALOG_SEARCH_PAGE_SIZE, page * CATALOG_SEARCH_PAGE_SIZE),
        );
      }
    } finally {
      await t.db.execute(
        sql`UPDATE activities SET name = left(name, length(name) - length(' zebrafish')) WHERE id IN (${list})`,
      );
    }
  });
});

/** A search's count of every match (asked far past its last page), checked exact. */
async function exactCount(query: Partial<CatalogSearchQuery>): Promise<number> {
  const res = await searchPage(t, token, { ...query, page: PAST_THE_LAST });
  expect(res.count_exact).toBe(true);
  return res.count;
}

describe('a kept count follows the catalog', () => {
  const versions = async () =>
    (
      await rows<{ catalog: string; seats: string }>(
        sql`SELECT (SELECT last_value FROM catalog_version_seq)::text AS catalog,
          (SELECT last_value FROM catalog_seats_version_seq)::text AS seats`,
      )
    ).rows[0]!;

  it('a seat reserved moves the seats version alone, and the seats filters follow it', async () => {
    const counts = async () => ({
      all: await exactCount({}),
      available: await exactCount({ by_avaible_seats: true }),
      full: await exactCount({ by_unavaible_seats: true }),
    });
    const open = (await searchPage(t, token, { by_avaible_seats: true })).activities.find(
      (a) => a.total_seats !== null && a.available_seats! > 0,
    )!;
    const before = await counts();
    const version = await versions();
    // The last seats taken, as a checkout takes them (reserved seats alone).
    await t.db.execute(
      sql`UPDATE activities SET reserved_seats = total_seats WHERE id = ${open.id}`,
    );
    const moved = await versions();
    expect(moved.catalog).toBe(version.catalog);
    expect(moved.seats).not.toBe(version.seats);
    expect(await counts()).toEqual({
      all: before.all,
      available: before.available - 1,
      full: before.full + 1,
    });
    await t.db.execute(
      sql`UPDATE activities SET reserved_seats = ${open.reserved_seats} WHERE id = ${open.id}`,
    );
    expect(await counts()).toEqual(before);
    // Any other column changed with them moves the catalog's version.
    await t.db.execute(
      sql`UPDATE activities SET reserved_seats = reserved_seats, specialist_notes = 'seen'
        WHERE id = ${open.id}`,
    );
    expect((await versions()).catalog).not.toBe(version.catalog);
  });

  const broad = { by_search: 'soccer' } as const;
  const count = async () => exactCount(broad);

  it('a committed change to an activity, its tags or its program is counted at once', async () => {
    const first = await count();
    expect(await count()).toBe(first);
    const [hit] = (await searchPage(t, token, broad)).activities;
    // Unpublishing one of the matches.
    await t.db.execute(sql`UPDATE activities SET unpublished_at = now() WHERE id = ${hit!.id}`);
    expect(await count()).toBe(first - 1);
    await t.db.execute(sql`UPDATE activities SET unpublished_at = NULL WHERE id = ${hit!.id}`);
    expect(await count()).toBe(first);
    // A skill's link removed in a transaction with other writes, counted after the commit.
    const soccerOnly = { by_skill_development: [hit!.skill_development[0]!] };
    const before = await exactCount(soccerOnly);
    await t.db.transaction(async (tx) => {
      await tx.execute(
        sql`DELETE FROM activity_skill_developments WHERE activity_id = ${hit!.id} AND skill_development_id = ${hit!.skill_development[0]!}`,
      );
      await tx.execute(
        sql`UPDATE activities SET reserved_seats = reserved_seats WHERE id = ${hit!.id}`,
      );
    });
    expect(await exactCount(soccerOnly)).toBe(before - 1);
    // A program hidden: all its activities leave the count.
    const program = hit!.activity_provider_id;
    const [{ n } = { n: 0 }] = (
      await rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM activities a WHERE a.provider_id = ${program}
          AND a.end_date >= current_date AND a.unpublished_at IS NULL`,
      )
    ).rows;
    const all = await exactCount({});
    await t.db.execute(
      sql`UPDATE activity_providers SET unpublished_at = now() WHERE id = ${program}`,
    );
    expect(await exactCount({})).toBe(all - n);
  });
});
