import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROGRAM_HAS_ACTIVITIES_MESSAGE,
  PROGRAM_LOGO_INVALID,
  directorProgramListSchema,
  directorProgramResponseSchema,
  interestOptionsSchema,
  type DirectorProgram,
} from '@camp/shared/director-program';
import { PROGRAM_MESSAGES } from '@camp/shared/program';
import { PHONE_INVALID, PHONE_REQUIRED } from '@camp/shared/phone';
import { ZIP_INVALID } from '@camp/shared/zip';
import { PROGRAM_INTERESTS, SKILL_GROUPS } from '@camp/shared/enums';
import { activities } from '../../src/db/schema/activities.js';
import { activityProviders } from '../../src/db/schema/activity-providers.js';
import { activityProviderInterests } from '../../src/db/schema/activity-provider-interests.js';
import { interests } from '../../src/db/schema/interests.js';
import { uploadedFiles } from '../../src/db/schema/uploaded-files.js';
import { generateSku } from '../../src/lib/sku.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { call, makeUser, signIn } from '../auth/helpers.js';

const PROGRAMS = '/api/v1/camp_directors/activity_providers';
const INTERESTS = '/api/v1/camp_directors/interests';

let t: TestApp;
let token: string;
let directorId: number;
let otherToken: string;
let otherId: number;
let programInterestIds: number[];
let activityInterestId: number;

beforeAll(async () => {
  t = await createTestApp();
  const director = await makeUser(t, { role: 'CampDirector', director: 'active' });
  directorId = director.id;
  token = (await signIn(t, 'CampDirector', director)).token;
  const other = await makeUser(t, { role: 'CampDirector', director: 'active' });
  otherId = other.id;
  otherToken = (await signIn(t, 'CampDirector', other)).token;
  const rows = await t.db
    .select({ id: interests.id, kind: interests.kind })
    .from(interests)
    .orderBy(asc(interests.position), asc(interests.id));
  programInterestIds = rows.filter((r) => r.kind === 'program').map((r) => r.id);
  activityInterestId = rows.find((r) => r.kind === 'activity')!.id;
}, 60_000);
afterAll(async () => {
  await t.close();
});

function validProgram(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Sunny Day Camps',
    email: 'info@sunnyday.example',
    website: 'sunnyday.example',
    address: '100 Main St',
    address2: 'Suite 2',
    city: 'Raleigh',
    state: 'NC',
    zip_code: '27601',
    phone_number: '(919) 555-0123',
    faq: 'sunnyday.example/faq',
    interest_ids: [programInterestIds[0], programInterestIds[2]],
    waiver_form_url: '',
    logo: '',
    description: 'Outdoor fun.',
    special_needs_array: ['dietary'],
    special_needs: { dietary: 'Nut-free kitchen', physical_disabilities: 'dropped: unchecked' },
    tax_id: '12-3456789',
    personal_growth: 'Confidence',
    financial_aid_description: 'Need-based',
    financial_aid_percent: '25',
    financial_aid_link: '',
    cancellation_policy: 'Full refund up to 14 days before the start.',
    ...overrides,
  };
}

async function createProgram(
  overrides: Record<string, unknown> = {},
  as = token,
): Promise<DirectorProgram> {
  const res = await call(
    t,
    'POST',
    PROGRAMS,
    { activity_provider: validProgram(overrides) },
    {
      token: as,
    },
  );
  expect(res.statusCode, res.body).toBe(201);
  return directorProgramResponseSchema.parse(res.json()).activity_provider;
}

async function programCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(activityProviders);
  return row!.n;
}

let activitySeq = 0;
async function insertActivity(providerId: number) {
  activitySeq += 1;
  const [row] = await t.db
    .insert(activities)
    .values({
      providerId,
      name: `Robotics Week ${activitySeq}`,
      url: 'https://camp.example/robotics',
      priceCents: 25_000,
      startDate: '2027-06-14',
      endDate: '2027-06-18',
      startTime: '09:00',
      endTime: '15:00',
      sku: generateSku(providerId),
      campType: 'Day',
      mediaLink: 'https://camp.example/robotics.jpg',
      location: '100 Main St, Suite 2, Raleigh, NC 27601',
    })
    .returning();
  return row!;
}

