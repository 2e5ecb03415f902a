import type {
  OrdersResponse,
  ProcessedOrderInput,
  ProcessedOrderResponse,
} from '@camp/shared/order';
import { apiRoute, type Answer } from '../../test-server';

/** The director's order endpoints, answered with the shared types. */
export const ordersApi = {
  /** GET /api/v1/camp_directors/orders?page=. */
  list: (answer: Answer<null, OrdersResponse>) =>
    apiRoute('get', '/api/v1/camp_directors/orders', answer),
  /** POST /api/v1/camp_directors/processed_itinerary_activities. */
  processed: (answer: Answer<ProcessedOrderInput, ProcessedOrderResponse>) =>
    apiRoute('post', '/api/v1/camp_directors/processed_itinerary_activities', answer),
};
