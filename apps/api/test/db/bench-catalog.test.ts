import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, countDistinct, like } from 'drizzle-orm';
import type { DbHandle } from '../../src/db/client.js';
import { seedBenchCatalog } from '../../src/db/seed/bench-catalog.js';
import { activities } from '../../src/db/schema/activities.js';
import { activityProviders } from '../../src/db/schema/activity-providers.js';
import { activitySkillDevelopments } from '../../src/db/schema/activity-skill-developments.js';
import { openTestDb } from '../test-app.js';

describe('seedBenchCatalog', () => {
  let handle: DbHandle;
  let drop: () => Promise<void> = () => Promise.resolve();
  beforeAll(async () => {
    ({ handle, drop } = await openTestDb());
  }, 60_000);
  afterAll(async () => {
    await handle.close();
    await drop();
  });

  it('inserts the requested activities in batches, with links, and can run twice', async () => {
    // Seven programs or more cover every camp type (each starts with a different one).
    const first = await seedBenchCatalog(handle.db, {
      activities: 250,
      providers: 7,
      batchSize: 100,
      seed: 7,
    });
    expect(first).toEqual({ providers: 7, activities: 250 });
    const second = await seedBenchCatalog(handle.db, {
      activities: 120,
      providers: 3,
      batchSize: 50,
      seed: 7,
    });
    expect(second).toEqual({ providers: 3, activities: 120 });

    const [totals] = await handle.db
      .select({ n: count(), types: countDistinct(activities.campType) })
      .from(activities);
    expect(totals).toEqual({ n: 370, types: 7 });
    const [providers] = await handle.db.select({ n: count() }).from(activityProviders);
    expect(providers?.n).toBe(10);
    const [linked] = await handle.db
      .select({ n: countDistinct(activitySkillDevelopments.activityId) })
      .from(activitySkillDevelopments);
    expect(linked?.n).toBe(370);
    const [benchSkus] = await handle.db
      .select({ n: count() })
      .from(activities)
      .where(like(activities.sku, 'B7%'));
    expect(benchSkus?.n).toBe(370);
  });

  it('with batches written in parallel, inserts every activity once, each with its links', async () => {
    const [before] = await handle.db.select({ n: count() }).from(activities);
    const result = await seedBenchCatalog(handle.db, {
      activities: 430,
      providers: 7,
      batchSize: 40,
      parallel: 3,
      seed: 9,
    });
    expect(result).toEqual({ providers: 7, activities: 430 });
    const [after] = await handle.db
      .select({ n: count(), skus: countDistinct(activities.sku) })
      .from(activities);
    expect(after!.n - before!.n).toBe(430);
    expect(after!.skus).toBe(after!.n);
    const [linked] = await handle.db
      .select({ n: countDistinct(activitySkillDevelopments.activityId) })
      .from(activitySkillDevelopments);
    expect(linked?.n).toBe(after!.n);
  });
});
