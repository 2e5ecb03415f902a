import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  CATALOG_SEARCH_PAGE_SIZE,
  catalogSearchParams,
  catalogSearchResponseSchema,
  type CatalogSearchQuery,
  type CatalogSearchResponse,
} from '@camp/shared/catalog-search';
import { CAMP_TYPES, type CampType } from '@camp/shared/enums';
import { activities } from '../../src/db/schema/activities.js';
import { activityProviders } from '../../src/db/schema/activity-providers.js';
import { activityInterests } from '../../src/db/schema/activity-interests.js';
import { activitySkillDevelopments } from '../../src/db/schema/activity-skill-developments.js';
import { interests } from '../../src/db/schema/interests.js';
import { skillDevelopments } from '../../src/db/schema/skill-developments.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { refreshSearchWords } from '../../src/modules/catalog/search/service.js';
import { call, makeUser, signIn } from '../auth/helpers.js';

// A small catalog described in plain TypeScript, written to the database, and an independent
// model of every filter over the same objects: each search's expected result is computed here
// with array filters, never with SQL.

export const SEARCH_URL = '/api/v1/specialists/activities';

export interface FixtureProgram {
  id: number;
  name: string;
  latitude: number | null;
  longitude: number | null;
  specialistNotes: string | null;
}

export interface FixtureActivity {
  id: number;
  program: FixtureProgram;
  name: string;
  description: string;
  instructor: string;
  details: string;
  otherInfo: string | null;
  startDate: string;
  endDate: string;
  priceCents: number;
  feeCents: number;
  campType: CampType;
  ages: [number, number] | null;
  grades: [number, number] | null;
  totalSeats: number | null;
  reservedSeats: number;
  interests: { id: number; name: string }[];
  skills: { id: number; name: string }[];
  specialistNotes: string | null;
}

export interface Fixture {
  today: string;
  programs: FixtureProgram[];
  activities: FixtureActivity[];
  /** Every activity interest and skill id by name ('Sports', 'Sports/Soccer'). */
  interestIds: Map<string, number>;
  skillIds: Map<string, number>;
}

export const RALEIGH: [number, number] = [35.7796, -78.6382];

const PROGRAMS = [
  {
    name: 'Riverbend Soccer Academy',
    at: RALEIGH,
    focus: { group: 'Sports', skills: ['Soccer', 'Swimming'] },
  },
  {
    name: 'Lakeside Pottery Studio',
    at: [35.994, -78.8986], // Durham, about 21 miles from Raleigh
    focus: { group: 'Arts & Crafts', skills: ['Pottery', 'Painting'] },
  },
  {
    name: 'Summit Ballet School',
    at: [35.2271, -80.8431], // Charlotte, about 130 miles
    focus: { group: 'Dance', skills: ['Ballet', 'Tap'] },
  },
  {
    name: 'Harbor Robotics Lab',
    at: [42.3601, -71.0589], // Boston, about 610 miles
    focus: { group: 'Academics', skills: ['Robotics', 'Coding'] },
  },
  {
    name: 'Hilltop Nature Club',
    at: null, // its ZIP code could not be placed
    focus: { group: 'Outdoor Activities', skills: ['Archery', 'Fishing'] },
  },
] as const;

const LEVELS = ['Intro to', 'Junior', 'Advanced', 'Weekend'];
const SUFFIX: Record<CampType, string> = {
  Day: 'Day Camp',
  Overnight: 'Sleepaway Week',
  'Track-Out': 'Track-Out Week',
  Afterschool: 'After-School Club',
  Classes: 'Lessons',
  Virtual: 'Online Workshop',
  'Night-Out': 'Friday Night Out',
};
const DESCRIPTIONS = [
  'Paddle out for kayaking adventures on calm water.',
  'Origami folding and a gallery walk for families.',
  'Chess puzzles every afternoon, with snacks.',
];
const INSTRUCTORS = ['Maya Thompson', 'Jordan Ellis', 'Priya Raman'];

