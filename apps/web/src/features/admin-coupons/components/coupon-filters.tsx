import { Box, Button, MenuItem, Paper, TextField } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import {
  COUPON_STATUSES,
  couponFilterSchema,
  type CouponFilterQuery,
} from '@camp/shared/admin-coupons';
import { FormTextField } from '../../../components/ui/form-text-field';
import { STATUS_LABELS } from './coupon-labels';

/** The form's values: what the fields show (an empty string is "any"). */
export interface CouponFilterValues {
  code: string;
  status: string;
}

export const EMPTY_FILTER: CouponFilterValues = { code: '', status: '' };

const LABELS: Record<keyof CouponFilterValues, string> = { code: 'Code', status: 'Status' };

export function filterFromParams(params: URLSearchParams): CouponFilterValues {
  return { code: params.get('code') ?? '', status: params.get('status') ?? '' };
}

function parseFilter(values: CouponFilterValues) {
  const given = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''));
  return couponFilterSchema.safeParse(given);
}

/** The filter the API takes, or undefined when the URL holds one it would refuse. */
export function filterQuery(values: CouponFilterValues): CouponFilterQuery | undefined {
  const parsed = parseFilter(values);
  return parsed.success ? parsed.data : undefined;
}

/** The coupons' filter: part of the code and where the coupon stands. */
export function CouponFilters({
  values,
  onApply,
}: {
  values: CouponFilterValues;
  onApply: (values: CouponFilterValues) => void;
}) {
  const { control, handleSubmit, reset, setError } = useForm<CouponFilterValues>({ values });
  const submit = handleSubmit((next) => {
    const parsed = parseFilter(next);
    if (parsed.success) return onApply(next);
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof CouponFilterValues;
      setError(field, { message: `${LABELS[field]} ${issue.message}` });
    }
  });
  return (
    <Paper
      component="form"
      role="search"
      aria-label="Filter the coupons"
      noValidate
      onSubmit={(e) => void submit(e)}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.4 }, mb: 2.4, borderRadius: '18px' }}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField control={control} name="code" label="Code (or part of it)" />
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <TextField
              select
              label={LABELS.status}
              fullWidth
              {...field}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">Any</MenuItem>
              {COUPON_STATUSES.map((s) => (
                <MenuItem key={s} value={s}>
                  {STATUS_LABELS[s]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, mt: 2, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained">
          Apply filters
        </Button>
        <Button
          variant="outlined"
          onClick={() => {
            reset(EMPTY_FILTER);
            onApply(EMPTY_FILTER);
          }}
        >
          Clear
        </Button>
      </Box>
    </Paper>
  );
}
