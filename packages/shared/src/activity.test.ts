import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_MESSAGES,
  AGE_GRADE_DIALOG,
  AGE_LEVEL_DEFAULT,
  DUPLICATE_INHERITED_FIELDS,
  DUPLICATE_SUBMITTED_FIELDS,
  activityFieldsSchema,
  activityRuleIssues,
  activitySchema,
  dateRangeSchema,
  duplicateActivitySchema,
  duplicateActivityUpdateSchema,
  isIsoDate,
  mustAskForAgeOrGrade,
  normalizeTime,
} from './activity';
import { fieldErrors, messagesOf } from './test-support';

const activity = {
  name: ' Junior   Robotics ',
  url: ' SunnyDay.org/Robotics ',
  date: ['2026-07-06', '2026-07-10'],
  price: '1,250',
  start_time: '9:00 AM',
  end_time: '15:30',
  camp_type: 'Day',
  location: '100 Main St, Raleigh, NC 27601',
  media_link: 'https://www.youtube.com/watch?v=AbC123xYz',
  grade_level_start: '3',
  grade_level_end: '6',
  age_level: [8, 12],
  interest_ids: ['1'],
  skill_development: [4, '7'],
  total_seats: '20',
  reserved_seats: '5',
};

describe('activitySchema', () => {
  it('normalises a complete activity', () => {
    expect(activitySchema.parse(activity)).toMatchObject({
      name: 'Junior Robotics',
      url: 'https://sunnyday.org/robotics',
      date: ['2026-07-06', '2026-07-10'],
      price: 1250,
      start_time: '09:00',
      end_time: '15:30',
      camp_type: 'Day',
      media_link: 'https://www.youtube.com/watch?v=AbC123xYz',
      grade_level_start: 3,
      grade_level_end: 6,
      age_level: [8, 12],
      interest_ids: [1],
      skill_development: [4, 7],
      total_seats: 20,
      reserved_seats: 5,
    });
  });

  it('reports every required field with the spec message', () => {
    expect(fieldErrors(activitySchema, {})).toEqual({
      name: ['Name is required'],
      url: ['Url is required'],
      date: ['Date is required'],
      price: ['Price is required'],
      start_time: ['Start time is required'],
      end_time: ['End time is required'],
      camp_type: ['Camp type is required'],
      location: ['Location is required'],
      media_link: ['Media link is required'],
      interest_ids: ['Interests is required'],
      skill_development: ['Skill development is required'],
    });
  });

  it('reports blank form values the same way, and empty lists with the minimum message', () => {
    expect(
      fieldErrors(activitySchema, {
        name: '  ',
        url: '',
        date: [null, null],
        price: '',
        start_time: '',
        end_time: '',
        camp_type: '',
        location: ' ',
        media_link: ' ',
        grade_level_start: '',
        grade_level_end: '',
        age_level: null,
        interest_ids: [],
        skill_development: [],
        total_seats: '',
        reserved_seats: '',
      }),
    ).toEqual({
      name: ['Name is required'],
      url: ['Url is required'],
      date: ['Date is required'],
      price: ['Price is required'],
      start_time: ['Start time is required'],
      end_time: ['End time is required'],
      camp_type: ['Camp type is required'],
      location: ['Location is required'],
      media_link: ['Media link is required'],
      interest_ids: ['Choose at least 1 option!'],
      skill_development: ['Choose at least 1 option!'],
    });
  });

  it('reports invalid values', () => {
    expect(
      fieldErrors(activitySchema, {
        ...activity,
        name: 'a'.repeat(256),
        url: 'robotics',
        // Which names are camp types is the API's check (they are data); this can be no name.
        camp_type: 'W'.repeat(81),
        start_time: '25:00',
        end_time: 'noon',
        media_link: 'video',
        optional_media_link: 'pic',
      }),
    ).toEqual({
      name: ['Name is too long'],
      url: ['Url is invalid'],
      camp_type: ['Camp type is invalid'],
      start_time: ['Start time is invalid'],
      end_time: ['End time is invalid'],
      media_link: ['Media link is invalid'],
      optional_media_link: ['Media link is invalid'],
    });
  });

  it('needs a price of at least 1, no negatives, at most two decimals', () => {
    expect(ACTIVITY_MESSAGES.priceMin).toBe('Price must be more than or equal to 1');
    for (const [price, message] of [
      ['0', 'Price must be more than or equal to 1'],
      ['0.99', 'Price must be more than or equal to 1'],
      ['-5', 'Price must be more than or equal to 1'],
      ['ten', 'Price must be a number'],
      ['10.001', 'Price can have at most 2 decimals'],
      ['2,000,000', 'Price is too high'],
    ] as const) {
      expect(fieldErrors(activitySchema, { ...activity, price })).toEqual({ price: [message] });
    }
    expect(fieldErrors(activitySchema, { ...activity, price: '1' })).toEqual({});
    expect(fieldErrors(activitySchema, { ...activity, price: 19.99 })).toEqual({});
  });

  it('keeps camp types to the seven of the spec', () => {
    for (const camp_type of [
      'Day',
      'Overnight',
      'Track-Out',
      'Afterschool',
      'Classes',
      'Virtual',
      'Night-Out',
    ]) {
      expect(fieldErrors(activitySchema, { ...activity, camp_type })).toEqual({});
    }
  });

  describe('grade levels', () => {
    it('requires the other end when one is set', () => {
      expect(
        fieldErrors(activitySchema, { ...activity, grade_level_start: '3', grade_level_end: '' }),
      ).toEqual({ grade_level_end: ['Grade level is required'] });
      expect(
        fieldErrors(activitySchema, { ...activity, grade_level_start: null, grade_level_end: 5 }),
      ).toEqual({ grade_level_start: ['Grade level is required'] });
    });
    it('counts Preschool (-1) and Kindergarten (0) as set', () => {
      expect(
        fieldErrors(activitySchema, { ...activity, grade_level_start: -1, grade_level_end: 0 }),
      ).toEqual({});
      expect(
        fieldErrors(activitySchema, { ...activity, grade_level_start: 0, grade_level_end: null }),
      ).toEqual({ grade_level_end: ['Grade level is required'] });
    });
    it('accepts neither, and refuses out-of-range or reversed grades', () => {
      expect(
        fieldErrors(activitySchema, {
          ...activity,
          grade_level_start: undefined,
          grade_level_end: undefined,
        }),
      ).toEqual({});
      expect(
        fieldErrors(activitySchema, { ...activity, grade_level_start: -2, grade_level_end: 13 }),
      ).toEqual({
        grade_level_start: ['Grade level is invalid'],
        grade_level_end: ['Grade level is invalid'],
      });
      expect(
        fieldErrors(activitySchema, { ...activity, grade_level_start: 6, grade_level_end: 3 }),
      ).toEqual({ grade_level_end: ['End grade must not be before start grade'] });
    });
  });

  describe('seats', () => {
    it('refuses reserved seats without total seats', () => {
      expect(
        fieldErrors(activitySchema, { ...activity, total_seats: '', reserved_seats: '3' }),
      ).toEqual({ reserved_seats: ["You can't fill reserved seats without total seats"] });
    });
    it('refuses more reserved than total seats', () => {
      expect(
        fieldErrors(activitySchema, { ...activity, total_seats: 10, reserved_seats: 11 }),
      ).toEqual({ reserved_seats: ["Reserved seats can't be more than total seats"] });
      expect(
        fieldErrors(activitySchema, { ...activity, total_seats: 10, reserved_seats: 10 }),
      ).toEqual({});
    });
    it('lets a stored zero of reserved seats through without total seats', () => {
      expect(
        fieldErrors(activitySchema, { ...activity, total_seats: null, reserved_seats: 0 }),
      ).toEqual({});
    });
    it('takes whole, non-negative numbers only', () => {
      expect(
        fieldErrors(activitySchema, { ...activity, total_seats: '2.5', reserved_seats: '-1' }),
      ).toEqual({
        total_seats: ['Seats must be a whole number'],
        reserved_seats: ["Seats can't be negative"],
      });
      expect(activitySchema.parse({ ...activity, total_seats: '1,000' }).total_seats).toBe(1000);
    });
    it('shows the seat rule even while other fields are invalid', () => {
      expect(
        fieldErrors(activitySchema, { total_seats: 1, reserved_seats: 2 }).reserved_seats,
      ).toEqual(["Reserved seats can't be more than total seats"]);
    });
  });

  describe('age level', () => {
    it('is an optional pair from 4 to 18', () => {
      expect(AGE_LEVEL_DEFAULT).toEqual([4, 4]);
      expect(fieldErrors(activitySchema, { ...activity, age_level: [4, 4] })).toEqual({});
      expect(fieldErrors(activitySchema, { ...activity, age_level: [4, 18] })).toEqual({});
      expect(fieldErrors(activitySchema, { ...activity, age_level: undefined })).toEqual({});
      expect(fieldErrors(activitySchema, { ...activity, age_level: [3, 10] })).toEqual({
        age_level: ['Age level must be between 4 and 18'],
      });
      expect(fieldErrors(activitySchema, { ...activity, age_level: [5, 19] })).toEqual({
        age_level: ['Age level must be between 4 and 18'],
      });
      expect(fieldErrors(activitySchema, { ...activity, age_level: [12, 8] })).toEqual({
        age_level: ['Minimum age must not be above maximum age'],
      });
      expect(activitySchema.parse({ ...activity, age_level: ['6', '9'] }).age_level).toEqual([
        6, 9,
      ]);
    });
  });

  it('checks the fee when given', () => {
    expect(activitySchema.parse({ ...activity, fee: '' }).fee).toBeNull();
    expect(activitySchema.parse({ ...activity, fee: '12.50' }).fee).toBe(12.5);
    expect(fieldErrors(activitySchema, { ...activity, fee: -1 })).toEqual({
      fee: ["Fee can't be negative"],
    });
  });
});

