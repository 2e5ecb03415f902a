import { Box, Button, MenuItem, Paper, TextField } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import {
  STAFF_ROLES,
  STAFF_STATUSES,
  staffFilterSchema,
  type StaffFilterQuery,
} from '@camp/shared/staff';
import { FormTextField } from '../../../components/ui/form-text-field';

/** The form's values: what the fields show (an empty string is "any"). */
export interface StaffFilterValues {
  q: string;
  role: string;
  status: string;
}

export const EMPTY_FILTER: StaffFilterValues = { q: '', role: '', status: '' };

const FIELDS = Object.keys(EMPTY_FILTER) as (keyof StaffFilterValues)[];

const LABELS: Record<keyof StaffFilterValues, string> = {
  q: 'Name or e-mail',
  role: 'Role',
  status: 'Status',
};

export const STATUS_LABELS: Record<(typeof STAFF_STATUSES)[number], string> = {
  invited: 'Invited',
  active: 'Active',
  deactivated: 'Deactivated',
};

/** The fields' values from the URL's query. */
export function filterFromParams(params: URLSearchParams): StaffFilterValues {
  const values = { ...EMPTY_FILTER };
  for (const field of FIELDS) values[field] = params.get(field) ?? '';
  return values;
}

/** The values checked with the API's own rules: the filter it takes, or each field's error. */
function parseFilter(values: StaffFilterValues) {
  const given = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''));
  return staffFilterSchema.safeParse(given);
}

/** The filter the API takes, or undefined when the URL holds one it would refuse. */
export function filterQuery(values: StaffFilterValues): StaffFilterQuery | undefined {
  const parsed = parseFilter(values);
  return parsed.success ? parsed.data : undefined;
}

/** The staff list's filter: part of a name or e-mail, a role, a status. */
export function StaffFilters({
  values,
  onApply,
}: {
  values: StaffFilterValues;
  onApply: (values: StaffFilterValues) => void;
}) {
  const { control, handleSubmit, reset, setError } = useForm<StaffFilterValues>({ values });
  const submit = handleSubmit((next) => {
    const parsed = parseFilter(next);
    if (parsed.success) return onApply(next);
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof StaffFilterValues;
      setError(field, { message: `${LABELS[field]} ${issue.message}` });
    }
  });
  const select = (name: 'role' | 'status', options: readonly [string, string][]) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          select
          label={LABELS[name]}
          fullWidth
          {...field}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">Any</MenuItem>
          {options.map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
  return (
    <Paper
      component="form"
      role="search"
      aria-label="Filter the staff"
      noValidate
      onSubmit={(e) => void submit(e)}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.4 }, mb: 2.4, borderRadius: '18px' }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr' },
        }}
      >
        <FormTextField control={control} name="q" label={LABELS.q} />
        {select(
          'role',
          STAFF_ROLES.map((r) => [r, r === 'Admin' ? 'Administrator' : r]),
        )}
        {select(
          'status',
          STAFF_STATUSES.map((s) => [s, STATUS_LABELS[s]]),
        )}
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
