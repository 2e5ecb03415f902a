import { count } from 'drizzle-orm';
import { children } from '../../src/db/schema/children.js';
import { emailOutbox } from '../../src/db/schema/email-outbox.js';
import { itineraries } from '../../src/db/schema/itineraries.js';
import { questionnaires } from '../../src/db/schema/questionnaires.js';
import { users } from '../../src/db/schema/users.js';
import type { TestApp } from '../test-app.js';

export const LIST = '/api/v1/parents/questionnaires';
export const one = (id: number | string) => `${LIST}/${id}`;
export const VISITOR = '/api/v1/questionnaires';

/** Every field filled in, as the wire carries it (and as the API answers it back). */
export const FULL_FIELDS = {
  child_first_name: 'Mia',
  age: 7,
  rising_grade_level: 2,
  personal_skills: ['Leadership', 'Sprituality'],
  special_needs: ['Accessibility', 'Food Allergy'],
  specify_accessibility: 'Uses a wheelchair',
  interests: ['Sports', 'Music', 'Cooking & Baking'],
  academic_interests: [],
  dance_interests: [],
  sport_interests: ['Soccer', 'Swimming'],
  art_interests: [],
  music_interests: ['Piano'],
  theater_interests: [],
  outdoor_interests: [],
  academic_proficiency: null,
  dance_proficiency: null,
  sport_proficiency: 'Beginner',
  art_proficiency: null,
  music_proficiency: 'Advanced',
  theater_proficiency: null,
  outdoor_proficiency: null,
  cooking_baking_proficiency: 'Intermediate',
  start_date: '2026-06-15',
  end_date: '2026-06-19',
  camp_type: ['Day', 'Classes'],
  start_date_2: '2026-07-06',
  end_date_2: '2026-07-17',
  second_date_camp_preference: ['Overnight'],
  start_date_3: '2026-08-03',
  end_date_3: '2026-08-03',
  third_date_camp_preference: ['Day'],
  start_date_4: null,
  end_date_4: null,
  fourth_date_camp_preference: [],
  distance_preferences_day_camps: 10,
  day_camp_duration_preferences: ['Full day'],
  earliest_time_day_camp_drop_off: '07:30',
  early_drop_fee: true,
  distance_preferences_overnight_camps: 250,
  favorite_camps: true,
  camp_name: 'Camp Kanata',
  name_of_second_camp: 'Camp Seafarer',
  name_of_third_camp: null,
  name_of_fourth_camp: null,
  amount_money: 1500,
  highest_priority: 'Location',
  other_interests: 'Chess',
  last_comments: 'She is shy at first.',
  address_street: '1 Fayetteville St',
  zip_code: '27601',
};

/** The least a submission needs. */
export const MINIMAL_FIELDS = {
  child_first_name: 'Leo',
  age: 9,
  interests: ['Dance'],
  dance_interests: ['Tap'],
  dance_proficiency: 'Beginner',
  address_street: '5 Oak Ave',
  zip_code: '27601',
};

/** Row counts that an accepted write changes, to prove a refused one changed nothing. */
export async function counts(t: TestApp) {
  const n = async (table: typeof users | typeof questionnaires | typeof children) =>
    (await t.db.select({ n: count() }).from(table))[0]!.n;
  return {
    users: await n(users),
    questionnaires: await n(questionnaires),
    children: await n(children),
    itineraries: (await t.db.select({ n: count() }).from(itineraries))[0]!.n,
    mails: (await t.db.select({ n: count() }).from(emailOutbox))[0]!.n,
  };
}
