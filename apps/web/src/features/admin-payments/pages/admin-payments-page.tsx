import { useState } from 'react';
import { Box } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PAYMENT_PAGE_SIZES, PAYMENT_SORTS, type AdminPayment } from '@camp/shared/admin-payments';
import {
  ExportCsvButton,
  InvalidFilterAlert,
  useListParams,
} from '../../../components/ui/list-filter';
import { PageContainer } from '../../../components/ui/page-container';
import { LoadError } from '../../../components/ui/paged-list';
import { toast } from '../../../components/ui/toaster';
import { formatCents } from '../../../lib/format';
import { downloadPaymentsCsv, paymentKeys, paymentsQueryOptions } from '../api/payments';
import { PaymentFilters, paymentFilter } from '../components/payment-filters';
import { PaymentGrid } from '../components/payment-grid';
import { RefundDialog } from '../components/refund-dialog';

/**
 * /admin/payments: every payment (activity checkouts and package orders) across the payment
 * providers; filtered, paged and sorted through the URL, exported as CSV as filtered. An admin
 * refunds a payment, in full or in part, from its row.
 */
export function AdminPaymentsPage() {
  const list = useListParams(paymentFilter, {
    pageSizes: PAYMENT_PAGE_SIZES,
    sorts: PAYMENT_SORTS,
    sort: 'paid_at',
    order: 'desc',
  });
  const { query: filter, page, perPage, sort, order } = list;
  const queryClient = useQueryClient();
  const payments = useQuery({
    ...paymentsQueryOptions({ ...filter, page, per_page: perPage, sort, order }),
    enabled: filter !== undefined,
  });
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);

  return (
    <PageContainer
      eyebrow="Administrator"
      title="Payments"
      subtitle="Every payment parents made, for activities and for packages, with what was refunded."
      maxWidth="lg"
      actions={
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <ExportCsvButton download={filter && (() => downloadPaymentsCsv(filter))} />
        </Box>
      }
    >
      <PaymentFilters values={list.values} onApply={list.applyFilter} />
      {!filter ? (
        <InvalidFilterAlert />
      ) : payments.isError ? (
        <LoadError error={payments.error} onRetry={() => void payments.refetch()} />
      ) : (
        <PaymentGrid
          payments={payments.data?.payments ?? []}
          count={payments.data?.pagy.count ?? 0}
          loading={payments.isFetching}
          list={list}
          onRefund={setRefunding}
        />
      )}
      <RefundDialog
        payment={refunding}
        onClose={() => setRefunding(null)}
        onRefunded={(answer) => {
          setRefunding(null);
          toast.success(
            `Refunded ${formatCents(answer.refunded_now_cents, { cents: 'always' })}; ${formatCents(answer.payment.refundable_cents, { cents: 'always' })} can still be refunded.`,
          );
          void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
        }}
      />
    </PageContainer>
  );
}
