import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import { PROGRAM_INTERESTS, SKILL_GROUPS } from '@camp/shared/enums';
import type { DbHandle } from '../../src/db/client.js';
import { seedReference } from '../../src/db/seed/reference.js';
import { interests } from '../../src/db/schema/interests.js';
import { skillDevelopments } from '../../src/db/schema/skill-developments.js';
import { packages } from '../../src/db/schema/packages.js';
import { coupons } from '../../src/db/schema/coupons.js';
import { openTestDb } from '../test-app.js';

describe('seedReference', () => {
  let handle: DbHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    // The template already ran seedReference once; these runs are the second and third.
    ({ handle, drop } = await openTestDb());
    await seedReference(handle.db);
    await seedReference(handle.db);
  });
  afterAll(async () => {
    await handle.close();
    await drop();
  });

  it('has the 8 skill groups and 10 program interests exactly once, in order', async () => {
    const rows = await handle.db
      .select({ name: interests.name, kind: interests.kind })
      .from(interests)
      .orderBy(asc(interests.kind), asc(interests.position));
    expect(rows.filter((r) => r.kind === 'activity').map((r) => r.name)).toEqual(
      SKILL_GROUPS.map((g) => g.name),
    );
    expect(rows.filter((r) => r.kind === 'program').map((r) => r.name)).toEqual([
      ...PROGRAM_INTERESTS,
    ]);
  });

  it('has every skill of every group once, without the blank entry', async () => {
    const [total] = await handle.db.select({ n: count() }).from(skillDevelopments);
    expect(total?.n).toBe(SKILL_GROUPS.reduce((n, g) => n + g.skills.length, 0));
    const sports = await handle.db
      .select({ name: skillDevelopments.name })
      .from(skillDevelopments)
      .innerJoin(interests, eq(interests.id, skillDevelopments.interestId))
      .where(eq(interests.name, 'Sports'));
    expect(sports.map((s) => s.name)).toContain('eGames');
    const blank = await handle.db
      .select()
      .from(skillDevelopments)
      .where(eq(skillDevelopments.name, ''));
    expect(blank).toEqual([]);
  });

  it('has the three packages with their types and prices', async () => {
    const rows = await handle.db
      .select({
        name: packages.name,
        priceCents: packages.priceCents,
        packageType: packages.packageType,
        interval: packages.interval,
      })
      .from(packages)
      .orderBy(asc(packages.priceCents));
    expect(rows).toEqual([
      { name: 'monthly', priceCents: 1200, packageType: 'Premium', interval: 'month' },
      { name: 'one_time', priceCents: 3600, packageType: 'Basic', interval: 'one_time' },
      { name: 'annually', priceCents: 9900, packageType: 'Premium', interval: 'year' },
    ]);
  });

  it('has the MYTRIAL coupon: first month free, monthly only', async () => {
    const rows = await handle.db.select().from(coupons).where(eq(coupons.code, 'MYTRIAL'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      discountType: 'percent',
      amount: 100,
      appliesTo: ['monthly'],
      freeMonths: 1,
      active: true,
    });
  });

  it('does not bring back a seeded interest or skill an admin renamed', async () => {
    await handle.db.update(interests).set({ name: 'Sport' }).where(eq(interests.name, 'Sports'));
    await handle.db
      .update(skillDevelopments)
      .set({ name: 'Video games' })
      .where(eq(skillDevelopments.name, 'eGames'));
    await seedReference(handle.db);
    const names = (await handle.db.select({ name: interests.name }).from(interests)).map(
      (r) => r.name,
    );
    expect(names).toContain('Sport');
    expect(names).not.toContain('Sports');
    const skills = (
      await handle.db.select({ name: skillDevelopments.name }).from(skillDevelopments)
    ).map((r) => r.name);
    expect(skills).toContain('Video games');
    expect(skills).not.toContain('eGames');
  });

  it('seeds the starting taxonomy once when several instances start at once on an empty one', async () => {
    const { handle: fresh, drop: dropFresh } = await openTestDb();
    try {
      await fresh.db.delete(skillDevelopments);
      await fresh.db.delete(interests);
      await Promise.all(Array.from({ length: 6 }, () => seedReference(fresh.db)));
      const [groups] = await fresh.db.select({ n: count() }).from(interests);
      expect(groups?.n).toBe(SKILL_GROUPS.length + PROGRAM_INTERESTS.length);
      const [skills] = await fresh.db.select({ n: count() }).from(skillDevelopments);
      expect(skills?.n).toBe(SKILL_GROUPS.reduce((n, g) => n + g.skills.length, 0));
    } finally {
      await fresh.close();
      await dropFresh();
    }
  });

  it('leaves a price an admin changed alone', async () => {
    await handle.db.update(packages).set({ priceCents: 3900 }).where(eq(packages.name, 'one_time'));
    await seedReference(handle.db);
    const [row] = await handle.db
      .select({ priceCents: packages.priceCents })
      .from(packages)
      .where(eq(packages.name, 'one_time'));
    expect(row?.priceCents).toBe(3900);
  });
});
