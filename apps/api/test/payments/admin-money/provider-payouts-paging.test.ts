import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderPayoutsResponse } from '@camp/shared/admin-payments';
import * as payoutsRepo from '../../../src/data/commerce/payouts.js';
import { createTestApp, type TestApp } from '../../test-app.js';
import { call, makeUser, signIn } from '../../auth/helpers.js';
import { makeAdmin } from '../../director-onboarding/helpers.js';
import { makeApprovedItinerary, makeProviders } from '../checkout/helpers.js';
import { payLocally } from '../refunds/helpers.js';
import { PROVIDERS_URL } from './helpers.js';

let t: TestApp;
let admin: { token: string; id: number };
let directorToken: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t);
  const p = await makeProviders(t);
  directorToken = (await signIn(t, 'CampDirector', p.pineDirector)).token;
  // Two providers with sales, and 21 held ones without: more than one page of 20.
  await payLocally(t, await makeApprovedItinerary(t, [p.hill.id]));
  await payLocally(t, await makeApprovedItinerary(t, [p.lake.id, p.hill.id]));
  for (let i = 0; i < 21; i += 1) {
    const director = await makeUser(t, {
      role: 'CampDirector',
      director: 'active',
      name: `Held Director ${i}`,
    });
    await payoutsRepo.insertHold(t.db, {
      providerUserId: director.id,
      reason: 'Review',
      heldById: admin.id,
    });
  }
});
afterAll(async () => {
  await t.close();
});

const page = async (query: Record<string, string>) => {
  const res = await call(t, 'GET', PROVIDERS_URL, undefined, { token: admin.token, query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProviderPayoutsResponse>();
};

/** Every page of the list in the given order. */
const everyPage = async (query: Record<string, string>) => {
  const first = await page(query);
  const rest = [];
  for (let n = 2; n <= first.pagy.pages; n += 1)
    rest.push(await page({ ...query, page: String(n) }));
  return { first, providers: [first, ...rest].flatMap((r) => r.providers) };
};

describe('GET /api/v1/admins/payouts/providers, paged and ordered', () => {
  it('pages 20 at a time by default: no provider twice, none left out, totals over every page', async () => {
    const { first, providers } = await everyPage({});
    expect(first.pagy.count).toBeGreaterThanOrEqual(23);
    expect(first.providers).toHaveLength(20);
    expect(first.pagy.pages).toBe(Math.ceil(first.pagy.count / 20));
    const ids = providers.map((p) => p.provider_user_id);
    expect(new Set(ids).size).toBe(first.pagy.count);
    expect(ids).toHaveLength(first.pagy.count);
    const sum = (f: (p: (typeof providers)[number]) => number) =>
      providers.reduce((s, p) => s + f(p), 0);
    expect(first.totals).toEqual({
      gross_cents: sum((p) => p.gross_cents),
      platform_fee_cents: sum((p) => p.platform_fee_cents),
      net_cents: sum((p) => p.net_cents),
    });
    // Largest sales first by default.
    const gross = providers.map((p) => p.gross_cents);
    expect(gross).toEqual([...gross].sort((a, b) => b - a));
    const second = await page({ page: '2' });
    expect(second.totals).toEqual(first.totals);
    expect(second.pagy.page).toBe(2);

    const big = await page({ per_page: '50' });
    expect(big.providers).toHaveLength(Math.min(50, big.pagy.count));
    expect(big.pagy.pages).toBe(Math.ceil(big.pagy.count / 50));
  });

  it('orders by any sum either way, or by name; the CSV export keeps the same order', async () => {
    for (const sort of [
      'net_cents',
      'pending_cents',
      'platform_fee_cents',
      'paid_out_cents',
    ] as const) {
      const { providers } = await everyPage({ sort, order: 'asc' });
      const values = providers.map((p) => p[sort]);
      expect(values, sort).toEqual([...values].sort((a, b) => a - b));
    }
    const byName = await everyPage({ sort: 'provider_name', order: 'asc' });
    const heldNames = byName.providers
      .map((p) => p.provider_name)
      .filter((n) => n.startsWith('Held Director '));
    expect(heldNames.indexOf('Held Director 1')).toBeLessThan(heldNames.indexOf('Held Director 2'));

    const exported = await call(t, 'GET', `${PROVIDERS_URL}/export`, undefined, {
      token: admin.token,
      query: { sort: 'provider_name', order: 'asc' },
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const rows = parse(exported.body, { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => Number(r.provider_user_id))).toEqual(
      byName.providers.map((p) => p.provider_user_id),
    );
    const byGross = await call(t, 'GET', `${PROVIDERS_URL}/export`, undefined, {
      token: admin.token,
    });
    const grossRows = parse(byGross.body, { columns: true }) as Record<string, string>[];
    expect(grossRows.map((r) => Number(r.provider_user_id))).toEqual(
      (await everyPage({})).providers.map((p) => p.provider_user_id),
    );
  });

  it('refuses a bad page size, order or sort with 422, after who is asking (401, 403)', async () => {
    for (const [url, key, value] of [
      [PROVIDERS_URL, 'sort', 'email'],
      [PROVIDERS_URL, 'order', 'up'],
      [PROVIDERS_URL, 'per_page', '7'],
      [PROVIDERS_URL, 'page', '0'],
      [`${PROVIDERS_URL}/export`, 'sort', 'email'],
      [`${PROVIDERS_URL}/export`, 'order', 'sideways'],
    ] as const) {
      const bad = await call(t, 'GET', url, undefined, {
        token: admin.token,
        query: { [key]: value },
      });
      expect(bad.statusCode, `${url} ${key}`).toBe(422);
      expect(Object.keys(bad.json<{ errors: object }>().errors)).toEqual([key]);
      expect((await call(t, 'GET', url, undefined, { query: { [key]: value } })).statusCode).toBe(
        401,
      );
      const refused = await call(t, 'GET', url, undefined, {
        token: directorToken,
        query: { [key]: value },
      });
      expect(refused.statusCode).toBe(403);
    }
  });
});