describe('GET /api/v1/camp_directors/interests', () => {
  it('answers the seeded program interests, and activity interests with their skills', async () => {
    const res = await call(t, 'GET', INTERESTS, undefined, { token });
    expect(res.statusCode).toBe(200);
    const body = interestOptionsSchema.parse(res.json());
    expect(body.program_interests.map((i) => i.name)).toEqual([...PROGRAM_INTERESTS]);
    expect(body.activity_interests.map((i) => i.name)).toEqual(SKILL_GROUPS.map((g) => g.name));
    for (const [i, group] of SKILL_GROUPS.entries()) {
      expect(body.activity_interests[i]!.skill_developments.map((s) => s.name)).toEqual([
        ...group.skills,
      ]);
    }
  });

  it('is for signed-in, confirmed camp directors only', async () => {
    expect((await call(t, 'GET', INTERESTS)).statusCode).toBe(401);
    const parent = await makeUser(t, { role: 'Parent' });
    const parentToken = (await signIn(t, 'Parent', parent)).token;
    expect((await call(t, 'GET', INTERESTS, undefined, { token: parentToken })).statusCode).toBe(
      403,
    );
  });
});

describe('POST /api/v1/camp_directors/activity_providers', () => {
  it('creates a program labelled Registered, with its interests, location and coordinates', async () => {
    const program = await createProgram();
    expect(program).toMatchObject({
      name: 'Sunny Day Camps',
      email: 'info@sunnyday.example',
      website: 'https://sunnyday.example',
      address2: 'Suite 2',
      zip_code: '27601',
      phone_number: '+19195550123',
      faq: 'https://sunnyday.example/faq',
      interest_ids: [programInterestIds[0], programInterestIds[2]],
      waiver_form_url: null,
      logo: null,
      logo_url: null,
      special_needs_array: ['dietary'],
      // Unchecked needs lose their text.
      special_needs: { dietary: 'Nut-free kitchen' },
      financial_aid_percent: 25,
      financial_aid_link: null,
      label: 'Registered',
      location: '100 Main St, Suite 2, Raleigh, NC 27601',
      activities_count: 0,
    });
    // 27601 is Raleigh, from the offline ZIP code table.
    expect(program.latitude).toBeCloseTo(35.77, 1);
    expect(program.longitude).toBeCloseTo(-78.63, 1);
    const [row] = await t.db
      .select()
      .from(activityProviders)
      .where(eq(activityProviders.id, program.id));
    expect(row!.directorId).toBe(directorId);
    expect(row!.label).toBe('Registered');
    const links = await t.db
      .select()
      .from(activityProviderInterests)
      .where(eq(activityProviderInterests.activityProviderId, program.id));
    expect(links.map((l) => l.interestId).sort((a, b) => a - b)).toEqual(
      [programInterestIds[0]!, programInterestIds[2]!].sort((a, b) => a - b),
    );
  });

  it('leaves the coordinates empty for a ZIP code the table does not know', async () => {
    const program = await createProgram({ zip_code: '99999' });
    expect(program.latitude).toBeNull();
    expect(program.longitude).toBeNull();
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['missing name', { name: '' }, 'name', PROGRAM_MESSAGES.nameRequired],
    ['long name', { name: 'x'.repeat(256) }, 'name', PROGRAM_MESSAGES.nameTooLong],
    ['missing email', { email: '' }, 'email', PROGRAM_MESSAGES.emailRequired],
    ['bad email', { email: 'not-an-email' }, 'email', PROGRAM_MESSAGES.emailInvalid],
    ['missing website', { website: '' }, 'website', PROGRAM_MESSAGES.websiteRequired],
    ['bad website', { website: 'not a site' }, 'website', PROGRAM_MESSAGES.websiteInvalid],
    ['missing address', { address: '' }, 'address', PROGRAM_MESSAGES.addressRequired],
    ['missing city', { city: '' }, 'city', PROGRAM_MESSAGES.cityRequired],
    ['missing state', { state: ' ' }, 'state', PROGRAM_MESSAGES.stateRequired],
    ['missing ZIP code', { zip_code: '' }, 'zip_code', PROGRAM_MESSAGES.zipRequired],
    ['bad ZIP code', { zip_code: '2760' }, 'zip_code', ZIP_INVALID],
    ['missing phone', { phone_number: '' }, 'phone_number', PHONE_REQUIRED],
    ['bad phone', { phone_number: '123' }, 'phone_number', PHONE_INVALID],
    [
      'missing interests',
      { interest_ids: undefined },
      'interest_ids',
      PROGRAM_MESSAGES.interestRequired,
    ],
    ['no interests', { interest_ids: [] }, 'interest_ids', PROGRAM_MESSAGES.interestMin],
    ['missing tax id', { tax_id: '' }, 'tax_id', PROGRAM_MESSAGES.taxIdRequired],
    [
      'missing cancellation policy',
      { cancellation_policy: '' },
      'cancellation_policy',
      PROGRAM_MESSAGES.cancellationPolicyRequired,
    ],
    [
      'aid percent over 100',
      { financial_aid_percent: 101 },
      'financial_aid_percent',
      PROGRAM_MESSAGES.financialAidPercent,
    ],
    [
      'aid percent below 0',
      { financial_aid_percent: -1 },
      'financial_aid_percent',
      PROGRAM_MESSAGES.financialAidPercent,
    ],
    [
      'aid percent not whole',
      { financial_aid_percent: 2.5 },
      'financial_aid_percent',
      PROGRAM_MESSAGES.financialAidPercent,
    ],
    ['bad FAQ link', { faq: 'nope nope' }, 'faq', PROGRAM_MESSAGES.faqInvalid],
    [
      'bad waiver link',
      { waiver_form_url: 'nope nope' },
      'waiver_form_url',
      PROGRAM_MESSAGES.waiverInvalid,
    ],
    [
      'bad aid link',
      { financial_aid_link: 'nope nope' },
      'financial_aid_link',
      PROGRAM_MESSAGES.financialAidLinkInvalid,
    ],
    [
      'unknown special need',
      { special_needs_array: ['flying'] },
      'special_needs_array',
      PROGRAM_MESSAGES.specialNeedInvalid,
    ],
  ];
  for (const [label, overrides, field, message] of cases) {
    it(`refuses a ${label} with '${message}' and stores nothing`, async () => {
      const before = await programCount();
      const res = await call(
        t,
        'POST',
        PROGRAMS,
        { activity_provider: validProgram(overrides) },
        {
          token,
        },
      );
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json<{ errors: Record<string, string[]> }>().errors[field]).toContain(message);
      expect(await programCount()).toBe(before);
    });
  }

  it('accepts the financial aid percent bounds 0 and 100', async () => {
    expect((await createProgram({ financial_aid_percent: 0 })).financial_aid_percent).toBe(0);
    expect((await createProgram({ financial_aid_percent: 100 })).financial_aid_percent).toBe(100);
  });

  it('refuses an interest that does not exist or is not a program interest', async () => {
    const before = await programCount();
    for (const ids of [[999_999], [programInterestIds[0], activityInterestId]]) {
      const res = await call(
        t,
        'POST',
        PROGRAMS,
        {
          activity_provider: validProgram({ interest_ids: ids }),
        },
        { token },
      );
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errors: { interest_ids: ['Invalid option'] } });
    }
    expect(await programCount()).toBe(before);
  });

  it('refuses a logo signed_id that does not exist', async () => {
    const before = await programCount();
    const res = await call(
      t,
      'POST',
      PROGRAMS,
      {
        activity_provider: validProgram({ logo: 'no-such-upload' }),
      },
      { token },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { logo: [PROGRAM_LOGO_INVALID] } });
    expect(await programCount()).toBe(before);
  });

  it('attaches the director’s own uploaded logo and refuses another user’s', async () => {
    const [own, theirs] = await t.db
      .insert(uploadedFiles)
      .values([
        {
          key: 'logos/own-logo',
          filename: 'own.png',
          contentType: 'image/png',
          byteSize: 10,
          checksum: 'a'.repeat(64),
          ownerId: directorId,
          signedId: 'own-logo',
        },
        {
          key: 'logos/their-logo',
          filename: 'theirs.png',
          contentType: 'image/png',
          byteSize: 10,
          checksum: 'b'.repeat(64),
          ownerId: otherId,
          signedId: 'their-logo',
        },
      ])
      .returning();
    const program = await createProgram({ logo: own!.signedId });
    expect(program.logo).toBe('own-logo');
    expect(program.logo_url).toBe('/rails/active_storage/blobs/own-logo/own.png');

    const before = await programCount();
    const res = await call(
      t,
      'POST',
      PROGRAMS,
      {
        activity_provider: validProgram({ logo: theirs!.signedId }),
      },
      { token },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { logo: [PROGRAM_LOGO_INVALID] } });
    expect(await programCount()).toBe(before);
  });

  it('is for confirmed camp directors only', async () => {
    const before = await programCount();
    const body = { activity_provider: validProgram() };
    expect((await call(t, 'POST', PROGRAMS, body)).statusCode).toBe(401);
    const unconfirmed = await makeUser(t, { role: 'CampDirector', confirmed: false });
    const res = await call(t, 'POST', '/api/v1/camp_directors/sessions', {
      email: unconfirmed.email,
      password: unconfirmed.password,
    });
    const unconfirmedToken = res.json<{ token: string }>().token;
    expect(unconfirmedToken).toBeTruthy();
    expect((await call(t, 'POST', PROGRAMS, body, { token: unconfirmedToken })).statusCode).toBe(
      403,
    );
    const specialist = await makeUser(t, { role: 'Specialist' });
    const specialistToken = (await signIn(t, 'Specialist', specialist)).token;
    expect((await call(t, 'POST', PROGRAMS, body, { token: specialistToken })).statusCode).toBe(
      403,
    );
    expect(await programCount()).toBe(before);
  });
});