const day = (from: string, n: number) =>
  new Date(Date.parse(`${from}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** 48 activities over five programs, with every filter's values spread across them. */
export async function buildFixture(t: TestApp): Promise<Fixture> {
  const today = t.ctx.now().toISOString().slice(0, 10);
  const groupRows = await t.db
    .select({ id: interests.id, name: interests.name })
    .from(interests)
    .where(eq(interests.kind, 'activity'));
  const interestIds = new Map(groupRows.map((g) => [g.name, g.id]));
  const skillRows = await t.db
    .select({
      id: skillDevelopments.id,
      name: skillDevelopments.name,
      interestId: skillDevelopments.interestId,
    })
    .from(skillDevelopments);
  const groupOf = new Map(groupRows.map((g) => [g.id, g.name]));
  const skillIds = new Map(skillRows.map((s) => [`${groupOf.get(s.interestId)}/${s.name}`, s.id]));

  const programs: FixtureProgram[] = [];
  for (const [i, p] of PROGRAMS.entries()) {
    const [row] = await t.db
      .insert(activityProviders)
      .values({
        name: p.name,
        email: `program${i}@example.com`,
        website: `https://program${i}.example.com`,
        address: `${100 + i} Main St`,
        city: 'Raleigh',
        state: 'NC',
        zipCode: '27601',
        taxId: '12-3456789',
        cancellationPolicy: 'Full refund up to 30 days before.',
        latitude: p.at?.[0] ?? null,
        longitude: p.at?.[1] ?? null,
        specialistNotes: i === 0 ? 'Great coaches' : null,
      })
      .returning();
    programs.push({
      id: row!.id,
      name: row!.name,
      latitude: row!.latitude,
      longitude: row!.longitude,
      specialistNotes: row!.specialistNotes,
    });
  }

  const made: FixtureActivity[] = [];
  for (let i = 0; i < 48; i += 1) {
    const p = PROGRAMS[i % PROGRAMS.length]!;
    const program = programs[i % PROGRAMS.length]!;
    const campType = CAMP_TYPES[i % CAMP_TYPES.length]!;
    const skillNames = i % 3 === 0 ? [...p.focus.skills] : [p.focus.skills[i % 2]!];
    // From 10 days ago to about seven weeks out; some have ended, some are running.
    const startDate = day(today, ((i * 7) % 60) - 10);
    const endDate = day(startDate, (i % 4) * 3);
    const ages: [number, number] | null = i % 6 === 0 ? null : [4 + (i % 7), 4 + (i % 7) + (i % 5)];
    const grades: [number, number] | null =
      i % 5 === 0 ? null : [-1 + (i % 8), -1 + (i % 8) + (i % 3)];
    const totalSeats = i % 4 === 0 ? null : 10 + (i % 3) * 5;
    const reservedSeats = totalSeats === null ? 0 : i % 4 === 1 ? totalSeats : i % 10;
    const a: Omit<FixtureActivity, 'id'> = {
      program,
      name: `${LEVELS[i % LEVELS.length]} ${skillNames[0]} ${SUFFIX[campType]}`,
      description: DESCRIPTIONS[i % DESCRIPTIONS.length]!,
      instructor: INSTRUCTORS[i % INSTRUCTORS.length]!,
      details: 'Bring a water bottle.',
      otherInfo: i % 2 === 0 ? 'Extended care available.' : null,
      startDate,
      endDate,
      priceCents: (50 + ((i * 37) % 400)) * 100 + (i % 2) * 50,
      feeCents: i % 3 === 0 ? 2500 : 0,
      campType,
      ages,
      grades,
      totalSeats,
      reservedSeats,
      interests: [{ id: interestIds.get(p.focus.group)!, name: p.focus.group }],
      skills: skillNames.map((name) => ({ id: skillIds.get(`${p.focus.group}/${name}`)!, name })),
      specialistNotes: i === 1 ? 'Parents loved it' : null,
    };
    const [row] = await t.db
      .insert(activities)
      .values({
        providerId: program.id,
        name: a.name,
        url: `https://program.example.com/a/${i}`,
        priceCents: a.priceCents,
        feeCents: a.feeCents,
        startDate: a.startDate,
        endDate: a.endDate,
        startTime: '09:00',
        endTime: '15:30',
        sku: `FIX-${i}`,
        campType: a.campType,
        description: a.description,
        otherInfo: a.otherInfo,
        details: a.details,
        instructor: a.instructor,
        gradeLevelStart: a.grades?.[0] ?? null,
        gradeLevelEnd: a.grades?.[1] ?? null,
        ageMin: a.ages?.[0] ?? null,
        ageMax: a.ages?.[1] ?? null,
        mediaLink: `https://program.example.com/media/${i}`,
        totalSeats: a.totalSeats,
        reservedSeats: a.reservedSeats,
        location: `${100 + (i % PROGRAMS.length)} Main St, Raleigh, NC 27601`,
        latitude: program.latitude,
        longitude: program.longitude,
        specialistNotes: a.specialistNotes,
      })
      .returning({ id: activities.id });
    const id = row!.id;
    await t.db
      .insert(activityInterests)
      .values(a.interests.map((x) => ({ activityId: id, interestId: x.id })));
    await t.db
      .insert(activitySkillDevelopments)
      .values(a.skills.map((x) => ({ activityId: id, skillDevelopmentId: x.id })));
    made.push({ id, ...a });
  }
  return { today, programs, activities: made, interestIds, skillIds };
}

// ---- the model ------------------------------------------------------------------------------

/** Great-circle miles on earthdistance's sphere (radius 3,958.747716 miles). */
export function milesBetween(a: [number, number], b: [number, number]): number {
  const rad = Math.PI / 180;
  const [lat1, lng1] = [a[0] * rad, a[1] * rad];
  const [lat2, lng2] = [b[0] * rad, b[1] * rad];
  const h =
    Math.sin((lat2 - lat1) / 2) ** 2 +
    Math.cos(lat1) * Math.cos(lat2) * Math.sin((lng2 - lng1) / 2) ** 2;
  return 2 * 3958.747716 * Math.asin(Math.min(1, Math.sqrt(h)));
}

