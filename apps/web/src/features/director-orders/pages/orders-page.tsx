import { useEffect } from 'react';
import { Alert, Box, CircularProgress, Pagination, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { ORDER_MESSAGES } from '@camp/shared/order';
import { PageContainer } from '../../../components/page-container';
import { ordersQueryOptions } from '../api/orders';
import { OrderAccordion } from '../components/order-accordion';

/** ?page= as a whole number of at least 1 (anything else is page 1). */
export function pageFromQuery(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** /camp-director/orders: the director's paid orders, newest first, paged. */
export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFromQuery(params.get('page'));
  const { data, isPending, isError, error } = useQuery(ordersQueryOptions(page));

  // A page past the last one (after orders moved, or a typed URL) goes to the last page.
  const pages = data?.pagy.pages;
  useEffect(() => {
    if (pages !== undefined && page > pages) setParams({ page: String(pages) }, { replace: true });
  }, [page, pages, setParams]);

  return (
    <PageContainer title="Orders" maxWidth="lg">
      {isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading orders" />
        </Box>
      ) : isError ? (
        <Alert severity="error">{error.message || 'Something went wrong'}</Alert>
      ) : data.orders.length === 0 ? (
        <Paper
          variant="outlined"
          sx={{ p: { xs: 3, sm: 5 }, borderRadius: '18px', textAlign: 'center' }}
        >
          <Typography sx={{ fontWeight: 700 }}>{ORDER_MESSAGES.empty}</Typography>
        </Paper>
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
          {data.pagy.pages > 1 && (
            <Pagination
              sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
              count={data.pagy.pages}
              page={Math.min(page, data.pagy.pages)}
              onChange={(_, next) => {
                setParams({ page: String(next) });
                window.scrollTo({ top: 0 });
              }}
              getItemAriaLabel={(type, p, selected) =>
                type === 'page' ? `${selected ? '' : 'Go to '}page ${p}` : `Go to ${type} page`
              }
            />
          )}
        </>
      )}
    </PageContainer>
  );
}
