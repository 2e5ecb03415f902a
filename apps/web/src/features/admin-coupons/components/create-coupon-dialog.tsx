import { useEffect } from 'react';
import { Box } from '@mui/material';
import { useForm, useWatch } from 'react-hook-form';
import {
  couponCreateSchema,
  type AdminCoupon,
  type CouponCreate,
} from '@camp/shared/admin-coupons';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormTextField } from '../../../components/ui/form-text-field';
import { applyServerErrors, sharedResolver } from '../../../lib/form-support';
import { createCoupon } from '../api/coupons';
import { KindField, PlansField, type CouponFormValues } from './coupon-fields';

const EMPTY: CouponFormValues = {
  code: '',
  kind: 'percent_off',
  percent_off: '',
  amount_off: '',
  applies_to: [],
  max_uses: '',
  per_family_limit: '1',
  expires_on: '',
};

const FIELDS = Object.keys(EMPTY) as (keyof CouponFormValues)[];

/**
 * A new coupon: its code, what it takes off (a percentage, an amount, or the first month free
 * as MYTRIAL), the plans, its limits and its last day. Checked with the API's own schema; the
 * API's refusals (a taken code, a past day) show under their fields.
 */
export function CreateCouponDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (coupon: AdminCoupon) => void;
}) {
  const form = useForm<CouponFormValues, unknown, CouponCreate>({
    defaultValues: EMPTY,
    mode: 'onTouched',
    resolver: sharedResolver<CouponFormValues, typeof couponCreateSchema>(couponCreateSchema),
  });
  const { control, handleSubmit, reset, setError, setValue, formState } = form;
  const kind = useWatch({ control, name: 'kind' });
  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);

  const submit = handleSubmit(async (input) => {
    try {
      onCreated(await createCoupon(input));
    } catch (err) {
      applyServerErrors(err, setError, FIELDS);
    }
  });
  const rootError = formState.errors.root?.server?.message;
  const busy = formState.isSubmitting;

  return (
    <FormDialog
      id="new-coupon-title"
      title="New coupon"
      submitLabel="Create coupon"
      submitting={busy}
      serverError={rootError}
      onSubmit={submit}
      onClose={onClose}
      open={open}
      maxWidth="sm"
    >
      <FormTextField
        control={control}
        name="code"
        label="Code"
        required
        hint="Letters, digits, - and _; parents may type it in any case."
        autoFocus
      />
      <KindField control={control} setValue={setValue} />
      {kind === 'percent_off' && (
        <FormTextField
          control={control}
          name="percent_off"
          label="Percent off"
          required
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      )}
      {kind === 'amount_off' && (
        <FormTextField
          control={control}
          name="amount_off"
          label="Amount off (dollars)"
          required
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      )}
      <PlansField control={control} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={control}
          name="max_uses"
          label="Maximum uses"
          hint="Blank: no limit."
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormTextField
          control={control}
          name="per_family_limit"
          label="Per-family limit"
          required
          hint="Uses by one parent account."
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Box>
      <FormTextField
        control={control}
        name="expires_on"
        label="Last day (UTC)"
        type="date"
        hint="Blank: never expires."
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </FormDialog>
  );
}
