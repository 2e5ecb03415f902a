import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  time,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt, tz } from './_columns.js';
import { questionnaireStatusEnum } from './enums.js';
import { users } from './users.js';
import { children } from './children.js';

const textList = () =>
  text()
    .array()
    .notNull()
    .default(sql`'{}'`);

/**
 * The per-child questionnaire with every field the parent answers. Lists
 * are text[]; dates are `date` (YYYY-MM-DD strings); amount_money is the budget in cents;
 * distances are miles. `form_id` is the random id in passwordless links (only its hash here).
 */
export const questionnaires = pgTable(
  'questionnaires',
  {
    id: id(),
    /** SHA-256 of the questionnaire's form_id. */
    formId: varchar({ length: 64 }),
    parentId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: integer().references(() => children.id, { onDelete: 'set null' }),
    status: questionnaireStatusEnum().notNull().default('draft'),
    submittedAt: tz(),

    childFirstName: varchar({ length: 255 }),
    age: smallint(),
    /** -1 Preschool, 0 Kindergarten, 1-12. */
    risingGradeLevel: smallint(),
    personalSkills: textList(),
    specialNeeds: textList(),
    /** Skill group names (Academics, Sports...). */
    interests: textList(),
    academicInterests: textList(),
    danceInterests: textList(),
    sportInterests: textList(),
    artInterests: textList(),
    musicInterests: textList(),
    theaterInterests: textList(),
    outdoorInterests: textList(),

    startDate: date(),
    endDate: date(),
    /** Camp types wanted for the first date range. */
    campType: textList(),
    startDate2: date(),
    endDate2: date(),
    startDate3: date(),
    endDate3: date(),
    startDate4: date(),
    endDate4: date(),
    secondDateCampPreference: textList(),
    thirdDateCampPreference: textList(),
    fourthDateCampPreference: textList(),

    distancePreferencesDayCamps: integer(),
    dayCampDurationPreferences: textList(),
    earliestTimeDayCampDropOff: time(),
    earlyDropFee: boolean(),
    distancePreferencesOvernightCamps: integer(),
    favoriteCamps: boolean(),
    campName: varchar({ length: 255 }),
    nameOfSecondCamp: varchar({ length: 255 }),
    nameOfThirdCamp: varchar({ length: 255 }),
    nameOfFourthCamp: varchar({ length: 255 }),
    amountMoney: integer(),
    highestPriority: text(),

    academicProficiency: varchar({ length: 64 }),
    artProficiency: varchar({ length: 64 }),
    cookingBakingProficiency: varchar({ length: 64 }),
    danceProficiency: varchar({ length: 64 }),
    musicProficiency: varchar({ length: 64 }),
    outdoorProficiency: varchar({ length: 64 }),
    sportProficiency: varchar({ length: 64 }),
    theaterProficiency: varchar({ length: 64 }),

    otherInterests: text(),
    specifyAccessibility: text(),
    lastComments: text(),
    addressStreet: text(),
    zipCode: varchar({ length: 16 }),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('questionnaires_form_id_uq').on(t.formId),
    index('questionnaires_parent_idx').on(t.parentId),
    index('questionnaires_child_idx').on(t.childId),
    check('questionnaires_age_range', sql`${t.age} IS NULL OR ${t.age} BETWEEN 4 AND 18`),
    check(
      'questionnaires_grade_range',
      sql`${t.risingGradeLevel} IS NULL OR ${t.risingGradeLevel} BETWEEN -1 AND 12`,
    ),
    check(
      'questionnaires_amount_nonnegative',
      sql`${t.amountMoney} IS NULL OR ${t.amountMoney} >= 0`,
    ),
  ],
);
