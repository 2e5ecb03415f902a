import { describe, expect, it } from 'vitest';
import { directorProfileSchema } from './director-profile';
import { fieldErrors } from './test-support';

describe('directorProfileSchema', () => {
  it('normalises names, e-mail and phone', () => {
    expect(
      directorProfileSchema.parse({
        first_name: '  Dana ',
        last_name: ' Van   Dyke ',
        email: 'Dana@Camp.ORG',
        contact_phone: '+1 (919) 555-0199',
      }),
    ).toEqual({
      first_name: 'Dana',
      last_name: 'Van Dyke',
      email: 'dana@camp.org',
      contact_phone: '+19195550199',
    });
  });
  it('has the spec messages', () => {
    expect(fieldErrors(directorProfileSchema, { first_name: ' ', last_name: '' })).toEqual({
      first_name: ['First name is required'],
      last_name: ['Last name is required'],
      contact_phone: ['Phone number is required'],
    });
    expect(
      fieldErrors(directorProfileSchema, {
        first_name: 'a'.repeat(256),
        last_name: 'b'.repeat(256),
        email: 'dana',
        contact_phone: '000-555-0199',
      }),
    ).toEqual({
      first_name: ['First name is too long'],
      last_name: ['Last name is too long'],
      email: ['Invalid email'],
      contact_phone: ['Phone number is invalid'],
    });
  });
  it('allows 255-character names', () => {
    expect(
      fieldErrors(directorProfileSchema, {
        first_name: 'a'.repeat(255),
        last_name: 'b'.repeat(255),
        contact_phone: '9195550199',
      }),
    ).toEqual({});
  });
});
