import type { Readable } from 'node:stream';
import type { AppContext } from '../../../../context.js';
import { toCsv } from '../../../../lib/csv.js';
import { listCampTypes } from './camp-types.js';
import { listInterests } from './interests.js';
import { listSkills } from './skills.js';

/**
 * GET /api/v1/admins/interests/export (skills, camp_types): every entry of the list, retired
 * ones too, in list order, with how many activities use it, as CSV (toCsv keeps formulas from
 * running). A skill names its skill group too.
 */
export async function exportInterests(ctx: AppContext): Promise<Readable> {
  const { interests } = await listInterests(ctx);
  return toCsv(
    ['id', 'name', 'kind', 'retired_at', 'activities_count'],
    interests.map((i) => [i.id, i.name, i.kind, i.retired_at, i.activities_count]),
  );
}

export async function exportSkills(ctx: AppContext): Promise<Readable> {
  const [{ skills }, { interests }] = await Promise.all([listSkills(ctx), listInterests(ctx)]);
  const groups = new Map(interests.map((i) => [i.id, i.name]));
  return toCsv(
    ['id', 'name', 'skill_group_id', 'skill_group', 'retired_at', 'activities_count'],
    skills.map((s) => [
      s.id,
      s.name,
      s.interest_id,
      groups.get(s.interest_id),
      s.retired_at,
      s.activities_count,
    ]),
  );
}

export async function exportCampTypes(ctx: AppContext): Promise<Readable> {
  const { camp_types } = await listCampTypes(ctx);
  return toCsv(
    ['id', 'name', 'retired_at', 'activities_count'],
    camp_types.map((c) => [c.id, c.name, c.retired_at, c.activities_count]),
  );
}
