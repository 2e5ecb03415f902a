import { useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import Download from '@mui/icons-material/Download';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { COUPON_PAGE_SIZES, COUPON_SORTS, type AdminCoupon } from '@camp/shared/admin-coupons';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageContainer } from '../../../components/ui/page-container';
import { LoadError, pageFromQuery } from '../../../components/ui/paged-list';
import { toast } from '../../../components/ui/toaster';
import { failureMessage } from '../../../lib/form-support';
import {
  couponKeys,
  couponsQueryOptions,
  deactivateCoupon,
  downloadCouponsCsv,
} from '../api/coupons';
import { CouponFilters, couponFilter, type CouponFilterValues } from '../components/coupon-filters';
import { CouponGrid } from '../components/coupon-grid';
import { CreateCouponDialog } from '../components/create-coupon-dialog';
import { PackagePrices } from '../components/package-prices';

type Sort = (typeof COUPON_SORTS)[number];

function perPageFromQuery(value: string | null): number {
  const n = Number(value);
  return (COUPON_PAGE_SIZES as readonly number[]).includes(n) ? n : COUPON_PAGE_SIZES[0];
}

const sortFromQuery = (value: string | null): Sort =>
  (COUPON_SORTS as readonly string[]).includes(value ?? '') ? (value as Sort) : 'created_at';

/**
 * /admin/coupons: the discount codes with their usage; filtered, paged and sorted through the
 * URL, exported as CSV as filtered. An admin creates a code or deactivates one here.
 */
export function AdminCouponsPage() {
  const [params, setParams] = useSearchParams();
  const values = couponFilter.fromParams(params);
  const filter = couponFilter.query(values);
  const page = pageFromQuery(params.get('page'));
  const perPage = perPageFromQuery(params.get('per_page'));
  const sort = sortFromQuery(params.get('sort'));
  const order = params.get('order') === 'asc' ? 'asc' : 'desc';
  const queryClient = useQueryClient();
  const coupons = useQuery({
    ...couponsQueryOptions({ ...filter, page, per_page: perPage, sort, order }),
    enabled: filter !== undefined,
  });
  const [exporting, setExporting] = useState(false);
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

  /** Writes the URL's query; a changed filter starts again at page 1. */
  const update = (changes: Record<string, string | number | null>) => {
    const q = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') q.delete(key);
      else q.set(key, String(value));
    }
    if (q.get('page') === '1') q.delete('page');
    if (q.get('per_page') === String(COUPON_PAGE_SIZES[0])) q.delete('per_page');
    if (q.get('sort') === 'created_at') q.delete('sort');
    if (q.get('order') === 'desc') q.delete('order');
    setParams(q);
  };
  const applyFilter = (next: CouponFilterValues) =>
    update({ ...couponFilter.empty, ...next, page: null });
  const exportCsv = async () => {
    if (!filter) return;
    setExporting(true);
    try {
      await downloadCouponsCsv(filter);
    } catch (err) {
      toast.error(failureMessage(err));
    } finally {
      setExporting(false);
    }
  };

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
          <Button
            variant="outlined"
            startIcon={<Download />}
            onClick={() => void exportCsv()}
            disabled={exporting || !filter}
          >
            Export CSV
          </Button>
        </Box>
      }
    >
      <PackagePrices />
      <Typography variant="h5" component="h2" sx={{ mb: 1.5 }}>
        Coupons
      </Typography>
      <CouponFilters values={values} onApply={applyFilter} />
      {!filter ? (
        <Alert severity="warning">
          This address holds a filter that is not valid. Correct it above, or clear it.
        </Alert>
      ) : coupons.isError ? (
        <LoadError error={coupons.error} onRetry={() => void coupons.refetch()} />
      ) : (
        <CouponGrid
          coupons={coupons.data?.coupons ?? []}
          count={coupons.data?.pagy.count ?? 0}
          loading={coupons.isFetching}
          page={page}
          perPage={perPage}
          sort={sort}
          order={order}
          onPage={(model) => update({ page: model.page + 1, per_page: model.pageSize })}
          onSort={(nextSort, nextOrder) => update({ sort: nextSort, order: nextOrder, page: null })}
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
