import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.js';
import {
  DUPLICATE_URL,
  activityBody,
  activityOf,
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

// The days of the week an activity meets: given by the form, or the default rule when a request
// (an older client) does not say.

let t: TestApp;
let tags: Tags;
let owner: Director;

beforeAll(async () => {
  t = await createTestApp();
  tags = await tagOptions(t);
  owner = await makeDirector(t);
});
afterAll(async () => t?.close());

const MON_FRI = ['mon', 'tue', 'wed', 'thu', 'fri'];

describe('meeting days', () => {
  it('stores the given days in week order and counts the duration in days met', async () => {
    const program = await makeProgram(t, owner.id);
    // Dec 6, 2026 (Sunday) to Jan 30, 2027 (Saturday): 8 weeks, 16 Tuesdays and Thursdays.
    const dto = await createVia(
      t,
      owner,
      program.id,
      activityBody(tags, {
        camp_type: 'Classes',
        date: ['2026-12-06', '2027-01-30'],
        meeting_days: ['Thu', 'tue'],
      }),
    );
    expect(dto.meeting_days).toEqual(['tue', 'thu']);
    expect(dto.duration).toBe(16);
    expect((await activityRow(t, dto.id))?.meetingDays).toEqual(['tue', 'thu']);
  });

  it.each([
    ['a day camp', 'Day', ['2027-06-07', '2027-06-18'], MON_FRI],
    ['an overnight camp', 'Overnight', ['2027-06-07', '2027-06-18'], [...MON_FRI, 'sat', 'sun']],
    ['a weekend-only event', 'Day', ['2027-06-12', '2027-06-13'], ['sat', 'sun']],
  ])(
    'applies the default to %s when the request does not say',
    async (_n, campType, date, days) => {
      const program = await makeProgram(t, owner.id);
      const dto = await createVia(
        t,
        owner,
        program.id,
        activityBody(tags, { camp_type: campType, date }),
      );
      expect(dto.meeting_days).toEqual(days);
    },
  );

  it('refuses a bad value or days outside the dates with a field error, creating nothing', async () => {
    const program = await makeProgram(t, owner.id);
    for (const [meeting_days, message] of [
      [
        ['mon', 'funday'],
        'Meeting days must be days of the week, such as Mon, Wed, Fri or Mon-Fri',
      ],
      [[], 'Choose at least 1 meeting day'],
      [['sun'], 'Meeting days must include at least one day between the start and end dates'],
    ] as const) {
      const res = await as(t, owner).post(listUrl(program.id), {
        activity: activityBody(tags, { date: ['2027-06-07', '2027-06-11'], meeting_days }),
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(errorsOf(res)).toEqual({ meeting_days: [message] });
    }
    expect((await allActivities(t)).filter((a) => a.providerId === program.id)).toEqual([]);
  });

  it('keeps the stored days on an edit that does not send them, and changes them when sent', async () => {
    const program = await makeProgram(t, owner.id);
    const created = await createVia(
      t,
      owner,
      program.id,
      activityBody(tags, { camp_type: 'Afterschool', meeting_days: ['mon', 'wed'] }),
    );
    const kept = await as(t, owner).put(activityUrl(created.id), {
      activity: activityBody(tags, { camp_type: 'Afterschool', price: '80' }),
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(activityOf(kept).meeting_days).toEqual(['mon', 'wed']);
    const changed = await as(t, owner).put(activityUrl(created.id), {
      activity: activityBody(tags, { camp_type: 'Afterschool', meeting_days: 'Tue-Thu' }),
    });
    expect(activityOf(changed).meeting_days).toEqual(['tue', 'wed', 'thu']);
  });

  it('a duplicate takes its own days, or its original’s when it does not say', async () => {
    const program = await makeProgram(t, owner.id);
    const original = await createVia(
      t,
      owner,
      program.id,
      activityBody(tags, { camp_type: 'Classes', meeting_days: ['tue', 'thu'] }),
    );
    const inherit = await as(t, owner).post(DUPLICATE_URL, {
      activity: { ...activityBody(tags), parent_activity_id: original.id },
    });
    expect(inherit.statusCode, inherit.body).toBe(201);
    expect(activityOf(inherit).meeting_days).toEqual(['tue', 'thu']);
    const own = await as(t, owner).post(DUPLICATE_URL, {
      activity: { ...activityBody(tags), parent_activity_id: original.id, meeting_days: ['fri'] },
    });
    expect(activityOf(own).meeting_days).toEqual(['fri']);
  });
});
