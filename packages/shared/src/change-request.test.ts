import { describe, expect, it } from 'vitest';
import {
  changeRequestFormSchema,
  changeRequestSchema,
  joinReasons,
  parseReasons,
  toChangeRequest,
} from './change-request';
import { fieldErrors } from './test-support';

describe('reasons', () => {
  it('joins in the spec order without repeats', () => {
    expect(joinReasons(['Price', 'Date', 'Price'])).toBe('Date, Price');
    expect(joinReasons(['Other', 'Program', 'Location', 'Price', 'Date'])).toBe(
      'Date, Location, Price, Program, Other',
    );
  });
  it('parses a joined string back, with or without spaces', () => {
    expect(parseReasons('Price,Date')).toEqual(['Date', 'Price']);
    expect(parseReasons(' Other , Date ')).toEqual(['Date', 'Other']);
    expect(parseReasons('')).toEqual([]);
    expect(parseReasons('Date, Weather')).toBeNull();
  });
});

describe('changeRequestFormSchema', () => {
  it('accepts a complete form', () => {
    expect(
      changeRequestFormSchema.parse({
        activity_id: '5',
        reasons: ['Price'],
        more_information: '  Too   expensive \n\n\n for us ',
      }),
    ).toEqual({ activity_id: 5, reasons: ['Price'], more_information: 'Too expensive\n\nfor us' });
  });
  it('has the spec messages', () => {
    expect(fieldErrors(changeRequestFormSchema, {})).toEqual({
      activity_id: ['Activity is required'],
      reasons: ['Check at least one checkbox'],
      more_information: ['Comment is required'],
    });
    expect(
      fieldErrors(changeRequestFormSchema, { activity_id: '', reasons: [], more_information: ' ' }),
    ).toEqual({
      activity_id: ['Activity is required'],
      reasons: ['Check at least one checkbox'],
      more_information: ['Comment is required'],
    });
  });
  it('refuses an unknown reason', () => {
    expect(
      fieldErrors(changeRequestFormSchema, {
        activity_id: 1,
        reasons: ['Weather'],
        more_information: 'x',
      }),
    ).toEqual({ 'reasons.0': ['Reason is invalid'] });
  });
  it('converts to the API shape', () => {
    expect(
      toChangeRequest({ activity_id: 3, reasons: ['Program', 'Date'], more_information: 'c' }),
    ).toEqual({ activity_id: 3, reason: 'Date, Program', more_information: 'c' });
  });
});

describe('changeRequestSchema (API)', () => {
  it('canonicalises the reason string', () => {
    expect(
      changeRequestSchema.parse({ activity_id: 2, reason: 'Other,Date', more_information: 'x' })
        .reason,
    ).toBe('Date, Other');
  });
  it('has the spec messages', () => {
    expect(fieldErrors(changeRequestSchema, { reason: ' , ' })).toEqual({
      activity_id: ['Activity is required'],
      reason: ['Check at least one checkbox'],
      more_information: ['Comment is required'],
    });
    expect(fieldErrors(changeRequestSchema, {})).toMatchObject({
      reason: ['Check at least one checkbox'],
    });
    expect(
      fieldErrors(changeRequestSchema, { activity_id: 1, reason: 'Food', more_information: 'x' }),
    ).toEqual({ reason: ['Reason is invalid'] });
  });
});
