import { Box, Button, MenuItem, Paper, TextField } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { auditFilterSchema, type AuditFacets, type AuditFilterQuery } from '@camp/shared/audit';
import { FormTextField } from '../../../components/ui/form-text-field';

/** The form's values: what the fields show (an empty string is "any"). */
export interface AuditFilterValues {
  actor: string;
  action: string;
  entity_type: string;
  entity_id: string;
  from: string;
  to: string;
}

export const EMPTY_FILTER: AuditFilterValues = {
  actor: '',
  action: '',
  entity_type: '',
  entity_id: '',
  from: '',
  to: '',
};

const FIELDS = Object.keys(EMPTY_FILTER) as (keyof AuditFilterValues)[];

/** The fields' values from the URL's query. */
export function filterFromParams(params: URLSearchParams): AuditFilterValues {
  const values = { ...EMPTY_FILTER };
  for (const field of FIELDS) values[field] = params.get(field) ?? '';
  return values;
}

const LABELS: Record<keyof AuditFilterValues, string> = {
  actor: 'Who',
  action: 'Action',
  entity_type: 'Record type',
  entity_id: 'Record id',
  from: 'From',
  to: 'To',
};

/** The values checked with the API's own rules: the filter it takes, or each field's error. */
function parseFilter(values: AuditFilterValues) {
  const given = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''));
  return auditFilterSchema.safeParse(given);
}

/** The filter the API takes, or undefined when the URL holds one it would refuse. */
export function filterQuery(values: AuditFilterValues): AuditFilterQuery | undefined {
  const parsed = parseFilter(values);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The audit trail's filter: actor, action, record type and id, and a range of days. Checked
 * with the API's own rules before it is applied; an error shows under its field.
 */
export function AuditFilters({
  values,
  facets,
  onApply,
}: {
  values: AuditFilterValues;
  facets: AuditFacets | undefined;
  onApply: (values: AuditFilterValues) => void;
}) {
  const { control, handleSubmit, reset, setError } = useForm<AuditFilterValues>({ values });
  const submit = handleSubmit((next) => {
    const parsed = parseFilter(next);
    if (parsed.success) return onApply(next);
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof AuditFilterValues;
      setError(field, { message: `${LABELS[field]} ${issue.message}` });
    }
  });
  const select = (name: 'action' | 'entity_type', options: string[] = []) => (
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
          {options.map((o) => (
            <MenuItem key={o} value={o}>
              {o.replaceAll('_', ' ')}
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
      aria-label="Filter the audit trail"
      noValidate
      onSubmit={(e) => void submit(e)}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.4 }, mb: 2.4, borderRadius: '18px' }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        <FormTextField control={control} name="actor" label="Who (name or e-mail)" />
        {select('action', facets?.actions)}
        {select('entity_type', facets?.entity_types)}
        <FormTextField
          control={control}
          name="entity_id"
          label={LABELS.entity_id}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormTextField
          control={control}
          name="from"
          label="From (UTC day)"
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormTextField
          control={control}
          name="to"
          label="To (UTC day)"
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
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
