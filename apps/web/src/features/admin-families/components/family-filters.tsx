import {
  FAMILY_PACKAGE_FILTERS,
  familyFilterSchema,
  type FamilyFilterQuery,
} from '@camp/shared/admin-families';
import { FormTextField } from '../../../components/ui/form-text-field';
import {
  FilterForm,
  SelectFilter,
  listFilter,
  useFilterForm,
} from '../../../components/ui/list-filter';
import { packageLabel } from './package-label';

/** The form's values: what the fields show (an empty string is "any"). */
export type FamilyFilterValues = { q: string; package: string };

export const familyFilter = listFilter<FamilyFilterValues, FamilyFilterQuery>(familyFilterSchema, {
  q: '',
  package: '',
});

const LABELS: Record<keyof FamilyFilterValues, string> = {
  q: 'Parent, e-mail or child',
  package: 'Plan',
};

/** The families list's filter: part of the parent's name or e-mail or a child's name; a plan. */
export function FamilyFilters({
  values,
  onApply,
}: {
  values: FamilyFilterValues;
  onApply: (values: FamilyFilterValues) => void;
}) {
  const { form, submit, clear } = useFilterForm(familyFilter, values, LABELS, onApply);
  return (
    <FilterForm
      label="Filter the families"
      columns={{ xs: '1fr', sm: '2fr 1fr' }}
      onSubmit={submit}
      onClear={clear}
    >
      <FormTextField control={form.control} name="q" label={LABELS.q} />
      <SelectFilter
        control={form.control}
        name="package"
        label={LABELS.package}
        options={FAMILY_PACKAGE_FILTERS.map(
          (p) => [p, packageLabel(p === 'none' ? null : p)] as const,
        )}
      />
    </FilterForm>
  );
}
