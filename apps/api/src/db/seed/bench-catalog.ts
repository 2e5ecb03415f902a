import { SKILL_GROUPS, type SkillGroupName } from '@camp/shared/enums';
import type { Db } from '../client.js';
import * as catalogRepo from '../../data/catalog/repository.js';
import type { NewProgram } from '../../data/catalog/repository.js';
import {
  campTypesCovering,
  createRng,
  generateActivity,
  insertActivities,
  loadReferenceIds,
  type CatalogProvider,
  type GeneratedActivity,
} from './catalog.js';

/** Programs per INSERT (about 15 parameters each, under PostgreSQL's 65,535). */
const PROGRAMS_PER_INSERT = 1000;

/** Metro centres the benchmark catalog is spread over, so distance filters have work to do. */
const METROS = [
  { city: 'Raleigh', state: 'NC', zip: '27601', lat: 35.7796, lng: -78.6382 },
  { city: 'Durham', state: 'NC', zip: '27701', lat: 35.994, lng: -78.8986 },
  { city: 'Charlotte', state: 'NC', zip: '28202', lat: 35.2271, lng: -80.8431 },
  { city: 'Atlanta', state: 'GA', zip: '30303', lat: 33.749, lng: -84.388 },
  { city: 'Washington', state: 'DC', zip: '20001', lat: 38.9072, lng: -77.0369 },
  { city: 'Boston', state: 'MA', zip: '02108', lat: 42.3601, lng: -71.0589 },
  { city: 'Chicago', state: 'IL', zip: '60601', lat: 41.8781, lng: -87.6298 },
  { city: 'Austin', state: 'TX', zip: '78701', lat: 30.2672, lng: -97.7431 },
  { city: 'Denver', state: 'CO', zip: '80202', lat: 39.7392, lng: -104.9903 },
  { city: 'Seattle', state: 'WA', zip: '98101', lat: 47.6062, lng: -122.3321 },
  { city: 'San Diego', state: 'CA', zip: '92101', lat: 32.7157, lng: -117.1611 },
  { city: 'Minneapolis', state: 'MN', zip: '55401', lat: 44.9778, lng: -93.265 },
] as const;

const NAME_A = [
  'Blue Ridge',
  'Riverbend',
  'Summit',
  'Maple',
  'Cedar',
  'Lakeside',
  'Harbor',
  'Pioneer',
  'Sunrise',
  'Oakwood',
  'Meadow',
  'Northstar',
];
const NAME_B: Record<SkillGroupName, readonly string[]> = {
  Academics: ['Science Lab', 'STEM Academy', 'Coding School'],
  'Arts & Crafts': ['Art Studio', 'Makers Workshop', 'Clay House'],
  Sports: ['Sports Club', 'Athletics', 'Soccer Academy'],
  'Outdoor Activities': ['Outdoor School', 'Adventure Camp', 'Nature Center'],
  Dance: ['Dance Studio', 'Ballet School', 'Dance Company'],
  Music: ['Music School', 'Conservatory', 'Rock School'],
  Theater: ['Youth Theater', 'Players', 'Drama Workshop'],
  'Cooking & Baking': ['Kids Kitchen', 'Cooking School', 'Bake Shop'],
};

export interface BenchCatalogOptions {
  activities: number;
  /** PRNG seed: the same seed and counts give the same catalog. */
  seed?: number;
  /** Programs to spread the activities over (default: one per 250 activities). */
  providers?: number;
  batchSize?: number;
  /**
   * Batches inserted at once, each in its own transaction (default 1). Above 1 the catalog's
   * rows are the same but their ids may interleave between batches.
   */
  parallel?: number;
  now?: Date;
  onProgress?: (inserted: number, total: number) => void;
}

/**
 * A large synthetic catalog for benchmarks: providers spread over US metros and `activities`
 * rows inserted in batches, each batch (activities + links) in its own transaction.
 */
