import { describe, expect, it } from 'vitest';
import { friendInvitationAnswerSchema, inviteFriendSchema } from './invite';
import { fieldErrors } from './test-support';

describe('inviteFriendSchema', () => {
  it('normalises the invitation', () => {
    expect(
      inviteFriendSchema.parse({
        itinerary_id: '9',
        email: ' Friend@Mail.com ',
        activity_ids: ['1', 2, 2],
        text: '  Join   us! ',
      }),
    ).toEqual({
      itinerary_id: 9,
      email: 'friend@mail.com',
      activity_ids: [1, 2],
      text: 'Join us!',
    });
  });
  it('has the spec messages', () => {
    expect(fieldErrors(inviteFriendSchema, {})).toEqual({
      itinerary_id: ['Itinerary is required'],
      email: ['Email is required'],
      activity_ids: ['Activities is required'],
    });
    expect(
      fieldErrors(inviteFriendSchema, { itinerary_id: 1, email: 'friend', activity_ids: [] }),
    ).toEqual({ email: ['Invalid email'], activity_ids: ['Activities is required'] });
  });
  it('treats the message as optional', () => {
    expect(
      inviteFriendSchema.parse({ itinerary_id: 1, email: 'a@b.co', activity_ids: [1], text: '' })
        .text,
    ).toBeNull();
    expect(
      fieldErrors(inviteFriendSchema, {
        itinerary_id: 1,
        email: 'a@b.co',
        activity_ids: [1],
        text: 'a'.repeat(5001),
      }),
    ).toEqual({ text: ['Message is too long'] });
  });
});

describe('friendInvitationAnswerSchema', () => {
  it('accepts accepted or declined with an optional comment', () => {
    expect(friendInvitationAnswerSchema.parse({ status: 'accepted' })).toEqual({
      status: 'accepted',
    });
    expect(friendInvitationAnswerSchema.parse({ status: 'declined', comment: ' Busy ' })).toEqual({
      status: 'declined',
      comment: 'Busy',
    });
    expect(fieldErrors(friendInvitationAnswerSchema, { status: 'draft' })).toEqual({
      status: ['Status must be accepted or declined'],
    });
  });
});

describe('friendInvitationAnswerSchema child_id', () => {
  it('takes the chosen child as a number, blank as none, and refuses other values', () => {
    expect(friendInvitationAnswerSchema.parse({ status: 'accepted', child_id: '7' }).child_id).toBe(
      7,
    );
    expect(
      friendInvitationAnswerSchema.parse({ status: 'accepted', child_id: null }).child_id,
    ).toBeNull();
    expect(fieldErrors(friendInvitationAnswerSchema, { status: 'accepted', child_id: 0 })).toEqual({
      child_id: ['Child not found'],
    });
    expect(
      fieldErrors(friendInvitationAnswerSchema, { status: 'accepted', child_id: 'abc' }),
    ).toEqual({ child_id: ['Child not found'] });
  });
});
