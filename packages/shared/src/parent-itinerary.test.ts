import { describe, expect, it } from 'vitest';
import { CHANGE_REQUEST_MESSAGES } from './change-request';
import {
  CHANGE_REQUESTS_PER_UPDATE_MAX,
  PARENT_ITINERARY_MESSAGES as M,
  parentItineraryUpdateSchema,
} from './parent-itinerary';
import {
  ITINERARY_EVENT_REASONS,
  SPECIALIST_ITINERARIES_CHANNEL,
  itineraryEventSchema,
  specialistItinerariesIdentifier,
  specialistItinerariesIdentifierSchema,
} from './realtime';
import { fieldErrors } from './test-support';

const request = { activity_id: 5, reason: 'Price,Date', more_information: ' Later  week? ' };

describe('parentItineraryUpdateSchema', () => {
  it('accepts an accept, with or without the id', () => {
    expect(parentItineraryUpdateSchema.parse({ itinerary: { status: 'accepted' } })).toEqual({
      itinerary: { status: 'accepted' },
    });
    expect(parentItineraryUpdateSchema.parse({ id: 3, itinerary: { status: 'accepted' } })).toEqual(
      { id: 3, itinerary: { status: 'accepted' } },
    );
  });

  it('accepts change requests and gives their reasons in the spec order', () => {
    expect(
      parentItineraryUpdateSchema.parse({
        itinerary: { status: 'alternate_request', change_requests_attributes: [request] },
      }),
    ).toEqual({
      itinerary: {
        status: 'alternate_request',
        change_requests_attributes: [
          { activity_id: 5, reason: 'Date, Price', more_information: 'Later week?' },
        ],
      },
    });
  });

  it.each([
    ['no wrapper', { status: 'accepted' }, { itinerary: [M.statusInvalid] }],
    [
      'another status',
      { itinerary: { status: 'approved' } },
      { 'itinerary.status': [M.statusInvalid] },
    ],
    [
      'change requests missing',
      { itinerary: { status: 'alternate_request' } },
      { 'itinerary.change_requests_attributes': [M.changeRequestsRequired] },
    ],
    [
      'too many change requests',
      {
        itinerary: {
          status: 'alternate_request',
          change_requests_attributes: Array(CHANGE_REQUESTS_PER_UPDATE_MAX + 1).fill(request),
        },
      },
      { 'itinerary.change_requests_attributes': [M.tooManyChangeRequests] },
    ],
    [
      'a request without a comment',
      {
        itinerary: {
          status: 'alternate_request',
          change_requests_attributes: [{ ...request, more_information: '' }],
        },
      },
      {
        'itinerary.change_requests_attributes.0.more_information': [
          CHANGE_REQUEST_MESSAGES.commentRequired,
        ],
      },
    ],
    [
      'an id that is not one',
      { id: 'x', itinerary: { status: 'accepted' } },
      { id: [M.idMismatch] },
    ],
  ])('refuses %s', (_name, input, errors) => {
    expect(fieldErrors(parentItineraryUpdateSchema, input)).toEqual(errors);
  });
});

describe('the parent real-time event contract', () => {
  it('carries the loop’s reasons', () => {
    for (const reason of [
      'accepted',
      'change_requested',
      'invitation_answered',
      'approved',
      'canceled',
    ]) {
      expect(ITINERARY_EVENT_REASONS).toContain(reason);
      expect(
        itineraryEventSchema.safeParse({ type: 'itinerary_updated', itinerary_id: 1, reason })
          .success,
      ).toBe(true);
    }
  });

  it('names the specialists’ channel without a key', () => {
    expect(JSON.parse(specialistItinerariesIdentifier())).toEqual({
      channel: SPECIALIST_ITINERARIES_CHANNEL,
    });
    expect(
      specialistItinerariesIdentifierSchema.safeParse({ channel: 'ItinerariesChannel' }).success,
    ).toBe(false);
  });
});
