import { describe, expect, it } from 'vitest';
import {
  localOnboardingSchema,
  providerProfileSchema,
  providerValidationSchema,
} from './provider-profile';
import { fieldErrors } from './test-support';

const valid = {
  organisation_name: '  Sunny   Camps LLC ',
  contact_name: 'Dana Rivers',
  address: '1 Main St',
  city: 'Raleigh',
  state: 'NC',
  zip_code: '27601',
  phone_number: '(919) 555-0123',
  website: 'sunnycamps.example.com',
  description: 'Day camps\n\n\n\nfor kids',
  tax_id: '12-3456789',
  years_in_operation: '12',
  insurance_info: '',
  licensing_info: 'State licence 42',
};

describe('providerProfileSchema', () => {
  it('normalises every field', () => {
    expect(providerProfileSchema.parse(valid)).toEqual({
      organisation_name: 'Sunny Camps LLC',
      contact_name: 'Dana Rivers',
      address: '1 Main St',
      city: 'Raleigh',
      state: 'NC',
      zip_code: '27601',
      phone_number: '+19195550123',
      website: 'https://sunnycamps.example.com',
      description: 'Day camps\n\nfor kids',
      tax_id: '12-3456789',
      years_in_operation: 12,
      insurance_info: null,
      licensing_info: 'State licence 42',
    });
  });

  it('names each missing required field', () => {
    expect(fieldErrors(providerProfileSchema, {})).toEqual({
      organisation_name: ['Organization name is required'],
      contact_name: ['Contact name is required'],
      address: ['Address required'],
      city: ['City required'],
      state: ['State required'],
      zip_code: ['Zip Code required'],
      phone_number: ['Phone number is required'],
      website: ['Website required'],
      description: ['Description is required'],
      tax_id: ['TaxID is required'],
    });
  });

  it('rejects malformed values', () => {
    expect(
      fieldErrors(providerProfileSchema, {
        ...valid,
        zip_code: '123',
        phone_number: '555',
        website: 'not a site',
        years_in_operation: '2.5',
        organisation_name: 'x'.repeat(256),
      }),
    ).toEqual({
      organisation_name: ['Is too long'],
      zip_code: ['Zip Code is invalid'],
      phone_number: ['Phone number is invalid'],
      website: ['Website is invalid'],
      years_in_operation: ['Years in operation must be a whole number between 0 and 500'],
    });
    expect(fieldErrors(providerProfileSchema, { ...valid, years_in_operation: '-1' })).toEqual({
      years_in_operation: ['Years in operation must be a whole number between 0 and 500'],
    });
  });
});

describe('providerValidationSchema', () => {
  it('needs a reason to reject, not to accept', () => {
    expect(fieldErrors(providerValidationSchema, { decision: 'reject', reason: '  ' })).toEqual({
      reason: ['Reason is required'],
    });
    expect(providerValidationSchema.parse({ decision: 'accept' })).toEqual({
      decision: 'accept',
    });
    expect(fieldErrors(providerValidationSchema, { decision: 'maybe' })).toEqual({
      decision: ['Decision is required'],
    });
  });
});

describe('localOnboardingSchema', () => {
  it('accepts only the simulator outcomes', () => {
    expect(localOnboardingSchema.parse({ outcome: 'fail' })).toEqual({ outcome: 'fail' });
    expect(fieldErrors(localOnboardingSchema, { outcome: 'hack' })).toEqual({
      outcome: ['Outcome is invalid'],
    });
  });
});
