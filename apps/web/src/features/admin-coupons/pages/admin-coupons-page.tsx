import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { COUPON_PAGE_SIZES, COUPON_SORTS, type AdminCoupon } from '@camp/shared/admin-coupons';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import {
  ExportCsvButton,
  InvalidFilterAlert,
  useListParams,
} from '../../../components/ui/list-filter';
import { PageContainer } from '../../../components/ui/page-container';
import { LoadError } from '../../../components/ui/paged-list';
import { toast } from '../../../components/ui/toaster';
import { failureMessage } from '../../../lib/form-support';
import {
  couponKeys,
  couponsQueryOptions,
  deactivateCoupon,
  downloadCouponsCsv,
} from '../api/coupons';
import { CouponFilters, couponFilter } from '../components/coupon-filters';
import { CouponGrid } from '../components/coupon-grid';
import { CreateCouponDialog } from '../components/create-coupon-dialog';
import { PackagePrices } from '../components/package-prices';

/**
 * /admin/coupons: the discount codes with their usage; filtered, paged and sorted through the
 * URL, exported as CSV as filtered. An admin creates a code or deactivates one here.
 */
export function AdminCouponsPage() {
  const list = useListParams(couponFilter, {
    pageSizes: COUPON_PAGE_SIZES,
    sorts: COUPON_SORTS,
    sort: 'created_at',
    order: 'desc',
  });
  const { query: filter, page, perPage, sort, order } = list;
  const queryClient = useQueryClient();
  const coupons = useQuery({
    ...couponsQueryOptions({ ...filter, page, per_page: perPage, sort, order }),
    enabled: filter !== undefined,
  });
  const [creating, setCreating] = useState(false);
  const [toDeactivate, setToDeactivate] = useState<AdminCoupon | null>(null);
  const deactivate = useMutation({
    mutationFn: (id: number) => deactivateCoupon(id),
    onSuccess: (coupon) => {
      toast.success(`${coupon.code} was deactivated.`);
      setToDeactivate(null);
    },
    onError: (err) => toast.error(failureMessage(err)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });

  return (
    <PageContainer
      eyebrow="Administrator"
      title="Packages and coupons"
      subtitle="The plans' prices, and the discount codes parents use at the package checkout."
      actions={
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
            New coupon
          </Button>
          <ExportCsvButton download={filter && (() => downloadCouponsCsv(filter))} />
        </Box>
      }
    >
      <PackagePrices />
      <Typography variant="h5" component="h2" sx={{ mb: 1.5 }}>
        Coupons
      </Typography>
      <CouponFilters values={list.values} onApply={list.applyFilter} />
      {!filter ? (
        <InvalidFilterAlert />
      ) : coupons.isError ? (
        <LoadError error={coupons.error} onRetry={() => void coupons.refetch()} />
      ) : (
        <CouponGrid
          coupons={coupons.data?.coupons ?? []}
          count={coupons.data?.pagy.count ?? 0}
          loading={coupons.isFetching}
          list={list}
          onDeactivate={setToDeactivate}
        />
      )}
      <CreateCouponDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(coupon) => {
          setCreating(false);
          toast.success(`${coupon.code} was created.`);
          void queryClient.invalidateQueries({ queryKey: couponKeys.all });
        }}
      />
      <ConfirmDialog
        open={toDeactivate !== null}
        title={`Deactivate ${toDeactivate?.code ?? ''}?`}
        description="Parents can no longer use this code. Packages already bought with it keep their price."
        confirmText="Deactivate"
        destructive
        busy={deactivate.isPending}
        onConfirm={() => toDeactivate && deactivate.mutate(toDeactivate.id)}
        onClose={() => setToDeactivate(null)}
      />
    </PageContainer>
  );
}
