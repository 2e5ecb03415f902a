import { auditFilterSchema, type AuditFacets, type AuditFilterQuery } from '@camp/shared/audit';
import { FormTextField } from '../../../components/ui/form-text-field';
import {
  FilterForm,
  SelectFilter,
  listFilter,
  useFilterForm,
} from '../../../components/ui/list-filter';

/** The form's values: what the fields show (an empty string is "any"). */
export type AuditFilterValues = {
  actor: string;
  action: string;
  entity_type: string;
  entity_id: string;
  from: string;
  to: string;
};

export const auditFilter = listFilter<AuditFilterValues, AuditFilterQuery>(auditFilterSchema, {
  actor: '',
  action: '',
  entity_type: '',
  entity_id: '',
  from: '',
  to: '',
});

const LABELS: Record<keyof AuditFilterValues, string> = {
  actor: 'Who',
  action: 'Action',
  entity_type: 'Record type',
  entity_id: 'Record id',
  from: 'From',
  to: 'To',
};

/** A facet's values as options, their underscores read as spaces. */
const options = (values: string[] = []) => values.map((v) => [v, v.replaceAll('_', ' ')] as const);

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
  const { form, submit, clear } = useFilterForm(auditFilter, values, LABELS, onApply);
  const { control } = form;
  return (
    <FilterForm
      label="Filter the audit trail"
      columns={{ xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' }}
      onSubmit={submit}
      onClear={clear}
    >
      <FormTextField control={control} name="actor" label="Who (name or e-mail)" />
      <SelectFilter
        control={control}
        name="action"
        label={LABELS.action}
        options={options(facets?.actions)}
      />
      <SelectFilter
        control={control}
        name="entity_type"
        label={LABELS.entity_type}
        options={options(facets?.entity_types)}
      />
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
    </FilterForm>
  );
}