describe('dateRangeSchema', () => {
  it('has the spec messages', () => {
    expect(messagesOf(dateRangeSchema, undefined)).toEqual(['Date is required']);
    expect(messagesOf(dateRangeSchema, ['', ' '])).toEqual(['Date is required']);
    expect(messagesOf(dateRangeSchema, ['2026-07-01', null])).toEqual(['Date fields must be fill']);
    expect(messagesOf(dateRangeSchema, [null, '2026-07-01'])).toEqual(['Date fields must be fill']);
  });
  it('refuses impossible or reversed dates', () => {
    expect(messagesOf(dateRangeSchema, ['2026-02-30', '2026-03-01'])).toEqual(['Date is invalid']);
    expect(messagesOf(dateRangeSchema, ['07/01/2026', '2026-07-02'])).toEqual(['Date is invalid']);
    expect(messagesOf(dateRangeSchema, ['2026-07-02', '2026-07-01'])).toEqual([
      'End date must not be before start date',
    ]);
  });
  it('accepts a one-day activity', () => {
    expect(dateRangeSchema.parse(['2026-07-01', '2026-07-01'])).toEqual([
      '2026-07-01',
      '2026-07-01',
    ]);
  });
  it('isIsoDate checks the calendar', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
  });
});

describe('normalizeTime', () => {
  it.each([
    ['9:05', '09:05'],
    ['09:05:30', '09:05'],
    ['9:05 am', '09:05'],
    ['12:00 AM', '00:00'],
    ['12:30 PM', '12:30'],
    ['9:05PM', '21:05'],
    ['11:59 p.m.', '23:59'],
    ['23:59', '23:59'],
  ])('%j → %j', (input, output) => {
    expect(normalizeTime(input)).toBe(output);
  });
  it.each(['24:00', '9:60', '13:00 PM', '0:30 AM', '9', 'nine', '9:05:61'])(
    'refuses %j',
    (input) => {
      expect(normalizeTime(input)).toBeNull();
    },
  );
});

