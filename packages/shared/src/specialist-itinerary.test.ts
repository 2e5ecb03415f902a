import { describe, expect, it } from 'vitest';
import {
  addItineraryActivitySchema,
  invitationText,
  itineraryMessageSchema,
  overlapsById,
} from './specialist-itinerary';
import { fieldErrors } from './test-support';

const at = (id: number, start: string, end: string, from: string, to: string) => ({
  id,
  start_date: start,
  end_date: end,
  start_time: from,
  end_time: to,
});

describe('overlapsById', () => {
  it('pairs activities sharing a day and crossing hours, and no others', () => {
    const result = overlapsById([
      at(1, '2027-06-14', '2027-06-18', '09:00', '12:00'),
      at(2, '2027-06-18', '2027-06-18', '11:30', '13:00'),
      at(3, '2027-06-14', '2027-06-18', '12:00', '15:00'),
      at(4, '2027-06-19', '2027-06-20', '09:00', '12:00'),
    ]);
    expect(Object.fromEntries(result)).toEqual({ 1: [2], 2: [1, 3], 3: [2], 4: [] });
  });
  it('pairs them only on a day both meet', () => {
    const result = overlapsById([
      { ...at(1, '2027-06-14', '2027-08-27', '16:00', '17:30'), meeting_days: ['tue', 'thu'] },
      { ...at(2, '2027-06-14', '2027-08-27', '16:00', '17:30'), meeting_days: ['mon', 'wed'] },
      { ...at(3, '2027-06-14', '2027-06-18', '17:00', '18:00'), meeting_days: ['wed'] },
    ]);
    expect(Object.fromEntries(result)).toEqual({ 1: [], 2: [3], 3: [2] });
  });
});

describe('invitationText', () => {
  it('says what each invitation status means', () => {
    expect(invitationText('draft', 'Jamie', 'Kim')).toBe(
      'A Jamie has sent an invitation to this itinerary to a Kim',
    );
    expect(invitationText('accepted', 'Jamie', 'Kim')).toBe(
      'A Kim accepted the invitation to this itinerary.',
    );
    expect(invitationText('declined', 'Jamie', 'Kim')).toBe(
      'A Kim declined the invitation to this itinerary.',
    );
  });
});

describe('request schemas', () => {
  it('tidies the message and refuses blank or long ones', () => {
    expect(itineraryMessageSchema.parse({ message: '  Hi   there \n\n\n Bye ' })).toEqual({
      message: 'Hi there\n\nBye',
    });
    expect(fieldErrors(itineraryMessageSchema, { message: ' ' })).toEqual({
      message: ['Message is required'],
    });
    expect(fieldErrors(itineraryMessageSchema, { message: 'x'.repeat(5001) })).toEqual({
      message: ['Message is too long'],
    });
  });
  it('reads ids as positive integers', () => {
    expect(
      addItineraryActivitySchema.parse({
        itinerary_activity: { activity_id: '3', itinerary_id: 4 },
      }),
    ).toEqual({ itinerary_activity: { activity_id: 3, itinerary_id: 4 } });
    expect(
      addItineraryActivitySchema.safeParse({
        itinerary_activity: { activity_id: 0, itinerary_id: 4 },
      }).success,
    ).toBe(false);
  });
});
