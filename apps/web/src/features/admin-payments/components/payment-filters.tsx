import {
  PAYMENT_KINDS,
  PAYMENT_STATUSES,
  paymentFilterSchema,
  type PaymentFilterQuery,
} from '@camp/shared/admin-payments';
import { PAYMENT_PROVIDERS } from '@camp/shared/enums';
import { FormTextField } from '../../../components/ui/form-text-field';
import {
  FilterForm,
  SelectFilter,
  listFilter,
  useFilterForm,
} from '../../../components/ui/list-filter';
import { KIND_LABELS, PROVIDER_LABELS, STATUS_LABELS } from './payment-labels';

/** The form's values: what the fields show (an empty string is "any"). */
export type PaymentFilterValues = {
  email: string;
  provider: string;
  kind: string;
  status: string;
  from: string;
  to: string;
};

export const paymentFilter = listFilter<PaymentFilterValues, PaymentFilterQuery>(
  paymentFilterSchema,
  { email: '', provider: '', kind: '', status: '', from: '', to: '' },
);

const LABELS: Record<keyof PaymentFilterValues, string> = {
  email: 'Parent e-mail',
  provider: 'Payment provider',
  kind: 'Paid for',
  status: 'Status',
  from: 'From',
  to: 'To',
};

/** The payments' filter: the parent's e-mail, the provider, what was bought, status, days paid. */
export function PaymentFilters({
  values,
  onApply,
}: {
  values: PaymentFilterValues;
  onApply: (values: PaymentFilterValues) => void;
}) {
  const { form, submit, clear } = useFilterForm(paymentFilter, values, LABELS, onApply);
  const { control } = form;
  return (
    <FilterForm
      label="Filter the payments"
      columns={{ xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' }}
      onSubmit={submit}
      onClear={clear}
    >
      <FormTextField control={control} name="email" label="Parent e-mail (or part of it)" />
      <SelectFilter
        control={control}
        name="provider"
        label={LABELS.provider}
        options={PAYMENT_PROVIDERS.map((p) => [p, PROVIDER_LABELS[p]] as const)}
      />
      <SelectFilter
        control={control}
        name="kind"
        label={LABELS.kind}
        options={PAYMENT_KINDS.map((k) => [k, KIND_LABELS[k]] as const)}
      />
      <SelectFilter
        control={control}
        name="status"
        label={LABELS.status}
        options={PAYMENT_STATUSES.map((s) => [s, STATUS_LABELS[s]] as const)}
      />
      <FormTextField
        control={control}
        name="from"
        label="Paid from (UTC day)"
        type="date"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormTextField
        control={control}
        name="to"
        label="Paid to (UTC day)"
        type="date"
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </FilterForm>
  );
}
