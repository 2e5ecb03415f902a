import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { ORDER_MESSAGES } from '@camp/shared/order';
import { PageContainer } from '../../../components/ui/page-container';
import {
  EmptyCard,
  ListPagination,
  LoadError,
  LoadingBlock,
  useClampPage,
  usePageParam,
} from '../../../components/ui/paged-list';
import { ordersQueryOptions } from '../api/orders';
import { OrderAccordion } from '../components/order-accordion';

/**
 * /camp-director/orders: the director's paid orders, newest first, paged. `before` is what the
 * route puts above them (the cancellation requests, composed in app/routes).
 */
export function OrdersPage({ before }: { before?: ReactNode } = {}) {
  const { page, setPage } = usePageParam();
  const { data, isPending, isError, error } = useQuery(ordersQueryOptions(page));
  useClampPage(page, data?.pagy.pages);

  return (
    <PageContainer title="Orders" maxWidth="lg">
      {before}
      {isPending ? (
        <LoadingBlock label="Loading orders" />
      ) : isError ? (
        <LoadError error={error} />
      ) : data.orders.length === 0 ? (
        <EmptyCard>{ORDER_MESSAGES.empty}</EmptyCard>
      ) : (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }} aria-live="polite">
            {data.pagy.count} {data.pagy.count === 1 ? 'order' : 'orders'}
          </Typography>
          <Box
            component="ul"
            aria-label="Orders"
            sx={{ p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
          >
            {data.orders.map((order) => (
              <OrderAccordion key={order.id} order={order} />
            ))}
          </Box>
          <ListPagination page={page} pages={data.pagy.pages} onChange={setPage} />
        </>
      )}
    </PageContainer>
  );
}
