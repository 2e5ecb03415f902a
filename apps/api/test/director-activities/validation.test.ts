import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_MESSAGES as M } from '@camp/shared/activity';
import { createTestApp, type TestApp } from '../test-app.js';
import {
  DUPLICATE_URL,
  activityBody,
  activityRow,
  activityUrl,
  allActivities,
  as,
  createVia,
  errorsOf,
  listUrl,
  makeDirector,
  makeProgram,
  tagOptions,
  type Director,
  type Tags,
} from './helpers.js';

let t: TestApp;
let tags: Tags;
let director: Director;
let programId: number;

beforeAll(async () => {
  t = await createTestApp();
  tags = await tagOptions(t);
  director = await makeDirector(t);
  programId = (await makeProgram(t, director.id)).id;
});
afterAll(async () => t?.close());

type Case = [
  label: string,
  overrides: () => Record<string, unknown>,
  field: string,
  message: string,
];

// Every rule of the director's activity form with its exact message.
const CASES: Case[] = [
  ['name missing', () => ({ name: undefined }), 'name', M.nameRequired],
  ['name blank', () => ({ name: '   ' }), 'name', M.nameRequired],
  ['name too long', () => ({ name: 'x'.repeat(256) }), 'name', M.nameTooLong],
  ['url blank', () => ({ url: ' ' }), 'url', M.urlRequired],
  ['url invalid', () => ({ url: 'not a url' }), 'url', M.urlInvalid],
  ['date missing', () => ({ date: undefined }), 'date', M.dateRequired],
  ['date empty pair', () => ({ date: ['', ''] }), 'date', M.dateRequired],
  ['date one end', () => ({ date: ['2027-06-07', ''] }), 'date', M.dateBothEnds],
  ['date not a date', () => ({ date: ['2027-02-30', '2027-03-01'] }), 'date', M.dateInvalid],
  ['date reversed', () => ({ date: ['2027-06-11', '2027-06-07'] }), 'date', M.dateOrder],
  ['price blank', () => ({ price: '' }), 'price', M.priceRequired],
  ['price below 1', () => ({ price: '0.5' }), 'price', M.priceMin],
  ['price negative', () => ({ price: '-5' }), 'price', M.priceMin],
  ['price text', () => ({ price: 'ten' }), 'price', M.priceInvalid],
  ['price decimals', () => ({ price: '10.123' }), 'price', M.priceDecimals],
  ['price too high', () => ({ price: '1000001' }), 'price', M.priceMax],
  ['start time blank', () => ({ start_time: '' }), 'start_time', M.startTimeRequired],
  ['start time invalid', () => ({ start_time: '25:00' }), 'start_time', M.startTimeInvalid],
  ['end time blank', () => ({ end_time: '' }), 'end_time', M.endTimeRequired],
  ['end time invalid', () => ({ end_time: 'noon' }), 'end_time', M.endTimeInvalid],
  ['camp type blank', () => ({ camp_type: '' }), 'camp_type', M.campTypeRequired],
  ['camp type unknown', () => ({ camp_type: 'Weekly' }), 'camp_type', M.campTypeInvalid],
  ['location blank', () => ({ location: '' }), 'location', M.locationRequired],
  ['media link blank', () => ({ media_link: '' }), 'media_link', M.mediaLinkRequired],
  ['media link invalid', () => ({ media_link: 'video' }), 'media_link', M.mediaLinkInvalid],
  [
    'optional media link invalid',
    () => ({ optional_media_link: 'x y' }),
    'optional_media_link',
    M.mediaLinkInvalid,
  ],
  [
    'grade end missing',
    () => ({ grade_level_start: '2', grade_level_end: '' }),
    'grade_level_end',
    M.gradeLevelRequired,
  ],
  [
    'grade start missing',
    () => ({ grade_level_start: '', grade_level_end: '2' }),
    'grade_level_start',
    M.gradeLevelRequired,
  ],
  [
    'grade out of range',
    () => ({ grade_level_start: '13' }),
    'grade_level_start',
    M.gradeLevelInvalid,
  ],
  [
    'grades reversed',
    () => ({ grade_level_start: '5', grade_level_end: '2' }),
    'grade_level_end',
    M.gradeLevelOrder,
  ],
  ['age below 4', () => ({ age_level: [3, 9] }), 'age_level', M.ageLevelRange],
  ['age above 18', () => ({ age_level: [4, 19] }), 'age_level', M.ageLevelRange],
  ['ages reversed', () => ({ age_level: [10, 6] }), 'age_level', M.ageLevelOrder],
  ['interests missing', () => ({ interest_ids: undefined }), 'interest_ids', M.interestsRequired],
  ['interests empty', () => ({ interest_ids: [] }), 'interest_ids', M.minOneOption],
  [
    'skills missing',
    () => ({ skill_development: undefined }),
    'skill_development',
    M.skillDevelopmentRequired,
  ],
  ['skills empty', () => ({ skill_development: [] }), 'skill_development', M.minOneOption],
  [
    'reserved without total',
    () => ({ total_seats: '', reserved_seats: '3' }),
    'reserved_seats',
    M.reservedWithoutTotal,
  ],
  [
    'reserved over total',
    () => ({ total_seats: '3', reserved_seats: '4' }),
    'reserved_seats',
    M.reservedOverTotal,
  ],
  ['seats fractional', () => ({ total_seats: '2.5' }), 'total_seats', M.seatsWhole],
  ['seats negative', () => ({ total_seats: '-1' }), 'total_seats', M.seatsNegative],
  ['seats too many', () => ({ total_seats: '100001' }), 'total_seats', M.seatsMax],
  ['fee text', () => ({ fee: 'free' }), 'fee', M.feeInvalid],
  ['fee negative', () => ({ fee: '-1' }), 'fee', M.feeNegative],
  ['fee decimals', () => ({ fee: '1.005' }), 'fee', M.feeDecimals],
  [
    'interest of programs, not activities',
    () => ({ interest_ids: [tags.programInterest] }),
    'interest_ids',
    'Invalid option',
  ],
  ['unknown interest', () => ({ interest_ids: [999999] }), 'interest_ids', 'Invalid option'],
  [
    'skill outside the chosen interests',
    () => ({ interest_ids: [tags.interestA], skill_development: [tags.skillB1] }),
    'skill_development',
    'Invalid option',
  ],
];

