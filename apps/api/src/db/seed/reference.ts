import { eq } from 'drizzle-orm';
import { PROGRAM_INTERESTS, SKILL_GROUPS } from '@camp/shared/enums';
import type { DbOrTx } from '../client.js';
import { interests } from '../schema/interests.js';
import { skillDevelopments } from '../schema/skill-developments.js';
import { packages } from '../schema/packages.js';
import { coupons } from '../schema/coupons.js';

/**
 * Package prices in cents (docs/decisions/0004-package-prices.md): $36 one-time Basic plan,
 * $12 a month or $99 a year for Premium.
 */
export const PACKAGE_SEED = [
  { name: 'one_time', priceCents: 3600, packageType: 'Basic', interval: 'one_time' },
  { name: 'monthly', priceCents: 1200, packageType: 'Premium', interval: 'month' },
  { name: 'annually', priceCents: 9900, packageType: 'Premium', interval: 'year' },
] as const;

/** The advertised trial coupon: the first month of the monthly plan is free. */
export const TRIAL_COUPON_CODE = 'MYTRIAL';

/**
 * The starting taxonomy (interests and their skill developments), once: while the interests
 * table is empty. From then on it is the admins' to add to, rename and retire; a seeded name an
 * admin renamed must not come back at the next start. One transaction, so a start that stops
 * half way leaves nothing to skip next time; instances starting at once insert it once (ON
 * CONFLICT DO NOTHING on the names).
 */
async function seedTaxonomy(db: DbOrTx): Promise<void> {
  await db.transaction(async (tx) => {
    const [any] = await tx.select({ id: interests.id }).from(interests).limit(1);
    if (any) return;
    await tx
      .insert(interests)
      .values([
        ...SKILL_GROUPS.map((g, i) => ({ name: g.name, kind: 'activity' as const, position: i })),
        ...PROGRAM_INTERESTS.map((name, i) => ({ name, kind: 'program' as const, position: i })),
      ])
      .onConflictDoNothing();
    const groupRows = await tx
      .select({ id: interests.id, name: interests.name })
      .from(interests)
      .where(eq(interests.kind, 'activity'));
    const groupId = new Map(groupRows.map((r) => [r.name, r.id]));
    const skillRows = SKILL_GROUPS.flatMap((g) => {
      const interestId = groupId.get(g.name);
      if (interestId === undefined) throw new Error(`interest ${g.name} missing after insert`);
      return g.skills.map((name, i) => ({ interestId, name, position: i }));
    });
    await tx.insert(skillDevelopments).values(skillRows).onConflictDoNothing();
  });
}

/**
 * Reference data every installation needs (the starting taxonomy, packages, the trial coupon),
 * checked at every start. Idempotent and safe when several instances start at once: every
 * insert is ON CONFLICT DO NOTHING, so rows an admin changed are left alone.
 */
export async function seedReference(db: DbOrTx): Promise<void> {
  await seedTaxonomy(db);

  await db
    .insert(packages)
    .values(PACKAGE_SEED.map((p) => ({ ...p })))
    .onConflictDoNothing();

  await db
    .insert(coupons)
    .values({
      code: TRIAL_COUPON_CODE,
      discountType: 'percent',
      amount: 100,
      appliesTo: ['monthly'],
      freeMonths: 1,
      active: true,
    })
    .onConflictDoNothing();
}
