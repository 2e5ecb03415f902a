import { describe, expect, it } from 'vitest';
import { AGE_MAX, AGE_MIN, SKILL_GROUPS } from './enums';
import {
  INTEREST_GROUP_VALUES,
  QUESTIONNAIRE_AGES,
  QUESTIONNAIRE_FIELD_NAMES,
  QUESTIONNAIRE_INTEREST_GROUPS,
  QUESTIONNAIRE_MESSAGES as M,
  QUESTIONNAIRE_STEPS,
  RISING_GRADE_LEVELS,
  questionnaireDraftSchema,
  questionnaireFieldsSchema,
  questionnaireStepSchemas,
  questionnaireSubmitSchema,
  visitorQuestionnaireSchema,
} from './questionnaire';
import { fieldErrors } from './test-support';

const complete = {
  child_first_name: '  Mia   Rose ',
  age: '7',
  interests: ['Sports', 'Cooking & Baking'],
  sport_interests: ['Soccer', 'Tennis'],
  sport_proficiency: 'Beginner',
  cooking_baking_proficiency: 'Intermediate',
  address_street: ' 1 Main   St ',
  zip_code: '27601',
};

describe('options', () => {
  it('ages run from AGE_MIN to AGE_MAX and grades from 1st to 12th', () => {
    expect(QUESTIONNAIRE_AGES[0]).toBe(AGE_MIN);
    expect(QUESTIONNAIRE_AGES.at(-1)).toBe(AGE_MAX);
    expect(QUESTIONNAIRE_AGES).toHaveLength(AGE_MAX - AGE_MIN + 1);
    expect(RISING_GRADE_LEVELS.map((g) => g.label)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '5th',
      '6th',
      '7th',
      '8th',
      '9th',
      '10th',
      '11th',
      '12th',
    ]);
  });
  it('has the spec groups in order, with the catalog skill groups as values and no blank item', () => {
    expect(QUESTIONNAIRE_INTEREST_GROUPS.map((g) => g.label)).toEqual([
      'Academic Learning',
      'Dance',
      'Sports',
      'Arts and Crafts',
      'Music',
      'Theater',
      'Outdoor activities',
      'Cooking & Baking',
    ]);
    const catalog = SKILL_GROUPS.map((g) => g.name as string);
    for (const g of QUESTIONNAIRE_INTEREST_GROUPS) {
      expect(catalog).toContain(g.value);
      expect(g.items).not.toContain('');
    }
    const arts = QUESTIONNAIRE_INTEREST_GROUPS.find((g) => g.label === 'Arts and Crafts')!;
    expect(arts.items).toEqual([
      'Beads',
      'Drawing',
      'Jewelry',
      'Painting',
      'Papercraft',
      'Photography',
      'Pottery',
      'Sewing',
      'Woodworking',
    ]);
  });
  it('puts every field in exactly one step', () => {
    const stepFields = QUESTIONNAIRE_STEPS.flatMap((s) => s.fields as readonly string[]);
    expect([...stepFields].sort()).toEqual([...QUESTIONNAIRE_FIELD_NAMES].sort());
    expect(new Set(stepFields).size).toBe(stepFields.length);
  });
  it('drafts exactly the named fields', () => {
    const blank = Object.fromEntries(QUESTIONNAIRE_FIELD_NAMES.map((name) => [name, null]));
    const parsed = questionnaireDraftSchema.parse({ ...blank, unknown_field: 'x' });
    expect(Object.keys(parsed).sort()).toEqual([...QUESTIONNAIRE_FIELD_NAMES].sort());
  });
  it('answers with every input field plus the coordinates', () => {
    expect(Object.keys(questionnaireFieldsSchema.shape).sort()).toEqual(
      [...QUESTIONNAIRE_FIELD_NAMES, 'latitude', 'longitude'].sort(),
    );
  });
});

