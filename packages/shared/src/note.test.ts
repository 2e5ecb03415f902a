import { describe, expect, it } from 'vitest';
import { specialistNoteSchema } from './note';
import { fieldErrors } from './test-support';

describe('specialistNoteSchema', () => {
  it('tidies the note and lets it be cleared', () => {
    expect(
      specialistNoteSchema.parse({ specialist_notes: '  Great   staff \n\n\n Call first ' }),
    ).toEqual({ specialist_notes: 'Great staff\n\nCall first' });
    expect(specialistNoteSchema.parse({ specialist_notes: '  ' })).toEqual({
      specialist_notes: null,
    });
  });
  it('bounds the length', () => {
    expect(fieldErrors(specialistNoteSchema, { specialist_notes: 'n'.repeat(5001) })).toEqual({
      specialist_notes: ['Note is too long'],
    });
  });
});
