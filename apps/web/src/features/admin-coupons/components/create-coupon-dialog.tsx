import { useEffect } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  COUPON_KINDS,
  couponCreateSchema,
  type AdminCoupon,
  type CouponCreate,
} from '@camp/shared/admin-coupons';
import { PACKAGE_NAMES, PACKAGE_PERIOD_LABELS, type PackageName } from '@camp/shared/enums';
import { FormTextField } from '../../../components/ui/form-text-field';
import { applyServerErrors, sharedResolver } from '../../../lib/form-support';
import { createCoupon } from '../api/coupons';
import { KIND_LABELS } from './coupon-labels';

interface Values {
  code: string;
  kind: string;
  percent_off: string;
  amount_off: string;
  applies_to: PackageName[];
  max_uses: string;
  per_family_limit: string;
  expires_on: string;
}

const EMPTY: Values = {
  code: '',
  kind: 'percent_off',
  percent_off: '',
  amount_off: '',
  applies_to: [],
  max_uses: '',
  per_family_limit: '1',
  expires_on: '',
};

const FIELDS = Object.keys(EMPTY) as (keyof Values)[];

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
  const form = useForm<Values, unknown, CouponCreate>({
    defaultValues: EMPTY,
    mode: 'onTouched',
    resolver: sharedResolver<Values, typeof couponCreateSchema>(couponCreateSchema),
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
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="new-coupon-title"
      fullWidth
      maxWidth="sm"
    >
      <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="new-coupon-title">
        <DialogTitle id="new-coupon-title">New coupon</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <FormTextField
            control={control}
            name="code"
            label="Code"
            required
            hint="Letters, digits, - and _; parents may type it in any case."
            autoFocus
          />
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
                    <FormControlLabel
                      key={k}
                      value={k}
                      control={<Radio />}
                      label={KIND_LABELS[k]}
                    />
                  ))}
                </RadioGroup>
                {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
              </FormControl>
            )}
          />
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
                              e.target.checked
                                ? [...field.value, p]
                                : field.value.filter((v) => v !== p),
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
          {rootError && <Alert severity="error">{rootError}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Create coupon
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
