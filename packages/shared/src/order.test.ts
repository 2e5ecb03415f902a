import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES, processedOrderSchema } from './order';
import { fieldErrors } from './test-support';

describe('processedOrderSchema', () => {
  it('accepts an id and a boolean either way', () => {
    expect(processedOrderSchema.parse({ itinerary_activity_id: 7, processed: true })).toEqual({
      itinerary_activity_id: 7,
      processed: true,
    });
    expect(
      processedOrderSchema.parse({ itinerary_activity_id: 7, processed: false }).processed,
    ).toBe(false);
  });

  it('names a missing id and a missing flag', () => {
    expect(fieldErrors(processedOrderSchema, {})).toEqual({
      itinerary_activity_id: [ORDER_MESSAGES.idRequired],
      processed: [ORDER_MESSAGES.processedRequired],
    });
  });

  it('refuses ids that are not positive whole numbers and flags that are not booleans', () => {
    for (const id of [0, -1, 1.5, '3', null, 2 ** 31]) {
      expect(
        fieldErrors(processedOrderSchema, { itinerary_activity_id: id, processed: true }),
      ).toEqual({ itinerary_activity_id: [ORDER_MESSAGES.idInvalid] });
    }
    for (const processed of ['true', 1, null]) {
      expect(fieldErrors(processedOrderSchema, { itinerary_activity_id: 1, processed })).toEqual({
        processed: [ORDER_MESSAGES.processedInvalid],
      });
    }
  });

  it("keeps the spec's confirmation text exactly, trailing space included", () => {
    expect(ORDER_MESSAGES.confirmProcessed).toBe(
      'You have already processed this Parent/Order, are you sure? ',
    );
  });
});