describe('GET, PUT and DELETE /api/v1/camp_directors/activity_providers/:id', () => {
  it('shows the director’s own program', async () => {
    const program = await createProgram({ name: 'Shown Camp' });
    const res = await call(t, 'GET', `${PROGRAMS}/${program.id}`, undefined, { token });
    expect(res.statusCode).toBe(200);
    expect(directorProgramResponseSchema.parse(res.json()).activity_provider).toEqual(program);
  });

  it('answers 404 for another director’s program, a missing one and a bad id, changing nothing', async () => {
    const theirs = await createProgram({ name: 'Their Camp' }, otherToken);
    for (const id of [String(theirs.id), '999999', 'abc', '0', '-1']) {
      const url = `${PROGRAMS}/${id}`;
      expect((await call(t, 'GET', url, undefined, { token })).statusCode).toBe(404);
      expect(
        (
          await call(
            t,
            'PUT',
            url,
            { activity_provider: validProgram({ name: 'Hijack' }) },
            { token },
          )
        ).statusCode,
      ).toBe(404);
      expect((await call(t, 'DELETE', url, undefined, { token })).statusCode).toBe(404);
    }
    const res = await call(t, 'GET', `${PROGRAMS}/${theirs.id}`, undefined, { token: otherToken });
    expect(res.json<{ activity_provider: DirectorProgram }>().activity_provider).toEqual(theirs);
  });

  it('updates every field and replaces the interests', async () => {
    const program = await createProgram({ name: 'Before Camp' });
    const res = await call(
      t,
      'PUT',
      `${PROGRAMS}/${program.id}`,
      {
        activity_provider: validProgram({
          name: 'After Camp',
          address2: '',
          interest_ids: [programInterestIds[5]],
          special_needs_array: [],
          special_needs: { dietary: 'dropped' },
          financial_aid_percent: '',
        }),
      },
      { token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const updated = directorProgramResponseSchema.parse(res.json()).activity_provider;
    expect(updated).toMatchObject({
      id: program.id,
      name: 'After Camp',
      address2: null,
      interest_ids: [programInterestIds[5]],
      special_needs_array: [],
      special_needs: {},
      financial_aid_percent: null,
      label: 'Registered',
      location: '100 Main St, Raleigh, NC 27601',
    });
  });

  it('moves the program’s activities with a change of address', async () => {
    const program = await createProgram({ name: 'Moving Camp' });
    const activity = await insertActivity(program.id);
    const res = await call(
      t,
      'PUT',
      `${PROGRAMS}/${program.id}`,
      {
        activity_provider: validProgram({
          address: '5 Oak Ave',
          address2: '',
          city: 'Durham',
          zip_code: '27701',
        }),
      },
      { token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const [moved] = await t.db.select().from(activities).where(eq(activities.id, activity.id));
    expect(moved!.location).toBe('5 Oak Ave, Durham, NC 27701');
    expect(moved!.latitude).toBeCloseTo(36.0, 0);
    expect(moved!.longitude).toBeCloseTo(-78.9, 0);
  });

  it('keeps the program unchanged when an update is invalid', async () => {
    const program = await createProgram({ name: 'Stable Camp' });
    const res = await call(
      t,
      'PUT',
      `${PROGRAMS}/${program.id}`,
      { activity_provider: validProgram({ name: '', interest_ids: [] }) },
      { token },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      errors: {
        name: [PROGRAM_MESSAGES.nameRequired],
        interest_ids: [PROGRAM_MESSAGES.interestMin],
      },
    });
    const after = await call(t, 'GET', `${PROGRAMS}/${program.id}`, undefined, { token });
    expect(after.json<{ activity_provider: DirectorProgram }>().activity_provider).toEqual(program);
  });

  it('refuses to delete a program with activities, then deletes it once they are gone', async () => {
    const program = await createProgram({ name: 'Busy Camp' });
    const activity = await insertActivity(program.id);
    const refused = await call(t, 'DELETE', `${PROGRAMS}/${program.id}`, undefined, { token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      errors: { _base: [PROGRAM_HAS_ACTIVITIES_MESSAGE] },
      _base: [PROGRAM_HAS_ACTIVITIES_MESSAGE],
    });
    const still = await call(t, 'GET', `${PROGRAMS}/${program.id}`, undefined, { token });
    expect(
      still.json<{ activity_provider: DirectorProgram }>().activity_provider.activities_count,
    ).toBe(1);

    await t.db.delete(activities).where(eq(activities.id, activity.id));
    const deleted = await call(t, 'DELETE', `${PROGRAMS}/${program.id}`, undefined, { token });
    expect(deleted.statusCode).toBe(204);
    expect(
      (await call(t, 'GET', `${PROGRAMS}/${program.id}`, undefined, { token })).statusCode,
    ).toBe(404);
    const links = await t.db
      .select()
      .from(activityProviderInterests)
      .where(eq(activityProviderInterests.activityProviderId, program.id));
    expect(links).toEqual([]);
  });
});

describe('GET /api/v1/camp_directors/activity_providers (paging)', () => {
  it('lists only the director’s programs, newest first, 10 a page, with bounded pages', async () => {
    const director = await makeUser(t, { role: 'CampDirector', director: 'active' });
    const own = (await signIn(t, 'CampDirector', director)).token;

    const empty = await call(t, 'GET', PROGRAMS, undefined, { token: own });
    expect(empty.json()).toEqual({ activity_providers: [], pagy: { count: 0, pages: 1, page: 1 } });

    const names: string[] = [];
    for (let i = 1; i <= 12; i += 1) {
      names.push(`Camp ${i}`);
      await createProgram({ name: `Camp ${i}` }, own);
    }
    await createProgram({ name: 'Not mine' }, otherToken);

    const page = async (q?: string) => {
      const res = await call(t, 'GET', PROGRAMS, undefined, {
        token: own,
        ...(q === undefined ? {} : { query: { page: q } }),
      });
      expect(res.statusCode, res.body).toBe(200);
      return directorProgramListSchema.parse(res.json());
    };

    const first = await page();
    expect(first.pagy).toEqual({ count: 12, pages: 2, page: 1 });
    expect(first.activity_providers.map((p) => p.name)).toEqual(names.slice(2).reverse());
    const second = await page('2');
    expect(second.pagy).toEqual({ count: 12, pages: 2, page: 2 });
    expect(second.activity_providers.map((p) => p.name)).toEqual(['Camp 2', 'Camp 1']);
    // Out of bounds: below 1 or not a number reads as 1, past the end as the last page.
    for (const q of ['0', '-3', 'abc', '']) expect((await page(q)).pagy.page).toBe(1);
    expect((await page('99')).pagy.page).toBe(2);
    expect((await page('99')).activity_providers.map((p) => p.name)).toEqual(['Camp 2', 'Camp 1']);
  });

  it('is for signed-in camp directors only', async () => {
    expect((await call(t, 'GET', PROGRAMS)).statusCode).toBe(401);
  });
});
