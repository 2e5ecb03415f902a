import { describe, expect, it } from 'vitest';
import { CHILD_MESSAGES, childSchema } from './child';
import { fieldErrors } from './test-support';

describe('childSchema', () => {
  it('normalises name, age and interests', () => {
    expect(
      childSchema.parse({
        child_first_name: '  Mia   Rose ',
        age: '7',
        interests: ['Sports', ' Music ', 'Sports'],
      }),
    ).toEqual({ child_first_name: 'Mia Rose', age: 7, interests: ['Sports', 'Music'] });
  });
  it('has the spec messages for missing values', () => {
    expect(fieldErrors(childSchema, {})).toEqual({
      child_first_name: ['Name is required'],
      age: ['Age is required'],
      interests: ['Choose your option(s)'],
    });
    expect(fieldErrors(childSchema, { child_first_name: '  ', age: '', interests: [] })).toEqual({
      child_first_name: ['Name is required'],
      age: ['Age is required'],
      interests: ['Choose your option(s)'],
    });
  });
  it('keeps ages from 4 to 18', () => {
    const base = { child_first_name: 'Mia', interests: ['Dance'] };
    expect(fieldErrors(childSchema, { ...base, age: 4 })).toEqual({});
    expect(fieldErrors(childSchema, { ...base, age: 18 })).toEqual({});
    expect(fieldErrors(childSchema, { ...base, age: 3 })).toEqual({
      age: [CHILD_MESSAGES.ageRange],
    });
    expect(fieldErrors(childSchema, { ...base, age: 19 })).toEqual({
      age: [CHILD_MESSAGES.ageRange],
    });
    expect(fieldErrors(childSchema, { ...base, age: 7.5 })).toEqual({
      age: [CHILD_MESSAGES.ageRange],
    });
    expect(CHILD_MESSAGES.ageRange).toBe('Age must be between 4 and 18');
  });
  it('limits the name to 255 characters', () => {
    expect(
      fieldErrors(childSchema, { child_first_name: 'a'.repeat(256), age: 5, interests: ['Dance'] }),
    ).toEqual({ child_first_name: ['Name is too long'] });
  });
});