export async function seedBenchCatalog(
  db: Db,
  opts: BenchCatalogOptions,
): Promise<{ providers: number; activities: number }> {
  const seed = opts.seed ?? 1;
  const rng = createRng(seed);
  const batchSize = opts.batchSize ?? 1000;
  const providerCount = Math.max(1, opts.providers ?? Math.ceil(opts.activities / 250));
  const now = opts.now ?? new Date();
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const ref = await loadReferenceIds(db);
  const runTag = `B${seed.toString(36).toUpperCase()}${Date.now().toString(36).toUpperCase()}`;

  // The programs are built first, then inserted a chunk per statement (one row per statement
  // took minutes for a 4,000-program catalog).
  const programs: { values: NewProgram; interestIds: number[]; provider: CatalogProvider }[] = [];
  for (let i = 0; i < providerCount; i++) {
    const metro = METROS[i % METROS.length] as (typeof METROS)[number];
    const groups = rng.sample(
      SKILL_GROUPS.map((g) => g.name),
      rng.int(1, 2),
    );
    const main = groups[0] ?? 'Academics';
    const name = `${rng.pick(NAME_A)} ${rng.pick(NAME_B[main])} ${i + 1}`;
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '');
    const latitude = metro.lat + (rng.next() - 0.5) * 0.5;
    const longitude = metro.lng + (rng.next() - 0.5) * 0.5;
    const address = `${rng.int(100, 9999)} ${rng.pick(['Main', 'Oak', 'Park', 'Lake', 'Hill'])} St`;
    const website = `https://www.${slug}.example`;
    programs.push({
      values: {
        name,
        email: `info@${slug}.example`,
        website,
        address,
        city: metro.city,
        state: metro.state,
        zipCode: metro.zip,
        phoneNumber: `+1919555${String(1000 + (i % 9000)).padStart(4, '0')}`,
        description: `${name} runs ${main.toLowerCase()} programs in ${metro.city}.`,
        taxId: `99-${String(1000000 + i)}`,
        cancellationPolicy: 'Full refund up to 14 days before the start date.',
        label: 'Registered',
        latitude,
        longitude,
      },
      interestIds: groups
        .map((g) => ref.groups.get(g))
        .filter((id): id is number => id !== undefined),
      provider: {
        id: 0,
        skuPrefix: '',
        website,
        location: `${address}, ${metro.city}, ${metro.state} ${metro.zip}`,
        latitude,
        longitude,
        focus: groups.map((group) => ({ group })),
        campTypes: campTypesCovering(rng, i),
      },
    });
  }
  const providers: CatalogProvider[] = [];
  for (let from = 0; from < programs.length; from += PROGRAMS_PER_INSERT) {
    const chunk = programs.slice(from, from + PROGRAMS_PER_INSERT);
    const ids = await catalogRepo.insertPrograms(
      db,
      chunk.map((p) => p.values),
    );
    await catalogRepo.insertProgramInterests(
      db,
      chunk.map((p, k) => ({ programId: ids[k]!, interestIds: p.interestIds })),
    );
    chunk.forEach((p, k) => {
      providers.push({ ...p.provider, id: ids[k]!, skuPrefix: `${runTag}-${ids[k]!}` });
    });
  }

  let generated = 0;
  let inserted = 0;
  const serials = new Map<number, number>();
  const inFlight = new Set<Promise<void>>();
  while (generated < opts.activities) {
    const size = Math.min(batchSize, opts.activities - generated);
    const batch: GeneratedActivity[] = [];
    for (let k = 0; k < size; k++) {
      const provider = providers[(generated + k) % providers.length] as CatalogProvider;
      const serial = (serials.get(provider.id) ?? 0) + 1;
      serials.set(provider.id, serial);
      batch.push(generateActivity(rng, provider, serial, today, ref));
    }
    generated += size;
    // The next batch is generated while this one is written (and up to `parallel` are written).
    const write: Promise<void> = db
      .transaction((tx) => insertActivities(tx, batch, batchSize))
      .then(() => {
        inserted += size;
        opts.onProgress?.(inserted, opts.activities);
      })
      .finally(() => inFlight.delete(write));
    inFlight.add(write);
    // A failure surfaces from the race or the final wait, not as an unhandled rejection.
    write.catch(() => undefined);
    if (inFlight.size >= (opts.parallel ?? 1)) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  return { providers: providerCount, activities: inserted };
}
