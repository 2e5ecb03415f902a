import { useForm, useWatch } from 'react-hook-form';
import { Box, Button, FormHelperText } from '@mui/material';
import { canApplyCoupon, couponCheckSchema } from '@camp/shared/coupon';
import type { CouponCheckResponse, Package } from '@camp/shared/payment';
import { FormTextField } from '../../../components/ui/form-text-field';
import { ApiError } from '../../../lib/api-client';
import { ROOT_SERVER_ERROR, applyServerErrors, sharedResolver } from '../../../lib/form-support';
import { useCheckCouponMutation } from '../api/coupons';

/** A coupon the server accepted for this package, with what it takes off. */
export interface AppliedCoupon extends CouponCheckResponse {
  code: string;
}

const couponFormSchema = couponCheckSchema.pick({ promocode: true });
interface CouponValues {
  promocode: string;
}

export interface CouponFormProps {
  pkg: Package;
  applied: AppliedCoupon | null;
  /** A new price, or null: the price resets (a refused code, or the code was changed). */
  onChange: (coupon: AppliedCoupon | null) => void;
  disabled?: boolean;
}

/**
 * The checkout's coupon input with Apply (disabled while the code is empty). A refused code
 * shows the server's message (the spec's COUPON_INVALID) under the field and resets the price.
 */
export function CouponForm({ pkg, applied, onChange, disabled = false }: CouponFormProps) {
  const { control, handleSubmit, setError, clearErrors, formState } = useForm<CouponValues>({
    mode: 'onTouched',
    defaultValues: { promocode: '' },
    resolver: sharedResolver(couponFormSchema),
  });
  const code = useWatch({ control, name: 'promocode' });
  const check = useCheckCouponMutation();
  const rootError = formState.errors.root?.server?.message;

  const onSubmit = handleSubmit(async ({ promocode }) => {
    try {
      const res = await check.mutateAsync({ promocode, price: pkg.price, plan: pkg.name });
      onChange({ ...res, code: promocode });
    } catch (err) {
      onChange(null);
      const formMessage = applyServerErrors(err, setError, ['promocode']);
      // A refused code names the field and repeats itself as _base: once, under the field.
      if (
        err instanceof ApiError &&
        formMessage &&
        err.fieldErrors.promocode?.includes(formMessage)
      ) {
        clearErrors(ROOT_SERVER_ERROR);
      }
    }
  });

  const hint = applied
    ? `Coupon ${applied.code} applied.`
    : pkg.name === 'monthly'
      ? 'Code MYTRIAL makes your first month free.'
      : undefined;

  return (
    <Box component="form" noValidate aria-label="Coupon" onSubmit={(e) => void onSubmit(e)}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <FormTextField
          control={control}
          name="promocode"
          label="Coupon code"
          size="small"
          autoComplete="off"
          disabled={disabled}
          transform={(value) => {
            // The discount shown belongs to the code applied: editing it puts the price back.
            if (applied && value.trim() !== applied.code) onChange(null);
            return value;
          }}
          hint={hint}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={disabled || !canApplyCoupon(code) || formState.isSubmitting}
          sx={{ flexShrink: 0, minHeight: 40 }}
        >
          Apply
        </Button>
      </Box>
      {rootError && (
        <FormHelperText error role="alert" sx={{ mx: 1.75 }}>
          {rootError}
        </FormHelperText>
      )}
    </Box>
  );
}
