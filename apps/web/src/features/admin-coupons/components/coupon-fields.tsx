import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { Controller, type Control, type UseFormSetValue } from 'react-hook-form';
import { COUPON_KINDS, type CouponCreate } from '@camp/shared/admin-coupons';
import { PACKAGE_NAMES, PACKAGE_PERIOD_LABELS, type PackageName } from '@camp/shared/enums';
import { KIND_LABELS } from './coupon-labels';

/** The new-coupon form's values: what its fields hold. */
export interface CouponFormValues {
  code: string;
  kind: string;
  percent_off: string;
  amount_off: string;
  applies_to: PackageName[];
  max_uses: string;
  per_family_limit: string;
  expires_on: string;
}

type FormControlOf = Control<CouponFormValues, unknown, CouponCreate>;

/** What the code gives: a percentage off, an amount off, or the first month free. */
export function KindField({
  control,
  setValue,
}: {
  control: FormControlOf;
  setValue: UseFormSetValue<CouponFormValues>;
}) {
  return (
    <Controller
      control={control}
      name="kind"
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)}>
          <FormLabel id="coupon-kind-label">Discount</FormLabel>
          <RadioGroup
            {...field}
            row
            aria-labelledby="coupon-kind-label"
            onChange={(e) => {
              // Only the chosen discount's field is sent and checked.
              setValue('percent_off', '');
              setValue('amount_off', '');
              field.onChange(e);
            }}
          >
            {COUPON_KINDS.map((k) => (
              <FormControlLabel key={k} value={k} control={<Radio />} label={KIND_LABELS[k]} />
            ))}
          </RadioGroup>
          {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}

/** The plans the code applies to; none chosen: every plan. */
export function PlansField({ control }: { control: FormControlOf }) {
  return (
    <Controller
      control={control}
      name="applies_to"
      render={({ field, fieldState }) => (
        <FormControl component="fieldset" error={Boolean(fieldState.error)}>
          <FormLabel component="legend">Plans</FormLabel>
          <FormGroup row>
            {PACKAGE_NAMES.map((p) => (
              <FormControlLabel
                key={p}
                label={PACKAGE_PERIOD_LABELS[p]}
                control={
                  <Checkbox
                    checked={field.value.includes(p)}
                    onChange={(e) =>
                      field.onChange(
                        e.target.checked ? [...field.value, p] : field.value.filter((v) => v !== p),
                      )
                    }
                  />
                }
              />
            ))}
          </FormGroup>
          <FormHelperText>
            {fieldState.error?.message ?? 'None chosen: the code applies to every plan.'}
          </FormHelperText>
        </FormControl>
      )}
    />
  );
}
