import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { activities } from '../../../db/schema/activities.js';
import { activityProviders } from '../../../db/schema/activity-providers.js';
import { campTypes } from '../../../db/schema/camp-types.js';
import { interests } from '../../../db/schema/interests.js';
import { skillDevelopments } from '../../../db/schema/skill-developments.js';
import { rowsOf } from './statement.js';

// The filters' options, read by the service at most once a minute (decision 0019).

/** The filters' options: catalog-wide, the same for every search. */
export interface CatalogOptions {
  /** The planner's estimate of the activities' rows (0 before the table is first analyzed). */
  catalogSize: number;
  minPriceCents: number | null;
  maxPriceCents: number | null;
  /** Program id → name. */
  providers: Record<string, string>;
  /** Activity interests with their skills, in display order, retired ones too (flagged). */
  groups: {
    id: number;
    name: string;
    retired: boolean;
    skills: { id: number; name: string; retired: boolean }[];
  }[];
  /** Every camp type in list order, retired ones too (flagged). */
  campTypes: { name: string; retired: boolean }[];
}

/**
 * Price bounds over the searchable activities, every program, the interests and their skills
 * (retired ones flagged: they are matched, but not offered as filters).
 */
export async function findOptions(db: DbOrTx, today: string): Promise<CatalogOptions> {
  const row = rowsOf<{
    catalog_size: number;
    min_price_cents: number | null;
    max_price_cents: number | null;
    providers: CatalogOptions['providers'];
    groups: CatalogOptions['groups'];
    camp_types: CatalogOptions['campTypes'];
  }>(
    await db.execute(sql`SELECT
      (SELECT greatest(reltuples, 0)::float8 FROM pg_class
        WHERE oid = 'activities'::regclass) AS catalog_size,
      (SELECT min(price_cents) FROM ${activities} WHERE end_date >= ${today}) AS min_price_cents,
      (SELECT max(price_cents) FROM ${activities} WHERE end_date >= ${today}) AS max_price_cents,
      (SELECT coalesce(json_object_agg(p.id, p.name), '{}') FROM ${activityProviders} p) AS providers,
      (SELECT coalesce(json_agg(json_build_object('id', i.id, 'name', i.name,
          'retired', i.retired_at IS NOT NULL, 'skills',
          (SELECT coalesce(json_agg(json_build_object('id', k.id, 'name', k.name,
                      'retired', k.retired_at IS NOT NULL)
                    ORDER BY k.position, k.id), '[]')
           FROM ${skillDevelopments} k WHERE k.interest_id = i.id)) ORDER BY i.position, i.id), '[]')
        FROM ${interests} i WHERE i.kind = 'activity') AS groups,
      (SELECT coalesce(json_agg(json_build_object('name', c.name, 'retired', c.retired_at IS NOT NULL)
          ORDER BY c.position, c.id), '[]') FROM ${campTypes} c) AS camp_types`),
  )[0]!;
  return {
    catalogSize: row.catalog_size,
    minPriceCents: row.min_price_cents,
    maxPriceCents: row.max_price_cents,
    providers: row.providers,
    groups: row.groups,
    campTypes: row.camp_types,
  };
}