describe('activityRuleIssues', () => {
  it('returns nothing for a consistent form', () => {
    expect(
      activityRuleIssues({
        grade_level_start: 1,
        grade_level_end: 2,
        total_seats: 5,
        reserved_seats: 5,
      }),
    ).toEqual([]);
  });
});

describe('age/grade dialog', () => {
  it('has the spec texts', () => {
    expect(AGE_GRADE_DIALOG).toEqual({
      title: 'Parents would love to know the age level and/or grade level for this activity.',
      text: 'Please specify at least one of these.',
      button: 'Return',
    });
  });
  it('blocks only when the age is untouched and both grades are empty', () => {
    expect(mustAskForAgeOrGrade({ ageLevelTouched: false })).toBe(true);
    expect(
      mustAskForAgeOrGrade({
        ageLevelTouched: false,
        grade_level_start: '',
        grade_level_end: null,
      }),
    ).toBe(true);
    expect(mustAskForAgeOrGrade({ ageLevelTouched: true })).toBe(false);
    expect(mustAskForAgeOrGrade({ ageLevelTouched: false, grade_level_start: 0 })).toBe(false);
    expect(mustAskForAgeOrGrade({ ageLevelTouched: false, grade_level_end: -1 })).toBe(false);
    expect(mustAskForAgeOrGrade({ ageLevelTouched: false, grade_level_end: '5' })).toBe(false);
  });
});

