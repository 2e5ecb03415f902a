import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Receipt, ReceiptSummary, Statement } from '@camp/shared/receipts';
import { payoutLedgerEntries } from '../../../src/db/schema/payouts.js';
import { users } from '../../../src/db/schema/users.js';
import { createTestApp, type TestApp } from '../../test-app.js';
import { call, makeUser, outboxFor, signIn } from '../../auth/helpers.js';
import { makeApprovedItinerary, makeProviders } from '../checkout/helpers.js';
import { DIRECTOR_URL, PARENT_URL, payDepositLocally, payLocally } from '../refunds/helpers.js';
import { setNow } from '../plans/helpers.js';

// A family's receipts (one per payment, as JSON, PDF and e-mail) and its year-end statement of
// care per child and provider, net of refunds; nobody else's.

const RECEIPTS = '/api/v1/parents/receipts';
const STATEMENTS = '/api/v1/parents/statements';

describe('receipts and statements', () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof makeProviders>>;
  let fam: Awaited<ReturnType<typeof makeApprovedItinerary>>;
  let other: Awaited<ReturnType<typeof makeApprovedItinerary>>;
  let key: string;

  beforeAll(async () => {
    t = await createTestApp();
    setNow(t, '2026-11-25T12:00:00Z');
    p = await makeProviders(t);
    // Lake Week $360.05 (Pine Lake) and Hill Week $200.00 (Oak Hill), paid in one checkout.
    fam = await makeApprovedItinerary(t, [p.lake.id, p.hill.id]);
    await payLocally(t, fam);
    // Hill Week is canceled with $50.00 back.
    const hillPlace = fam.items.find((i) => i.activityId === p.hill.id)!;
    const asked = await call(
      t,
      'POST',
      PARENT_URL,
      { itinerary_activity_id: hillPlace.id, reason: 'We moved' },
      { token: fam.token },
    );
    expect(asked.statusCode, asked.body).toBe(201);
    const oakToken = (await signIn(t, 'CampDirector', p.oakDirector)).token;
    const id = asked.json<{ cancellation_request: { id: number } }>().cancellation_request.id;
    const decided = await call(
      t,
      'PUT',
      `${DIRECTOR_URL}/${id}`,
      { decision: 'approve', refund_amount_cents: 5_000 },
      { token: oakToken },
    );
    expect(decided.statusCode, decided.body).toBe(200);
    // Another family pays Hill Week through a payment plan: a deposit now.
    other = await makeApprovedItinerary(t, [p.hill.id]);
    await payDepositLocally(t, other);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, token?: string) =>
    call(t, 'GET', url, undefined, token ? { token } : {});

  it('lists one receipt per payment with its refunds subtracted', async () => {
    const res = await get(RECEIPTS, fam.token);
    expect(res.statusCode, res.body).toBe(200);
    const { receipts } = res.json<{ receipts: ReceiptSummary[] }>();
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({
      kind: 'checkout',
      amount_cents: 56_005,
      refunded_cents: 5_000,
      net_cents: 51_005,
    });
    expect(receipts[0]!.description.split(', ').sort()).toEqual(['Hill Week', 'Lake Week']);
    expect(receipts[0]!.number).toMatch(/^A-\d{6}$/);
    key = receipts[0]!.key;
  });

  it('a plan deposit is a receipt of its own', async () => {
    const { receipts } = (await get(RECEIPTS, other.token)).json<{ receipts: ReceiptSummary[] }>();
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.kind).toBe('instalment');
    expect(receipts[0]!.description).toMatch(/^Deposit: Hill Week$/);
    expect(receipts[0]!.refunded_cents).toBe(0);
    const detail = (await get(`${RECEIPTS}/${receipts[0]!.key}`, other.token)).json<{
      receipt: Receipt;
    }>().receipt;
    expect(detail.lines).toHaveLength(1);
    expect(detail.lines[0]!.amount_cents).toBe(receipts[0]!.amount_cents);
    expect(detail.lines[0]!.provider?.name).toBe('Oak Hill Camp');
  });

  it('a receipt names the child, the dates of care and the provider with its tax id', async () => {
    const res = await get(`${RECEIPTS}/${key}`, fam.token);
    expect(res.statusCode, res.body).toBe(200);
    const { receipt } = res.json<{ receipt: Receipt }>();
    expect(receipt.payer).toEqual({ name: 'Jamie Fox', email: fam.parent.email });
    expect(receipt.lines).toHaveLength(2);
    expect(receipt.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          description: 'Lake Week',
          child_name: 'Riley',
          start_date: '2027-06-14',
          end_date: '2027-06-18',
          amount_cents: 36_005,
          provider: expect.objectContaining({ name: 'Pine Lake Camp', tax_id: '12-3456789' }),
        }),
        expect.objectContaining({ description: 'Hill Week', amount_cents: 20_000 }),
      ]),
    );
  });

  it('downloads as a PDF', async () => {
    const res = await get(`${RECEIPTS}/${key}/pdf`, fam.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="receipt-A-\d{6}\.pdf"$/,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(1000);
  });

  it('e-mails a copy through the outbox', async () => {
    const res = await call(t, 'POST', `${RECEIPTS}/${key}/email`, undefined, { token: fam.token });
    expect(res.statusCode, res.body).toBe(202);
    const mails = (await outboxFor(t, fam.parent.email)).filter(
      (m) => m.template === 'receipt_copy',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Net paid: $510.05');
    expect(mails[0]!.text).toContain('Refunded: $50.00');
    expect(mails[0]!.text).toContain('Pine Lake Camp (Tax ID 12-3456789)');
  });

  it('the statement gives each child and provider what was paid net of refunds', async () => {
    const res = await get(`${STATEMENTS}/2026`, fam.token);
    expect(res.statusCode, res.body).toBe(200);
    const { statement } = res.json<{ statement: Statement }>();
    expect(statement.net_cents).toBe(51_005);
    expect(statement.years).toEqual([2026]);
    expect(statement.children).toHaveLength(1);
    const child = statement.children[0]!;
    expect(child).toMatchObject({
      child_id: fam.child!.id,
      child_name: 'Riley',
      net_cents: 51_005,
    });
    expect(child.providers.map((x) => [x.name, x.tax_id, x.net_cents])).toEqual([
      ['Oak Hill Camp', '12-3456789', 15_000],
      ['Pine Lake Camp', '12-3456789', 36_005],
    ]);
    expect(child.providers[0]!.lines[0]).toMatchObject({
      description: 'Hill Week',
      start_date: '2027-06-14',
      paid_cents: 20_000,
      refunded_cents: 5_000,
      net_cents: 15_000,
    });
    expect(child.providers[0]!.address).toMatch(/Raleigh|NC/);
    // One child's statement, and a year with nothing paid.
    const one = await get(`${STATEMENTS}/2026?child_id=${fam.child!.id}`, fam.token);
    expect(one.json<{ statement: Statement }>().statement.net_cents).toBe(51_005);
    const empty = (await get(`${STATEMENTS}/2025`, fam.token)).json<{ statement: Statement }>();
    expect(empty.statement.children).toEqual([]);
    expect(empty.statement.net_cents).toBe(0);
  });

  it('the statement’s year is the family’s own: late on December 31 at home is that year', async () => {
    const west = await makeApprovedItinerary(t, [p.lake.id]);
    await payLocally(t, west);
    // Booked at 10 PM on December 31, 2026 in Los Angeles: already 2027 in UTC and in Raleigh.
    await t.db
      .update(payoutLedgerEntries)
      .set({ createdAt: new Date('2027-01-01T06:00:00Z') })
      .where(
        inArray(
          payoutLedgerEntries.itineraryActivityId,
          west.items.map((i) => i.id),
        ),
      );
    const statementOf = async (year: number) =>
      (await get(`${STATEMENTS}/${year}`, west.token)).json<{ statement: Statement }>().statement;
    const inZip = (zip: string) =>
      t.db.update(users).set({ zipCode: zip }).where(eq(users.id, west.parent.id));

    await inZip('90001');
    const late = await statementOf(2026);
    expect(late.years).toEqual([2026]);
    expect(late.net_cents).toBe(36_005);
    expect((await statementOf(2027)).net_cents).toBe(0);
    await inZip('27601');
    expect((await statementOf(2027)).years).toEqual([2027]);
    expect((await statementOf(2027)).net_cents).toBe(36_005);
    expect((await statementOf(2026)).net_cents).toBe(0);
  });

  it('the statement downloads as a PDF', async () => {
    const res = await get(`${STATEMENTS}/2026/pdf?child_id=${fam.child!.id}`, fam.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="care-statement-2026-riley.pdf"',
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('another family sees none of it (404), and nothing is mailed', async () => {
    for (const url of [`${RECEIPTS}/${key}`, `${RECEIPTS}/${key}/pdf`]) {
      expect((await get(url, other.token)).statusCode).toBe(404);
    }
    const before = (await outboxFor(t, other.parent.email)).length;
    const mailed = await call(t, 'POST', `${RECEIPTS}/${key}/email`, undefined, {
      token: other.token,
    });
    expect(mailed.statusCode).toBe(404);
    expect(await outboxFor(t, other.parent.email)).toHaveLength(before);
    expect(
      (await get(`${STATEMENTS}/2026?child_id=${fam.child!.id}`, other.token)).statusCode,
    ).toBe(404);
    expect(
      (await get(`${STATEMENTS}/2026/pdf?child_id=${fam.child!.id}`, other.token)).statusCode,
    ).toBe(404);
  });

  it('asks who is asking first, and refuses bad keys and years', async () => {
    expect((await get(RECEIPTS)).statusCode).toBe(401);
    const director = (await signIn(t, 'CampDirector', p.pineDirector)).token;
    expect((await get(RECEIPTS, director)).statusCode).toBe(403);
    expect((await get(`${STATEMENTS}/2026`, director)).statusCode).toBe(403);
    const admin = (await signIn(t, 'Admin', await makeUser(t, { role: 'Admin' }))).token;
    expect((await get(`${RECEIPTS}/${key}`, admin)).statusCode).toBe(403);
    for (const bad of ['checkout-0', 'nope-1', 'checkout-99999999999', 'checkout-1x'])
      expect((await get(`${RECEIPTS}/${bad}`, fam.token)).statusCode).toBe(404);
    const year = await get(`${STATEMENTS}/1999`, fam.token);
    expect(year.statusCode).toBe(422);
    expect(year.json()).toEqual({ errors: { year: ['Year is invalid'] } });
    expect((await get(`${STATEMENTS}/abc`, fam.token)).statusCode).toBe(422);
  });
});
