import { describe, expect, it } from 'vitest';
import {
  PROGRAM_MESSAGES,
  keepCheckedSpecialNeeds,
  programFieldsSchema,
  programSchema,
} from './program';
import { fieldErrors } from './test-support';

const program = {
  name: '  Sunny   Day Camps ',
  email: 'Info@SunnyDay.org',
  website: 'sunnyday.org',
  address: '100 Main St',
  address2: '',
  city: 'Raleigh',
  state: 'NC',
  zip_code: '27601',
  phone_number: '919-555-0123',
  interest_ids: ['2', 5],
  tax_id: '12-3456789',
  cancellation_policy: 'Full refund up to 14 days before the start.',
};

describe('programSchema', () => {
  it('normalises a complete program', () => {
    const parsed = programSchema.parse({
      ...program,
      financial_aid_percent: '25',
      faq: 'sunnyday.org/faq',
      special_needs_array: ['dietary'],
      special_needs: { dietary: ' Nut-free  kitchen ' },
    });
    expect(parsed).toMatchObject({
      name: 'Sunny Day Camps',
      email: 'info@sunnyday.org',
      website: 'https://sunnyday.org',
      address2: null,
      zip_code: '27601',
      phone_number: '+19195550123',
      interest_ids: [2, 5],
      faq: 'https://sunnyday.org/faq',
      financial_aid_percent: 25,
      special_needs_array: ['dietary'],
      special_needs: { dietary: 'Nut-free kitchen' },
    });
  });

  it('reports every required field with the spec message', () => {
    expect(fieldErrors(programSchema, {})).toEqual({
      name: ['Name required'],
      email: ['Email required'],
      website: ['Website required'],
      address: ['Address required'],
      city: ['City required'],
      state: ['State required'],
      zip_code: ['Zip Code required'],
      phone_number: ['Phone number is required'],
      interest_ids: ['Interest is required'],
      tax_id: ['TaxID is required'],
      cancellation_policy: ['Cancellation policy is required'],
    });
  });

  it('reports blank form values the same way', () => {
    const blank = Object.fromEntries(Object.keys(program).map((k) => [k, '']));
    expect(fieldErrors(programSchema, { ...blank, interest_ids: [] })).toEqual({
      name: ['Name required'],
      email: ['Email required'],
      website: ['Website required'],
      address: ['Address required'],
      city: ['City required'],
      state: ['State required'],
      zip_code: ['Zip Code required'],
      phone_number: ['Phone number is required'],
      interest_ids: ['Choose at least 1 option!'],
      tax_id: ['TaxID is required'],
      cancellation_policy: ['Cancellation policy is required'],
    });
  });

  it('reports invalid values', () => {
    expect(
      fieldErrors(programSchema, {
        ...program,
        name: 'a'.repeat(256),
        email: 'info@',
        website: 'sunny day',
        zip_code: '2760',
        phone_number: '911-555-0123',
        waiver_form_url: 'waiver',
        financial_aid_link: 'aid',
        faq: 'faq',
      }),
    ).toEqual({
      name: ['Name is too long'],
      email: ['Email invalid'],
      website: ['Website is invalid'],
      zip_code: ['Zip Code is invalid'],
      phone_number: ['Phone number is invalid'],
      waiver_form_url: ['Waiver form link is invalid'],
      financial_aid_link: ['Financial aid link is invalid'],
      faq: ['FAQ link is invalid'],
    });
  });

  it('accepts financial aid percent only from 0 to 100', () => {
    expect(PROGRAM_MESSAGES.financialAidPercent).toBe(
      'Financial aid percent must be between 0 and 100',
    );
    for (const ok of [0, '100', '', null, undefined]) {
      expect(fieldErrors(programSchema, { ...program, financial_aid_percent: ok })).toEqual({});
    }
    for (const bad of [-1, 101, '50.5', 'half']) {
      expect(fieldErrors(programSchema, { ...program, financial_aid_percent: bad })).toEqual({
        financial_aid_percent: ['Financial aid percent must be between 0 and 100'],
      });
    }
  });

  it('clears the text of an unchecked special need', () => {
    const parsed = programSchema.parse({
      ...program,
      special_needs_array: ['physical_disabilities'],
      special_needs: {
        physical_disabilities: 'Ramps everywhere',
        learning_disabilities: 'Was checked before',
        dietary: '',
      },
    });
    expect(parsed.special_needs).toEqual({ physical_disabilities: 'Ramps everywhere' });
    expect(programSchema.parse(program).special_needs).toEqual({});
    expect(programSchema.parse(program).special_needs_array).toEqual([]);
  });

  it('refuses an unknown special need', () => {
    expect(fieldErrors(programSchema, { ...program, special_needs_array: ['hearing'] })).toEqual({
      'special_needs_array.0': ['Special need is invalid'],
    });
  });

  it('keeps the field schema narrowable for forms', () => {
    const contact = programFieldsSchema.pick({ email: true, phone_number: true });
    expect(contact.parse({ email: 'A@B.co', phone_number: '9195550123' })).toEqual({
      email: 'a@b.co',
      phone_number: '+19195550123',
    });
  });
});

describe('keepCheckedSpecialNeeds', () => {
  it('keeps only checked, non-empty texts', () => {
    expect(
      keepCheckedSpecialNeeds(['dietary', 'learning_disabilities'], {
        dietary: 'Vegan options',
        learning_disabilities: null,
        physical_disabilities: 'Not checked',
      }),
    ).toEqual({ dietary: 'Vegan options' });
    expect(keepCheckedSpecialNeeds(null, null)).toEqual({});
  });
});