describe('questionnaireDraftSchema', () => {
  it('accepts an empty or partial draft and keeps absent fields absent', () => {
    expect(questionnaireDraftSchema.parse({})).toEqual({});
    expect(questionnaireDraftSchema.parse({ child_first_name: ' Mia ', age: '' })).toEqual({
      child_first_name: 'Mia',
      age: null,
    });
  });
  it('normalises values: blanks to null, lists deduplicated, time to minutes, zip', () => {
    expect(
      questionnaireDraftSchema.parse({
        personal_skills: ['Leadership', 'Leadership', 'Sprituality'],
        special_needs: null,
        earliest_time_day_camp_drop_off: '07:30:00',
        amount_money: '1,200',
        zip_code: '27601 1234',
        highest_priority: '',
        start_date: '',
      }),
    ).toEqual({
      personal_skills: ['Leadership', 'Sprituality'],
      special_needs: [],
      earliest_time_day_camp_drop_off: '07:30',
      amount_money: 1200,
      zip_code: '27601-1234',
      highest_priority: null,
      start_date: null,
    });
  });
  it('rejects bad values even in a draft', () => {
    expect(
      fieldErrors(questionnaireDraftSchema, {
        age: 3,
        rising_grade_level: 0,
        personal_skills: ['Spirituality'],
        interests: ['Cooking'],
        sport_interests: ['Ballet'],
        sport_proficiency: 'Expert',
        // Which names are camp types is the API's check (they are data); a blank is no name.
        camp_type: ['Day', ' '],
        distance_preferences_day_camps: 7,
        earliest_time_day_camp_drop_off: '25:00',
        amount_money: 10.5,
        zip_code: '1234',
        start_date: '2025-02-30',
        early_drop_fee: 'yes',
      }),
    ).toEqual({
      age: [M.ageRange],
      rising_grade_level: [M.gradeInvalid],
      'personal_skills.0': [M.invalidOption],
      'interests.0': [M.invalidOption],
      'sport_interests.0': [M.invalidOption],
      sport_proficiency: [M.invalidOption],
      'camp_type.1': [M.invalidOption],
      distance_preferences_day_camps: [M.invalidOption],
      earliest_time_day_camp_drop_off: [M.invalidTime],
      amount_money: [M.amountInvalid],
      zip_code: ['Zip Code is invalid'],
      start_date: [M.invalidDate],
      early_drop_fee: [M.invalidOption],
    });
  });
  it('refuses an end date before its start date', () => {
    expect(
      fieldErrors(questionnaireDraftSchema, {
        start_date_2: '2025-07-10',
        end_date_2: '2025-07-09',
      }),
    ).toEqual({ end_date_2: [M.endBeforeStart] });
    expect(fieldErrors(questionnaireDraftSchema, { start_date_2: '2025-07-10' })).toEqual({});
  });
});

