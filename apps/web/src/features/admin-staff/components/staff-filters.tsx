import {
  STAFF_ROLES,
  STAFF_STATUSES,
  staffFilterSchema,
  type StaffFilterQuery,
} from '@camp/shared/staff';
import { FormTextField } from '../../../components/ui/form-text-field';
import {
  FilterForm,
  SelectFilter,
  listFilter,
  useFilterForm,
} from '../../../components/ui/list-filter';

/** The form's values: what the fields show (an empty string is "any"). */
export type StaffFilterValues = { q: string; role: string; status: string };

export const staffFilter = listFilter<StaffFilterValues, StaffFilterQuery>(staffFilterSchema, {
  q: '',
  role: '',
  status: '',
});

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

/** The staff list's filter: part of a name or e-mail, a role, a status. */
export function StaffFilters({
  values,
  onApply,
}: {
  values: StaffFilterValues;
  onApply: (values: StaffFilterValues) => void;
}) {
  const { form, submit, clear } = useFilterForm(staffFilter, values, LABELS, onApply);
  return (
    <FilterForm
      label="Filter the staff"
      columns={{ xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr' }}
      onSubmit={submit}
      onClear={clear}
    >
      <FormTextField control={form.control} name="q" label={LABELS.q} />
      <SelectFilter
        control={form.control}
        name="role"
        label={LABELS.role}
        options={STAFF_ROLES.map((r) => [r, r === 'Admin' ? 'Administrator' : r] as const)}
      />
      <SelectFilter
        control={form.control}
        name="status"
        label={LABELS.status}
        options={STAFF_STATUSES.map((st) => [st, STATUS_LABELS[st]] as const)}
      />
    </FilterForm>
  );
}
