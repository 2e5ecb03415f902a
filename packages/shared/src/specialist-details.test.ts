import { describe, expect, it } from 'vitest';
import {
  SPECIALIST_DETAILS_MESSAGES as M,
  activityNoteUpdateSchema,
  pageFromSearch,
  pageQuery,
  providerNoteUpdateSchema,
} from './specialist-details';
import { fieldErrors } from './test-support';

describe('pageFromSearch', () => {
  it('reads the spec’s ?page-{n} form and the usual ?page=n', () => {
    expect(pageFromSearch('?page-2')).toBe(2);
    expect(pageFromSearch('page-14')).toBe(14);
    expect(pageFromSearch('?page=3')).toBe(3);
    expect(pageFromSearch('?itinerary_id=5&page-4')).toBe(4);
  });
  it('reads anything else as page 1', () => {
    for (const search of ['', '?', '?page-0', '?page=-2', '?page-x', '?page=1.5', '?pages=3']) {
      expect(pageFromSearch(search)).toBe(1);
    }
  });
  it('writes the spec’s form, page 1 as the bare path', () => {
    expect(pageQuery(1)).toBe('');
    expect(pageQuery(3)).toBe('?page-3');
    expect(pageFromSearch(pageQuery(7))).toBe(7);
  });
});

describe('note updates', () => {
  it('tidy the note and let it be cleared', () => {
    expect(
      activityNoteUpdateSchema.parse({ activity: { specialist_notes: '  Call   first ' } }),
    ).toEqual({ activity: { specialist_notes: 'Call first' } });
    expect(
      providerNoteUpdateSchema.parse({ activity_provider: { specialist_notes: ' ' } }),
    ).toEqual({ activity_provider: { specialist_notes: null } });
  });
  it('need the note and refuse other fields', () => {
    expect(fieldErrors(activityNoteUpdateSchema, { activity: {} })).toEqual({
      'activity.specialist_notes': [M.noteMissing],
    });
    expect(
      fieldErrors(providerNoteUpdateSchema, {
        activity_provider: { specialist_notes: 'ok', name: 'New name' },
      }),
    ).toEqual({ activity_provider: [M.onlyNote] });
  });
  it('word the toast as the spec does', () => {
    expect(M.noteSaved('Oak Grove Camp')).toBe("Oak Grove Camp's note was successfully updated!");
  });
});
