import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { activities } from '../../src/db/schema/activities.js';
import { paymentPlans } from '../../src/db/schema/payment-plans.js';
import { sendDueReminders } from '../../src/modules/reminders/service.js';
import { createTestApps, type TestApp, type TestApps } from '../test-app.js';
import { call, outboxFor, signIn } from '../auth/helpers.js';
import { makeActivity, makeFamily, makeItineraryActivity } from '../factories.js';
import { makeApprovedItinerary, makeProviders } from '../payments/checkout/helpers.js';
import { payDepositLocally } from '../payments/refunds/helpers.js';
import { planRows, setNow } from '../payments/plans/helpers.js';

// Reminder e-mails (7 days and 1 day before a paid activity starts, 3 days before each
// instalment): the job is driven with a given "now"; two instances running it at once send each
// reminder once, and a parent who turned a kind off gets none of it.

const PREFS = '/api/v1/parents/reminders';

describe('reminders', () => {
  let two: TestApps;
  let t: TestApp;
  let p: Awaited<ReturnType<typeof makeProviders>>;
  let keen: Awaited<ReturnType<typeof makeFamily>> & { token: string };
  let quiet: Awaited<ReturnType<typeof makeFamily>> & { token: string };
  let planned: Awaited<ReturnType<typeof makeApprovedItinerary>>;

  /** Both instances run the job at `iso` at the same moment. */
  const runBoth = (iso: string) =>
    Promise.all(two.apps.map((app) => sendDueReminders(app.ctx, new Date(iso))));

  const mailsOf = async (email: string, template: string) =>
    (await outboxFor(t, email)).filter((m) => m.template === template);

  beforeAll(async () => {
    two = await createTestApps(2);
    t = two.apps[0]!;
    setNow(t, '2026-11-25T12:00:00Z');
    p = await makeProviders(t);
    // Two families with a paid place at Lake Week (starts Monday 2027-06-14, 9:00).
    keen = { ...(await makeFamily(t, { itinerary: { status: 'approved' } })), token: '' };
    quiet = { ...(await makeFamily(t, { itinerary: { status: 'approved' } })), token: '' };
    for (const fam of [keen, quiet]) {
      await makeItineraryActivity(t, {
        itineraryId: fam.itinerary.id,
        activityId: p.lake.id,
        paidBy: fam.parent.id,
      });
      fam.token = (await signIn(t, 'Parent', fam.parent)).token;
    }
    // A third family pays Hill Week through a payment plan.
    planned = await makeApprovedItinerary(t, [p.hill.id]);
    await payDepositLocally(t, planned);
    await t.db
      .update(activities)
      .set({ whatToBring: 'Sunscreen and a refillable water bottle.' })
      .where(eq(activities.id, p.lake.id));
    // Pine Lake Camp asks for a waiver in the app; keen signs it for their child, quiet does not.
    const director = (await signIn(t, 'CampDirector', p.pineDirector)).token;
    const waiver = await call(
      t,
      'PUT',
      `/api/v1/camp_directors/activity_providers/${p.pine.id}/waiver`,
      { waiver: { title: 'Lake waiver', required: true, body: 'I allow my child to take part.' } },
      { token: director },
    );
    expect(waiver.statusCode, waiver.body).toBe(200);
    const signed = await call(
      t,
      'POST',
      `/api/v1/parents/itineraries/${keen.itinerary.id}/waiver_signatures`,
      {
        program_id: p.pine.id,
        season: 2027,
        waiver_version: 1,
        signer_name: 'Kim Keen',
        signed_on: '2026-11-25',
        agree: true,
      },
      { token: keen.token },
    );
    expect(signed.statusCode, signed.body).toBe(201);
  }, 60_000);
  afterAll(async () => {
    await two?.close();
  });

  it('the preferences start on; the parent turns a kind off; others are refused', async () => {
    const res = await call(t, 'GET', PREFS, undefined, { token: quiet.token });
    expect(res.json()).toEqual({
      reminders: { activity_week: true, activity_day: true, instalment: true },
    });
    const off = await call(
      t,
      'PUT',
      PREFS,
      { activity_week: false, activity_day: true, instalment: true },
      { token: quiet.token },
    );
    expect(off.statusCode, off.body).toBe(200);
    expect((await call(t, 'GET', PREFS, undefined, { token: quiet.token })).json()).toEqual({
      reminders: { activity_week: false, activity_day: true, instalment: true },
    });
    const bad = await call(t, 'PUT', PREFS, { activity_week: 'no' }, { token: quiet.token });
    expect(bad.statusCode).toBe(422);
    expect((await call(t, 'GET', PREFS)).statusCode).toBe(401);
    const director = (await signIn(t, 'CampDirector', p.pineDirector)).token;
    expect((await call(t, 'PUT', PREFS, {}, { token: director })).statusCode).toBe(403);
    // Unchanged by the refused requests.
    expect((await call(t, 'GET', PREFS, undefined, { token: quiet.token })).json()).toEqual({
      reminders: { activity_week: false, activity_day: true, instalment: true },
    });
  });

  it('3 days before an instalment: one e-mail, however many runs', async () => {
    const { instalments } = await planRows(t, planned.itinerary.id);
    const first = instalments.find((i) => i.sequence === 1)!;
    const due = new Date(`${first.dueDate}T00:00:00Z`);
    // Four days before: not yet.
    const early = new Date(due.getTime() - 4 * 86_400_000).toISOString();
    expect((await runBoth(early)).map((r) => r.instalment)).toEqual([0, 0]);
    const onTime = new Date(due.getTime() - 3 * 86_400_000 + 3_600_000).toISOString();
    const sent = await runBoth(onTime);
    expect(sent.map((r) => r.instalment).sort()).toEqual([0, 1]);
    await runBoth(onTime);
    const mails = await mailsOf(planned.parent.email, 'instalment_reminder');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Reminder: \$[\d,.]+ will be charged on /);
    expect(mails[0]!.text).toContain(`Instalment 1 of ${instalments.length - 1}`);
    expect(mails[0]!.text).toContain('Hill Week');
  });

  it('a plan that is no longer active is not reminded', async () => {
    const { instalments } = await planRows(t, planned.itinerary.id);
    const second = instalments.find((i) => i.sequence === 2);
    if (!second) return;
    await t.db
      .update(paymentPlans)
      .set({ status: 'canceled' })
      .where(eq(paymentPlans.itineraryId, planned.itinerary.id));
    const due = new Date(`${second.dueDate}T00:00:00Z`);
    await runBoth(new Date(due.getTime() - 2 * 86_400_000).toISOString());
    expect(await mailsOf(planned.parent.email, 'instalment_reminder')).toHaveLength(1);
  });

  it('7 days before the start: what to bring, where, drop-off and the waiver, once, to those who keep it', async () => {
    // 9 AM in Raleigh (EDT), where Lake Week and Hill Week take place.
    const sent = await runBoth('2027-06-07T13:00:00Z');
    expect(sent.reduce((s, r) => s + r.activity_week, 0)).toBe(2); // keen's and planned's places
    await runBoth('2027-06-08T13:00:00Z');
    const mails = await mailsOf(keen.parent.email, 'activity_reminder');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Reminder: Lake Week starts on Monday, June 14, 2027');
    expect(mails[0]!.text).toContain('Drop-off: 9:00 AM');
    expect(mails[0]!.text).toContain('Location: 1 Main St, Raleigh, NC 27601');
    expect(mails[0]!.text).toContain('What to bring: Sunscreen and a refillable water bottle.');
    expect(mails[0]!.text).toContain('Waiver: signed for Riley on Wednesday, November 25, 2026.');
    // Hill Week says nothing to bring and its program asks for no waiver.
    const [hill] = await mailsOf(planned.parent.email, 'activity_reminder');
    expect(hill!.text).toContain('What to bring: see the camp page,');
    expect(hill!.text).toContain('Waiver: Oak Hill Camp asks for no waiver.');
    expect(await mailsOf(quiet.parent.email, 'activity_reminder')).toHaveLength(0);
  });

  it('the day before: the other reminder, to both families, once', async () => {
    await runBoth('2027-06-13T13:00:00Z');
    await runBoth('2027-06-13T14:00:00Z');
    const keenMails = await mailsOf(keen.parent.email, 'activity_reminder');
    expect(keenMails.map((m) => m.subject).sort()).toEqual([
      'Reminder: Lake Week starts on Monday, June 14, 2027',
      'Reminder: Lake Week starts tomorrow',
    ]);
    const quietMails = await mailsOf(quiet.parent.email, 'activity_reminder');
    expect(quietMails.map((m) => m.subject)).toEqual(['Reminder: Lake Week starts tomorrow']);
    // Quiet's child has no signature: the reminder says so and where to sign.
    expect(quietMails[0]!.text).toContain(
      `Waiver: not signed yet for Riley. Pine Lake Camp asks for it before the first day. Read and sign it: http`,
    );
    expect(quietMails[0]!.text).toContain(`/profile/payment/${quiet.itinerary.id}`);
    // Nothing on the day itself or after.
    const after = await runBoth('2027-06-14T14:00:00Z');
    expect(after.every((r) => r.activity_day === 0 && r.activity_week === 0)).toBe(true);
  });

  it('counts the days where the activity is: not "tomorrow" the evening before by UTC, and from 8 AM there', async () => {
    // A week in Los Angeles, starting Monday 2027-07-05; UTC is 7 hours ahead (PDT).
    const coast = await makeActivity(t, p.pine.id, {
      name: 'Coast Week',
      startDate: '2027-07-05',
      endDate: '2027-07-09',
      latitude: 34.05,
      longitude: -118.24,
      location: '200 Ocean Ave, Los Angeles, CA 90001',
    });
    const west = await makeFamily(t, { itinerary: { status: 'approved' } });
    await makeItineraryActivity(t, {
      itineraryId: west.itinerary.id,
      activityId: coast.id,
      paidBy: west.parent.id,
    });
    const subjects = async () =>
      (await mailsOf(west.parent.email, 'activity_reminder')).map((m) => m.subject);

    // Saturday 2027-07-03, 8 PM there (already Sunday in UTC): the week's reminder, not the day's.
    await runBoth('2027-07-04T03:00:00Z');
    expect(await subjects()).toEqual(['Reminder: Coast Week starts on Monday, July 5, 2027']);
    // Sunday, 7 AM there: the day's reminder waits for 8 AM.
    await runBoth('2027-07-04T14:00:00Z');
    expect(await subjects()).toHaveLength(1);
    await runBoth('2027-07-04T15:00:00Z');
    expect((await subjects()).sort()).toEqual([
      'Reminder: Coast Week starts on Monday, July 5, 2027',
      'Reminder: Coast Week starts tomorrow',
    ]);
  });
});