describe('duplicates', () => {
  it('lists the inherited fields of the spec', () => {
    expect([...DUPLICATE_INHERITED_FIELDS].sort()).toEqual(
      [
        'age_level',
        'camp_type',
        'description',
        'fee',
        'grade_level_end',
        'grade_level_start',
        'interest_ids',
        'media_link',
        'name',
        'optional_media_link',
        'other_info',
        'skill_development',
      ].sort(),
    );
  });
  it('submits every other field of the form, and only those', () => {
    const all = Object.keys(activityFieldsSchema.unwrap().shape).sort();
    expect([...DUPLICATE_INHERITED_FIELDS, ...DUPLICATE_SUBMITTED_FIELDS].sort()).toEqual(all);
    expect(Object.keys(duplicateActivityUpdateSchema.unwrap().shape).sort()).toEqual(
      [...DUPLICATE_SUBMITTED_FIELDS].sort(),
    );
  });
  it('drops inherited fields from a submitted duplicate', () => {
    const parsed = duplicateActivityUpdateSchema.parse(activity);
    expect(Object.keys(parsed).sort()).toEqual(
      DUPLICATE_SUBMITTED_FIELDS.filter((f) => f in parsed).sort(),
    );
    expect(parsed).not.toHaveProperty('name');
    expect(parsed).not.toHaveProperty('interest_ids');
    expect(parsed.price).toBe(1250);
  });
  it('keeps the seat rules and requires the parent activity on create', () => {
    expect(
      fieldErrors(duplicateActivitySchema, { ...activity, total_seats: 2, reserved_seats: 3 }),
    ).toEqual({
      parent_activity_id: ['Parent activity is required'],
      reserved_seats: ["Reserved seats can't be more than total seats"],
    });
    expect(
      duplicateActivitySchema.parse({ ...activity, parent_activity_id: '8' }).parent_activity_id,
    ).toBe(8);
  });
  it('does not ask a duplicate for inherited fields', () => {
    expect(
      fieldErrors(duplicateActivityUpdateSchema, {
        url: 'camp.org',
        date: ['2026-08-01', '2026-08-02'],
        price: 10,
        start_time: '09:00',
        end_time: '12:00',
        location: 'Park',
      }),
    ).toEqual({});
  });
});
