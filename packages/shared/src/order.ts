import { z } from 'zod';

// Camp director orders: a paid enrollment of a
// child in one of the director's activities. GET /api/v1/camp_directors/orders?page= lists them;
// POST /api/v1/camp_directors/processed_itinerary_activities toggles `processed`.

export const ORDER_MESSAGES = {
  idRequired: 'Itinerary activity is required',
  idInvalid: 'Itinerary activity is invalid',
  processedRequired: 'Processed is required',
  processedInvalid: 'Processed must be true or false',
  /** Asked before ticking 'Processed' (the trailing space is the spec's). */
  confirmProcessed: 'You have already processed this Parent/Order, are you sure? ',
  empty: 'There are no orders yet!',
  notSpecified: 'not specified',
} as const;

/** Body of POST /api/v1/camp_directors/processed_itinerary_activities. */
export const processedOrderSchema = z.object({
  itinerary_activity_id: z
    .number({
      error: (issue) =>
        issue.input === undefined ? ORDER_MESSAGES.idRequired : ORDER_MESSAGES.idInvalid,
    })
    .int(ORDER_MESSAGES.idInvalid)
    .positive(ORDER_MESSAGES.idInvalid)
    .max(2_147_483_647, ORDER_MESSAGES.idInvalid),
  processed: z.boolean({
    error: (issue) =>
      issue.input === undefined
        ? ORDER_MESSAGES.processedRequired
        : ORDER_MESSAGES.processedInvalid,
  }),
});
export type ProcessedOrderInput = z.infer<typeof processedOrderSchema>;

export const orderActivitySchema = z.object({
  id: z.number(),
  name: z.string(),
  sku: z.string(),
  /** The program (activity provider) name. */
  provider_name: z.string(),
  /** YYYY-MM-DD. */
  start_date: z.string(),
  end_date: z.string(),
});

/** One order as the list shows it; missing parent or child data is null ('not specified'). */
export const orderSchema = z.object({
  id: z.number(),
  processed: z.boolean(),
  parent_name: z.string().nullable(),
  parent_email: z.string().nullable(),
  parent_phone_number: z.string().nullable(),
  parent_address: z.string().nullable(),
  parent_zip_code: z.string().nullable(),
  child_name: z.string().nullable(),
  /** ISO timestamp of the payment. */
  paid_at: z.string().nullable(),
  activity: orderActivitySchema,
});
export type Order = z.infer<typeof orderSchema>;

export const pagySchema = z.object({ count: z.number(), pages: z.number(), page: z.number() });
export type Pagy = z.infer<typeof pagySchema>;

export const ordersResponseSchema = z.object({ orders: z.array(orderSchema), pagy: pagySchema });
export type OrdersResponse = z.infer<typeof ordersResponseSchema>;

export const processedOrderResponseSchema = z.object({
  id: z.number(),
  processed: z.boolean(),
});
export type ProcessedOrderResponse = z.infer<typeof processedOrderResponseSchema>;
