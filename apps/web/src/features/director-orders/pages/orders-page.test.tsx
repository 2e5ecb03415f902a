import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order, OrdersResponse } from '@camp/shared/order';
import { Toaster, toast } from '../../../components/ui/toaster';
import { renderWithShell } from '../../../test-utils';
import { OrdersPage } from './orders-page';
import { apiError, recordRequests, server } from '../../../test-server';
import { ordersApi } from '../test-handlers';

function makeOrder(over: Partial<Order> = {}): Order {
  return {
    id: 11,
    processed: false,
    parent_name: 'Maria Hernandez',
    parent_email: 'maria@example.com',
    parent_phone_number: '+19195550141',
    parent_address: '412 N Person St, Raleigh, NC',
    parent_zip_code: '27601',
    child_name: 'Sofia',
    paid_at: '2026-11-20T10:00:00.000Z',
    activity: {
      id: 5,
      name: 'Robotics Week',
      sku: 'P1-ABCD1234',
      provider_name: 'Oak Grove Camp',
      start_date: '2027-06-14',
      end_date: '2027-06-18',
    },
    ...over,
  };
}

const listOf = (orders: Order[], pages = 1): OrdersResponse => ({
  orders,
  pagy: { count: orders.length, pages, page: 1 },
});

/** A tiny server: GETs answer `list`, POSTs set the flag it keeps for later GETs. */
function serveOrders(list: OrdersResponse) {
  const flags = new Map(list.orders.map((o) => [o.id, o.processed]));
  server.use(
    ordersApi.processed((body) => {
      flags.set(body.itinerary_activity_id, body.processed);
      return { id: body.itinerary_activity_id, processed: body.processed };
    }),
    ordersApi.list(() => ({
      ...list,
      orders: list.orders.map((o) => ({ ...o, processed: flags.get(o.id) ?? o.processed })),
    })),
  );
  const calls = recordRequests();
  return { calls, posts: () => calls.filter((c) => c.method === 'POST') };
}

async function orderItems() {
  return within(await screen.findByRole('list', { name: 'Orders' })).getAllByRole('listitem');
}

const CONFIRM = 'You have already processed this Parent/Order, are you sure?';

describe('<OrdersPage />', () => {
  afterEach(() => {
    toast.clear();
  });

  it("shows 'There are no orders yet!' when there are none", async () => {
    serveOrders(listOf([]));
    renderWithShell(<OrdersPage />, { path: '/camp-director/orders' });
    expect(await screen.findByText('There are no orders yet!')).toBeTruthy();
  });

  it("shows every field, and 'not specified' for missing values", async () => {
    serveOrders(
      listOf([
        makeOrder(),
        makeOrder({
          id: 12,
          parent_name: null,
          parent_phone_number: null,
          parent_address: null,
          parent_zip_code: null,
          child_name: null,
          activity: { ...makeOrder().activity, id: 6, name: 'Pottery Camp', sku: 'P1-ZZZZ0000' },
        }),
      ]),
    );
    renderWithShell(<OrdersPage />, { path: '/camp-director/orders' });
    const items = await orderItems();
    expect(items).toHaveLength(2);
    const full = items[0]!;
    for (const text of [
      'Robotics Week',
      'Oak Grove Camp',
      'P1-ABCD1234',
      'Jun 14, 2027',
      'Jun 18, 2027',
      'Maria Hernandez',
      'maria@example.com',
      '(919) 555-0141',
      '412 N Person St, Raleigh, NC',
      '27601',
      'Sofia',
    ]) {
      expect(
        within(full).getAllByText(new RegExp(text.replace(/[()]/g, '\\$&'))).length,
      ).toBeGreaterThan(0);
    }
    expect(within(full).queryByText('not specified')).toBeNull();
    const bare = items[1]!;
    // Parent name, child name (summary and details), phone, address and zip.
    expect(within(bare).getAllByText(/not specified/).length).toBe(7);
    expect(within(bare).getByText('maria@example.com')).toBeTruthy();
  });

  it('unticks a processed order at once, without asking', async () => {
    const api = serveOrders(listOf([makeOrder({ processed: true })]));
    renderWithShell(<OrdersPage />, { path: '/camp-director/orders' });
    const box = await screen.findByRole('checkbox', { name: 'Processed' });
    expect((box as HTMLInputElement).checked).toBe(true);
    expect((await orderItems())[0]!.getAttribute('data-processed')).toBe('true');
    await userEvent.click(box);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(api.posts()).toHaveLength(1));
    expect(api.posts()[0]!.body).toEqual({
      itinerary_activity_id: 11,
      processed: false,
    });
    expect(api.posts()[0]!.path).toBe('/api/v1/camp_directors/processed_itinerary_activities');
  });

  it('asks before ticking; cancelling changes nothing', async () => {
    const api = serveOrders(listOf([makeOrder()]));
    renderWithShell(<OrdersPage />, { path: '/camp-director/orders' });
    const box = await screen.findByRole('checkbox', { name: 'Processed' });
    await userEvent.click(box);
    const dialog = await screen.findByRole('dialog', { name: CONFIRM });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(api.posts()).toHaveLength(0);
  });

  it('ticks after the confirmation and fades the order', async () => {
    const api = serveOrders(listOf([makeOrder()]));
    renderWithShell(<OrdersPage />, { path: '/camp-director/orders' });
    const box = await screen.findByRole('checkbox', { name: 'Processed' });
    await userEvent.click(box);
    const dialog = await screen.findByRole('dialog', { name: CONFIRM });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, processed' }));
    await waitFor(() => expect(api.posts()).toHaveLength(1));
    expect(api.posts()[0]!.body).toEqual({
      itinerary_activity_id: 11,
      processed: true,
    });
    await waitFor(async () =>
      expect((await orderItems())[0]!.getAttribute('data-processed')).toBe('true'),
    );
    expect((box as HTMLInputElement).checked).toBe(true);
  });

  it("keeps the order as it was and shows the server's message when the change fails", async () => {
    server.use(
      ordersApi.processed(apiError(404, { _base: ['Order not found'] })),
      ordersApi.list(listOf([makeOrder({ processed: true })])),
    );
    renderWithShell(
      <>
        <OrdersPage />
        <Toaster />
      </>,
      { path: '/camp-director/orders' },
    );
    const box = await screen.findByRole('checkbox', { name: 'Processed' });
    await userEvent.click(box);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('ErrorOrder not found');
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));
  });

  it('pages with ?page=', async () => {
    const api = serveOrders({
      ...listOf([makeOrder()], 3),
      pagy: { count: 21, pages: 3, page: 2 },
    });
    const { router } = renderWithShell(<OrdersPage />, { path: '/camp-director/orders?page=2' });
    await orderItems();
    expect(api.calls[0]!.path).toBe('/api/v1/camp_directors/orders?page=2');
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(router.state.location.search).toBe('?page=3');
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === '/api/v1/camp_directors/orders?page=3')).toBe(true),
    );
  });
});
