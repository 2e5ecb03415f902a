import { describe, expect, it } from 'vitest';
import { chatMessageSchema } from './chat';
import { fieldErrors } from './test-support';

describe('chatMessageSchema', () => {
  it('trims but keeps the lines of a question', () => {
    expect(
      chatMessageSchema.parse({ text: '  Which camp?\n  Any  swimming? ', itinerary_id: '3' }),
    ).toEqual({ text: 'Which camp?\n  Any  swimming?', itinerary_id: 3 });
  });
  it.each([undefined, '', '  \n  '])('requires text (%j)', (text) => {
    expect(fieldErrors(chatMessageSchema, { text, itinerary_id: 1 })).toEqual({
      text: ['This field should be filled'],
    });
  });
  it('bounds the length and needs the itinerary', () => {
    expect(fieldErrors(chatMessageSchema, { text: 'a'.repeat(4001) })).toEqual({
      text: ['Message is too long'],
      itinerary_id: ['Itinerary is required'],
    });
  });
});
