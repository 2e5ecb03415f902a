import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { InterestKind } from '@camp/shared/enums';
import { adminInterestListSchema, adminSkillListSchema } from '@camp/shared/taxonomy';
import { apiFetch } from '../../../lib/api-client';

export const INTERESTS = '/api/v1/admins/interests';
export const SKILLS = '/api/v1/admins/skills';

export const taxonomyKeys = {
  all: ['admin-taxonomy'] as const,
  interests: () => [...taxonomyKeys.all, 'interests'] as const,
  skills: () => [...taxonomyKeys.all, 'skills'] as const,
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

/** Which list an entry belongs to: interests or skills. */
export type TaxonomyList = 'interests' | 'skills';
const base = (list: TaxonomyList) => (list === 'interests' ? INTERESTS : SKILLS);

/** One change of the taxonomy; every change refreshes both lists (names, counts, retirement). */
export type TaxonomyChange =
  | { op: 'add-interest'; name: string; kind: InterestKind }
  | { op: 'add-skill'; name: string; interestId: number }
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
    onSettled: () => client.invalidateQueries({ queryKey: taxonomyKeys.all }),
  });
}