describe('questionnaireSubmitSchema', () => {
  it('has the spec messages for the required fields', () => {
    expect(fieldErrors(questionnaireSubmitSchema, {})).toEqual({
      child_first_name: ['Name is required'],
      age: ['Age is required'],
      interests: ['Choose your option(s)'],
      address_street: ['Address is required'],
      zip_code: ['Zip Code is required'],
    });
    expect(
      fieldErrors(questionnaireSubmitSchema, {
        child_first_name: ' ',
        age: '',
        interests: [],
        address_street: '  ',
        zip_code: '',
      }),
    ).toEqual({
      child_first_name: ['Name is required'],
      age: ['Age is required'],
      interests: ['Choose your option(s)'],
      address_street: ['Address is required'],
      zip_code: ['Zip Code is required'],
    });
  });
  it('normalises a complete questionnaire and clears answers that no longer apply', () => {
    const out = questionnaireSubmitSchema.parse({
      ...complete,
      dance_interests: ['Tap'],
      dance_proficiency: 'Advanced',
      special_needs: ['Food Allergy'],
      specify_accessibility: 'ramp',
      favorite_camps: false,
      camp_name: 'Camp Kanata',
      second_date_camp_preference: ['Day'],
    });
    expect(out).toMatchObject({
      child_first_name: 'Mia Rose',
      age: 7,
      address_street: '1 Main St',
      zip_code: '27601',
      sport_interests: ['Soccer', 'Tennis'],
      dance_interests: [],
      dance_proficiency: null,
      art_proficiency: null,
      specify_accessibility: null,
      camp_name: null,
      second_date_camp_preference: [],
    });
  });
  it('needs items and a proficiency for each chosen group', () => {
    expect(
      fieldErrors(questionnaireSubmitSchema, {
        ...complete,
        interests: ['Music', 'Cooking & Baking'],
        cooking_baking_proficiency: null,
      }),
    ).toEqual({
      music_interests: [M.interestsRequired],
      music_proficiency: [M.proficiencyRequired],
      cooking_baking_proficiency: [M.proficiencyRequired],
    });
  });
  it('needs the accessibility detail and a camp name when asked for', () => {
    expect(
      fieldErrors(questionnaireSubmitSchema, {
        ...complete,
        special_needs: ['Accessibility'],
        favorite_camps: true,
      }),
    ).toEqual({
      specify_accessibility: [M.accessibilityRequired],
      camp_name: [M.campNameRequired],
    });
  });
  it('checks date ranges: both dates, order within a range, and ranges in order', () => {
    expect(
      fieldErrors(questionnaireSubmitSchema, {
        ...complete,
        start_date: '2025-06-10',
        end_date: '2025-06-01',
      }),
    ).toEqual({ end_date: [M.endBeforeStart] });
    expect(
      fieldErrors(questionnaireSubmitSchema, { ...complete, start_date: '2025-06-10' }),
    ).toEqual({ end_date: [M.endDateRequired] });
    expect(fieldErrors(questionnaireSubmitSchema, { ...complete, end_date: '2025-06-10' })).toEqual(
      { start_date: [M.startDateRequired] },
    );
    expect(
      fieldErrors(questionnaireSubmitSchema, {
        ...complete,
        start_date_3: '2025-08-01',
        end_date_3: '2025-08-05',
      }),
    ).toEqual({ start_date_3: [M.previousRangeFirst] });
    expect(
      fieldErrors(questionnaireSubmitSchema, {
        ...complete,
        start_date: '2025-06-01',
        end_date: '2025-06-05',
        camp_type: ['Day'],
        start_date_2: '2025-07-01',
        end_date_2: '2025-07-01',
        second_date_camp_preference: ['Overnight'],
      }),
    ).toEqual({});
  });
});

describe('questionnaireStepSchemas', () => {
  it('validates one step with the submit rules of its fields only', () => {
    expect(fieldErrors(questionnaireStepSchemas.child, {})).toEqual({
      child_first_name: ['Name is required'],
      age: ['Age is required'],
    });
    expect(fieldErrors(questionnaireStepSchemas.interests, { interests: ['Dance'] })).toEqual({
      dance_interests: [M.interestsRequired],
      dance_proficiency: [M.proficiencyRequired],
    });
    expect(
      fieldErrors(questionnaireStepSchemas.dates, { start_date: '2025-06-01', end_date: '' }),
    ).toEqual({ end_date: [M.endDateRequired] });
    expect(fieldErrors(questionnaireStepSchemas.address, {})).toEqual({
      address_street: ['Address is required'],
      zip_code: ['Zip Code is required'],
    });
    expect(fieldErrors(questionnaireStepSchemas.budget, {})).toEqual({});
    expect(Object.keys(questionnaireStepSchemas)).toEqual(QUESTIONNAIRE_STEPS.map((s) => s.key));
  });
});

describe('visitorQuestionnaireSchema', () => {
  it('needs the parent and a complete questionnaire', () => {
    expect(fieldErrors(visitorQuestionnaireSchema, { parent: {}, fields: complete })).toEqual({
      'parent.name': ['Full name is required'],
      'parent.email': ['Email is required'],
    });
    expect(
      visitorQuestionnaireSchema.parse({
        parent: { name: 'Ann Lee', email: ' Ann@Example.com ' },
        fields: complete,
      }).parent.email,
    ).toBe('ann@example.com');
    expect(INTEREST_GROUP_VALUES).toContain('Cooking & Baking');
  });
});
