import { z } from 'zod';
import { INTEREST_KINDS } from './enums';
import { PG_INT_MAX } from './number';

/**
 * The catalog's taxonomy as the back office edits it: interests ('activity' ones are the skill
 * groups, 'program' ones the personal-growth options) and the skills of each skill group. A
 * retired entry is no longer offered for new choices but stays where it was chosen.
 */

export const TAXONOMY_MESSAGES = {
  nameBlank: "can't be blank",
  nameTooLong: 'is too long (maximum is 80 characters)',
  interestTaken: 'is already an interest of this list',
  skillTaken: 'is already a skill of this skill group',
  campTypeTaken: 'is already a camp type',
  kindInvalid: 'must be activity or program',
  groupInvalid: 'must be an existing skill group',
  notFound: 'Not found',
  /** A retired interest or skill chosen anew for an activity or a program (one that has it keeps it). */
  interestRetired: 'An interest chosen is retired: choose another one',
  skillRetired: 'A skill chosen is retired: choose another one',
} as const;

export const TAXONOMY_NAME_MAX = 80;

export const taxonomyNameSchema = z
  .string({ error: TAXONOMY_MESSAGES.nameBlank })
  .trim()
  .min(1, TAXONOMY_MESSAGES.nameBlank)
  .max(TAXONOMY_NAME_MAX, TAXONOMY_MESSAGES.nameTooLong);

export const interestCreateSchema = z.object({
  name: taxonomyNameSchema,
  kind: z.enum(INTEREST_KINDS, { error: TAXONOMY_MESSAGES.kindInvalid }),
});
export type InterestCreate = z.infer<typeof interestCreateSchema>;

export const skillCreateSchema = z.object({
  name: taxonomyNameSchema,
  // An id beyond the column's range is no group either (never a query that overflows).
  interest_id: z
    .number({ error: TAXONOMY_MESSAGES.groupInvalid })
    .int(TAXONOMY_MESSAGES.groupInvalid)
    .positive(TAXONOMY_MESSAGES.groupInvalid)
    .max(PG_INT_MAX, TAXONOMY_MESSAGES.groupInvalid),
});
export type SkillCreate = z.infer<typeof skillCreateSchema>;

export const taxonomyRenameSchema = z.object({ name: taxonomyNameSchema });
export type TaxonomyRename = z.infer<typeof taxonomyRenameSchema>;

export const adminInterestSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(INTEREST_KINDS),
  retired_at: z.string().nullable(),
  /** Activities tagged with it (for program interests: programs). */
  activities_count: z.number().int(),
});
export type AdminInterest = z.infer<typeof adminInterestSchema>;

export const adminSkillSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  interest_id: z.number().int(),
  retired_at: z.string().nullable(),
  activities_count: z.number().int(),
});
export type AdminSkill = z.infer<typeof adminSkillSchema>;

export const adminInterestListSchema = z.object({ interests: z.array(adminInterestSchema) });
export const adminSkillListSchema = z.object({ skills: z.array(adminSkillSchema) });

export const campTypeCreateSchema = z.object({ name: taxonomyNameSchema });
export type CampTypeCreate = z.infer<typeof campTypeCreateSchema>;

export const adminCampTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  retired_at: z.string().nullable(),
  activities_count: z.number().int(),
});
export type AdminCampType = z.infer<typeof adminCampTypeSchema>;
export const adminCampTypeListSchema = z.object({ camp_types: z.array(adminCampTypeSchema) });

/** The camp types offered for new choices (retired ones left out), in list order. */
export const campTypeListSchema = z.object({ camp_types: z.array(z.string()) });
export type CampTypeList = z.infer<typeof campTypeListSchema>;
