import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { accountsFile, workerPort } from './servers';
import { waitForMail } from './support';

// What the journeys that set their scene through the API share: the demo and staff accounts
// e2e/start-server.sh wrote for this worker's product, a session token, an authenticated JSON
// call, and a demo parent's password set from a reset e-mail.

export interface Credentials {
  email: string;
  password: string;
}

export const accounts = JSON.parse(readFileSync(accountsFile(workerPort()), 'utf8')) as {
  demoDirector: Credentials;
  demoDirector2: Credentials;
  demoParent: Credentials;
  demoSpecialist: Credentials;
};

/** Signs in through the area's sessions call and answers the token. */
export async function token(request: APIRequestContext, area: string, who: Credentials) {
  const res = await request.post(`/api/v1/${area}/sessions`, { data: who });
  expect(res.ok(), `${area} sign-in`).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/** One authenticated call that must succeed; answers its JSON body. */
export async function call<T>(
  request: APIRequestContext,
  method: 'get' | 'post' | 'put',
  url: string,
  t: string,
  data?: unknown,
): Promise<T> {
  const res = await request[method](url, { headers: { authorization: `Bearer ${t}` }, data });
  expect(res.ok(), `${method.toUpperCase()} ${url}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/**
 * The clashes of an itinerary's schedule checks (two activities at the same time, or too far
 * apart to travel between) as the activity id pairs a send, an accept or an approval sends to
 * keep them: activities a journey takes from the demo catalog may well clash.
 */
export async function clashPairs(
  request: APIRequestContext,
  id: number,
  specialistToken: string,
): Promise<number[][]> {
  const { itinerary } = await call<{
    itinerary: { schedule_checks: { kind: string; activity_ids: number[] }[] };
  }>(request, 'get', `/api/v1/specialists/itineraries/${id}`, specialistToken);
  return itinerary.schedule_checks
    .filter((c) => c.kind === 'overlap' || c.kind === 'travel')
    .map((c) => c.activity_ids);
}

/** A demo family has no known password: it sets one from a reset e-mail. */
export async function parentPassword(page: Page, email: string): Promise<string> {
  const asked = await page.request.post('/api/v1/parents/passwords/emails', { data: { email } });
  expect(asked.ok()).toBe(true);
  const mail = await waitForMail(page.request, email, /password/i);
  await page.goto(mail.links.find((l) => l.includes('reset-password')) ?? mail.links[0]!);
  const password = 'Paying-2026-ok';
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Password was reseted successfully!')).toBeVisible();
  return password;
}

/** An activity as the specialists' catalog answers it. */
export interface CatalogActivity {
  id: number;
  name: string;
  provider_name: string;
  available_seats: number | null;
  start_date?: string;
  price?: number;
}

/**
 * A demo plan in progress of the demo specialist that no journey has touched yet (no activity on
 * it, not the demo parent's): the payment journeys each take one and leave it approved. The demo
 * seed keeps more than the journeys of one database take
 * (apps/api/src/db/seed/demo-itineraries.ts): none left is a failure, not a reason to skip.
 */
export async function untouchedDemoPlan(
  request: APIRequestContext,
  specialistToken: string,
  /** A family on Premium only (more than one child's questionnaire). */
  { premium = false } = {},
): Promise<{ id: number; parentEmail: string; parentName: string }> {
  const { itineraries } = await call<{ itineraries: { id: number }[] }>(
    request,
    'get',
    '/api/v1/specialists/itineraries?by_status=in_progress',
    specialistToken,
  );
  for (const it of itineraries) {
    const { itinerary } = await call<{
      itinerary: {
        parent: { email: string; name: string; package_type: string | null };
        specialist: { email: string } | null;
        itinerary_activities: unknown[];
      };
    }>(request, 'get', `/api/v1/specialists/itineraries/${it.id}`, specialistToken);
    if (
      itinerary.specialist?.email === accounts.demoSpecialist.email &&
      itinerary.parent.email !== accounts.demoParent.email &&
      itinerary.itinerary_activities.length === 0 &&
      (!premium || itinerary.parent.package_type === 'Premium')
    )
      return { id: it.id, parentEmail: itinerary.parent.email, parentName: itinerary.parent.name };
  }
  throw new Error('no untouched demo plan in progress left in this database');
}

/** The demo specialist's and the demo director's tokens, which the payment journeys work with. */
export async function demoStaffTokens(request: APIRequestContext) {
  return {
    specialist: await token(request, 'specialists', accounts.demoSpecialist),
    director: await token(request, 'camp_directors', accounts.demoDirector),
  };
}

/**
 * A paid family of the demo queue with a new plan (not the demo parent), taken by the demo
 * specialist ("Assign to me"): the first in the queue or the last, so that two journeys take two
 * different ones. The demo seed keeps more than the journeys of one database take: none left is
 * a failure.
 */
export async function takeDraftDemoPlan(
  request: APIRequestContext,
  specialistToken: string,
  which: 'first' | 'last',
): Promise<{ id: number; parentEmail: string }> {
  const { itineraries } = await call<{
    itineraries: { id: number; assignable: boolean; parent: { email: string } }[];
  }>(request, 'get', '/api/v1/specialists/itineraries?by_status=draft', specialistToken);
  const fresh = (it: (typeof itineraries)[number]) =>
    it.assignable && it.parent.email !== accounts.demoParent.email;
  const plan = which === 'first' ? itineraries.find(fresh) : itineraries.findLast(fresh);
  if (!plan) throw new Error('no paid family left in the demo queue of this database');
  await call(request, 'get', `/api/v1/specialists/itineraries/${plan.id}/apply`, specialistToken);
  return { id: plan.id, parentEmail: plan.parent.email };
}

/** The names of a director's programs, as the catalog's `provider_name` reads them. */
export async function programNames(
  request: APIRequestContext,
  directorToken: string,
): Promise<Set<string>> {
  const providers = await call<Record<string, { name: string }[]>>(
    request,
    'get',
    '/api/v1/camp_directors/activity_providers',
    directorToken,
  );
  return new Set(
    Object.values(providers)
      .find((v) => Array.isArray(v))!
      .map((p) => p.name),
  );
}

/**
 * An activity of the director's programs with a seat limit and seats left, from the specialist's
 * catalog for the itinerary: the first one, or the last ('last': a journey that fills it takes
 * one the others do not).
 */
export async function directorActivityWithSeats(
  request: APIRequestContext,
  tokens: { specialist: string; director: string },
  itineraryId: number,
  which: 'first' | 'last' = 'first',
): Promise<CatalogActivity> {
  const names = await programNames(request, tokens.director);
  const found = await call<{ activities: CatalogActivity[] }>(
    request,
    'get',
    `/api/v1/specialists/activities?itinerary_id=${itineraryId}&by_available_seats=true`,
    tokens.specialist,
  );
  const withSeats = (a: CatalogActivity) =>
    names.has(a.provider_name) && a.available_seats !== null && a.available_seats > 0;
  const chosen =
    which === 'first' ? found.activities.find(withSeats) : found.activities.findLast(withSeats);
  expect(chosen, 'an activity with a seat count of the demo director').toBeTruthy();
  return chosen!;
}

/**
 * The specialist's loop through the API: the activities added to the plan, the plan sent, the
 * family (its password set from a reset e-mail) accepts it, the specialist approves it. Answers
 * the family's password and token.
 */
export async function approvedWith(
  page: Page,
  specialistToken: string,
  plan: { id: number; parentEmail: string },
  activityIds: number[],
): Promise<{ password: string; parent: string }> {
  const { request } = page;
  const send = await sentWith(request, specialistToken, plan.id, activityIds);
  const password = await parentPassword(page, plan.parentEmail);
  const parent = await token(request, 'parents', { email: plan.parentEmail, password });
  await acceptedAndApproved(request, { specialist: specialistToken, parent }, plan.id, send);
  return { password, parent };
}

/**
 * The same loop for a family whose token the journey already holds (a second child's plan): the
 * activities added, the plan sent, accepted by the family and approved.
 */
export async function approvedFor(
  request: APIRequestContext,
  tokens: { specialist: string; parent: string },
  id: number,
  activityIds: number[],
): Promise<void> {
  const clashes = await sentWith(request, tokens.specialist, id, activityIds);
  await acceptedAndApproved(request, tokens, id, clashes);
}

/** The activities added to the plan and the plan sent; answers the clashes acknowledged. */
async function sentWith(
  request: APIRequestContext,
  specialistToken: string,
  id: number,
  activityIds: number[],
): Promise<unknown> {
  for (const activityId of activityIds)
    await call(request, 'post', '/api/v1/specialists/itinerary_activities', specialistToken, {
      itinerary_activity: { activity_id: activityId, itinerary_id: id },
    });
  const clashes = await clashPairs(request, id, specialistToken);
  await call(
    request,
    'post',
    `/api/v1/specialists/itineraries/${id}/send_to_parent`,
    specialistToken,
    { alternate_request: false, acknowledged_clashes: clashes },
  );
  return clashes;
}

async function acceptedAndApproved(
  request: APIRequestContext,
  tokens: { specialist: string; parent: string },
  id: number,
  clashes: unknown,
): Promise<void> {
  await call(request, 'put', `/api/v1/parents/itineraries/${id}`, tokens.parent, {
    id,
    itinerary: { status: 'accepted', acknowledged_clashes: clashes },
  });
  await call(request, 'put', `/api/v1/specialists/itineraries/${id}`, tokens.specialist, {
    itinerary_action: 'approve',
    acknowledged_clashes: clashes,
  });
}

/** A person on a child's lists, as the child's profile keeps them. */
export interface ChildContact {
  name: string;
  phone: string;
  relation: string;
}

/**
 * Puts `person` on the authorised pickup list of one of the family's children (its profile
 * replaced with everything else as it was; a child known only from a questionnaire gets a date
 * of birth from its age, as the family would give on the profile page).
 */
export async function authorisePickup(
  request: APIRequestContext,
  parentToken: string,
  childId: number,
  person: ChildContact,
): Promise<void> {
  const child = await call<{
    first_name: string;
    date_of_birth: string | null;
    age: number | null;
    rising_grade_level: number | null;
    health: Record<string, string | null>;
    emergency_contacts: ChildContact[];
    authorized_pickups: ChildContact[];
  }>(request, 'get', `/api/v1/parents/children/${childId}`, parentToken);
  const born = child.date_of_birth ?? `${new Date().getUTCFullYear() - (child.age ?? 8)}-01-15`;
  await call(request, 'put', `/api/v1/parents/children/${childId}`, parentToken, {
    first_name: child.first_name,
    date_of_birth: born,
    rising_grade_level: child.rising_grade_level,
    health: child.health,
    emergency_contacts: child.emergency_contacts,
    authorized_pickups: [...child.authorized_pickups, person],
  });
}
