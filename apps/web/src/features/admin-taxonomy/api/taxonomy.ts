import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { InterestKind } from '@camp/shared/enums';
import {
  adminCampTypeListSchema,
  adminInterestListSchema,
  adminSkillListSchema,
} from '@camp/shared/taxonomy';
import { apiFetch } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { campTypesQuery } from '../../../lib/camp-types';

export const INTERESTS = '/api/v1/admins/interests';
export const SKILLS = '/api/v1/admins/skills';
export const CAMP_TYPES = '/api/v1/admins/camp_types';

export const taxonomyKeys = {
  all: ['admin-taxonomy'] as const,
  interests: () => [...taxonomyKeys.all, 'interests'] as const,
  skills: () => [...taxonomyKeys.all, 'skills'] as const,
  campTypes: () => [...taxonomyKeys.all, 'camp-types'] as const,
};

export const interestsQueryOptions = () =>
  queryOptions({
    queryKey: taxonomyKeys.interests(),
    queryFn: async ({ signal }) =>
      adminInterestListSchema.parse(await apiFetch<unknown>(INTERESTS, { signal })).interests,
  });

export const skillsQueryOptions = () =>
  queryOptions({
    queryKey: taxonomyKeys.skills(),
    queryFn: async ({ signal }) =>
      adminSkillListSchema.parse(await apiFetch<unknown>(SKILLS, { signal })).skills,
  });

export const campTypesQueryOptions = () =>
  queryOptions({
    queryKey: taxonomyKeys.campTypes(),
    queryFn: async ({ signal }) =>
      adminCampTypeListSchema.parse(await apiFetch<unknown>(CAMP_TYPES, { signal })).camp_types,
  });

/** Which list an entry belongs to: interests, skills or camp types. */
export type TaxonomyList = 'interests' | 'skills' | 'camp_types';
const BASES = new Map<TaxonomyList, string>([
  ['interests', INTERESTS],
  ['skills', SKILLS],
  ['camp_types', CAMP_TYPES],
]);
const base = (list: TaxonomyList) => BASES.get(list)!;

/** One change of the taxonomy; every change refreshes every list (names, counts, retirement). */
export type TaxonomyChange =
  | { op: 'add-interest'; name: string; kind: InterestKind }
  | { op: 'add-skill'; name: string; interestId: number }
  | { op: 'add-camp-type'; name: string }
  | { op: 'rename'; list: TaxonomyList; id: number; name: string }
  | { op: 'retire' | 'unretire'; list: TaxonomyList; id: number };

function send(change: TaxonomyChange): Promise<unknown> {
  switch (change.op) {
    case 'add-interest':
      return apiFetch(INTERESTS, {
        method: 'POST',
        body: { name: change.name, kind: change.kind },
      });
    case 'add-skill':
      return apiFetch(SKILLS, {
        method: 'POST',
        body: { name: change.name, interest_id: change.interestId },
      });
    case 'add-camp-type':
      return apiFetch(CAMP_TYPES, { method: 'POST', body: { name: change.name } });
    case 'rename':
      return apiFetch(`${base(change.list)}/${change.id}`, {
        method: 'PUT',
        body: { name: change.name },
      });
    case 'retire':
    case 'unretire':
      return apiFetch(`${base(change.list)}/${change.id}/retirement`, {
        method: change.op === 'retire' ? 'POST' : 'DELETE',
      });
  }
}

export function useTaxonomyChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    // The offered camp types, which the forms and filters read, follow the admin's change too.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: taxonomyKeys.all }),
        client.invalidateQueries({ queryKey: campTypesQuery.queryKey }),
      ]),
  });
}

/** Saves a whole list (retired entries too) as CSV: interests.csv, skills.csv or camp-types.csv. */
export function downloadTaxonomyCsv(list: TaxonomyList): Promise<void> {
  return downloadFile(`${base(list)}/export`, undefined, `${list.replace('_', '-')}.csv`);
}