describe('create: each rule answers 422 with its message and creates nothing', () => {
  it.each(CASES)('%s', async (_label, overrides, field, message) => {
    const before = await allActivities(t);
    const res = await as(t, director).post(listUrl(programId), {
      activity: activityBody(tags, overrides()),
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(errorsOf(res)[field]).toEqual([message]);
    expect(await allActivities(t)).toEqual(before);
  });
});

describe('update of an original: the same rules, and nothing changes', () => {
  it.each(CASES)('%s', async (_label, overrides, field, message) => {
    const activity = await createVia(t, director, programId, activityBody(tags));
    const before = await activityRow(t, activity.id);
    const res = await as(t, director).put(activityUrl(activity.id), {
      activity: activityBody(tags, overrides()),
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(errorsOf(res)[field]).toEqual([message]);
    expect(await activityRow(t, activity.id)).toEqual(before);
  });
});

describe('duplicates: the rules of the fields a duplicate submits', () => {
  const inherited = new Set([
    'name',
    'camp_type',
    'media_link',
    'optional_media_link',
    'grade_level_start',
    'grade_level_end',
    'age_level',
    'interest_ids',
    'skill_development',
    'fee',
  ]);
  const own = CASES.filter(([, , field]) => !inherited.has(field));

  it.each(own)('create: %s', async (_label, overrides, field, message) => {
    const parent = await createVia(t, director, programId, activityBody(tags));
    const before = await allActivities(t);
    const res = await as(t, director).post(DUPLICATE_URL, {
      activity: { ...activityBody(tags, overrides()), parent_activity_id: parent.id },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(errorsOf(res)[field]).toEqual([message]);
    expect(await allActivities(t)).toEqual(before);
  });

  it.each(own)('update: %s', async (_label, overrides, field, message) => {
    const parent = await createVia(t, director, programId, activityBody(tags));
    const dupRes = await as(t, director).post(DUPLICATE_URL, {
      activity: { ...activityBody(tags), parent_activity_id: parent.id },
    });
    const dup = dupRes.json<{ activity: { id: number } }>().activity;
    const before = await activityRow(t, dup.id);
    const res = await as(t, director).put(activityUrl(dup.id), {
      activity: activityBody(tags, overrides()),
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(errorsOf(res)[field]).toEqual([message]);
    expect(await activityRow(t, dup.id)).toEqual(before);
  });

  it('needs the parent activity', async () => {
    for (const parent of [undefined, '', 'abc', 0]) {
      const res = await as(t, director).post(DUPLICATE_URL, {
        activity: { ...activityBody(tags), parent_activity_id: parent },
      });
      expect(res.statusCode).toBe(422);
      expect(errorsOf(res).parent_activity_id).toEqual([M.parentActivityRequired]);
    }
  });
});

describe('list filters', () => {
  it('rejects a malformed date filter and a bad page', async () => {
    const bad = await as(t, director).get(listUrl(programId), { by_start_date: '06/07/2027' });
    expect(bad.statusCode).toBe(422);
    expect(errorsOf(bad).by_start_date).toEqual([M.dateInvalid]);
    const badEnd = await as(t, director).get(listUrl(programId), { by_end_date: '2027-13-01' });
    expect(errorsOf(badEnd).by_end_date).toEqual([M.dateInvalid]);
    const page = await as(t, director).get(listUrl(programId), { page: 'two' });
    expect(page.statusCode).toBe(422);
  });
});