function levenshtein(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const up = prev[j]!;
      prev[j] = Math.min(prev[j]! + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return prev[b.length]!;
}

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * The product's reading of a search word: a word of the activity starts with it (search as you
 * type) or is one typo away from it (two for long words).
 */
function wordMatches(query: string, word: string): boolean {
  if (word.startsWith(query)) return true;
  const distance = levenshtein(query, word);
  return (query.length >= 4 && distance <= 1) || (query.length >= 7 && distance <= 2);
}

function searchableWords(a: FixtureActivity): string[] {
  return [
    a.name,
    a.description,
    a.instructor,
    a.details,
    a.otherInfo ?? '',
    a.program.name,
    ...a.skills.map((s) => s.name),
    ...a.interests.map((i) => i.name),
  ].flatMap(wordsOf);
}

const overlaps = (range: [number, number] | null, asked: readonly [number, number]) =>
  range !== null && range[0] <= asked[1] && range[1] >= asked[0];

/** The activities a query should find, in the page order (start date, then id). */
export function expected(f: Fixture, q: Partial<CatalogSearchQuery>): FixtureActivity[] {
  return f.activities
    .filter((a) => a.endDate >= f.today)
    .filter((a) => {
      const words = wordsOf(q.by_search ?? '');
      const own = searchableWords(a);
      return words.every((w) => own.some((o) => wordMatches(w, o)));
    })
    .filter((a) => !q.by_start_date || a.startDate >= q.by_start_date)
    .filter((a) => !q.by_end_date || a.endDate <= q.by_end_date)
    .filter((a) => q.by_min_price === undefined || a.priceCents >= q.by_min_price * 100)
    .filter((a) => q.by_max_price === undefined || a.priceCents <= q.by_max_price * 100)
    .filter((a) => !q.by_camp_type || q.by_camp_type.includes(a.campType))
    .filter((a) => !q.by_age_level || overlaps(a.ages, q.by_age_level))
    .filter((a) => !q.by_grade_level || overlaps(a.grades, q.by_grade_level))
    .filter((a) => !q.by_activity_provider || q.by_activity_provider.includes(a.program.id))
    .filter((a) => !q.by_interests || a.interests.some((i) => q.by_interests!.includes(i.id)))
    .filter(
      (a) =>
        !q.by_skill_development || a.skills.some((s) => q.by_skill_development!.includes(s.id)),
    )
    .filter((a) => {
      const open = a.totalSeats === null || a.totalSeats > a.reservedSeats;
      if (q.by_avaible_seats && !q.by_unavaible_seats) return open;
      if (q.by_unavaible_seats && !q.by_avaible_seats) return !open;
      return true;
    })
    .filter((a) => {
      const d = q.by_distance;
      if (!d || d.radius >= 500) return true;
      const { latitude, longitude } = a.program;
      return (
        latitude !== null &&
        longitude !== null &&
        milesBetween(d.coordinates, [latitude, longitude]) <= d.radius
      );
    })
    .sort((x, y) =>
      x.startDate === y.startDate ? x.id - y.id : x.startDate < y.startDate ? -1 : 1,
    );
}

// ---- calling the API --------------------------------------------------------------------------

export async function makeSpecialist(t: TestApp): Promise<string> {
  const user = await makeUser(t, { role: 'Specialist' });
  return (await signIn(t, 'Specialist', user)).token;
}

/** A test app with the fixture catalog (and its typo dictionary), and a signed-in specialist. */
export async function openCatalog(): Promise<{ t: TestApp; f: Fixture; token: string }> {
  const t = await createTestApp();
  const f = await buildFixture(t);
  await refreshSearchWords(t.ctx);
  return { t, f, token: await makeSpecialist(t) };
}

/** One page, checked against the shared response schema. */
export async function searchPage(
  t: TestApp,
  token: string,
  query: Partial<CatalogSearchQuery> | string,
): Promise<CatalogSearchResponse> {
  const qs = typeof query === 'string' ? query : catalogSearchParams(query).toString();
  const res = await call(t, 'GET', `${SEARCH_URL}${qs ? `?${qs}` : ''}`, undefined, { token });
  expect(res.statusCode, res.body).toBe(200);
  return catalogSearchResponseSchema.parse(res.json());
}

/** Every page of a search: the ids in order, and the count every page reported. */
export async function searchAll(
  t: TestApp,
  token: string,
  query: Partial<CatalogSearchQuery>,
): Promise<{ ids: number[]; count: number; pages: number }> {
  const first = await searchPage(t, token, query);
  const ids = first.activities.map((a) => a.id);
  for (let page = 2; page <= first.pages; page += 1) {
    const next = await searchPage(t, token, { ...query, page });
    expect(next.count).toBe(first.count);
    expect(next.page).toBe(page);
    ids.push(...next.activities.map((a) => a.id));
  }
  expect(first.pages).toBe(Math.max(Math.ceil(first.count / CATALOG_SEARCH_PAGE_SIZE), 1));
  return { ids, count: first.count, pages: first.pages };
}
