import {
  COUPON_STATUSES,
  couponFilterSchema,
  type CouponFilterQuery,
} from '@camp/shared/admin-coupons';
import { FormTextField } from '../../../components/ui/form-text-field';
import {
  FilterForm,
  SelectFilter,
  listFilter,
  useFilterForm,
} from '../../../components/ui/list-filter';
import { STATUS_LABELS } from './coupon-labels';

/** The form's values: what the fields show (an empty string is "any"). */
export type CouponFilterValues = { code: string; status: string };

export const couponFilter = listFilter<CouponFilterValues, CouponFilterQuery>(couponFilterSchema, {
  code: '',
  status: '',
});

const LABELS: Record<keyof CouponFilterValues, string> = { code: 'Code', status: 'Status' };

/** The coupons' filter: part of the code and where the coupon stands. */
export function CouponFilters({
  values,
  onApply,
}: {
  values: CouponFilterValues;
  onApply: (values: CouponFilterValues) => void;
}) {
  const { form, submit, clear } = useFilterForm(couponFilter, values, LABELS, onApply);
  return (
    <FilterForm
      label="Filter the coupons"
      columns={{ xs: '1fr', sm: '1fr 1fr' }}
      onSubmit={submit}
      onClear={clear}
    >
      <FormTextField control={form.control} name="code" label="Code (or part of it)" />
      <SelectFilter
        control={form.control}
        name="status"
        label={LABELS.status}
        options={COUPON_STATUSES.map((s) => [s, STATUS_LABELS[s]] as const)}
      />
    </FilterForm>
  );
}
