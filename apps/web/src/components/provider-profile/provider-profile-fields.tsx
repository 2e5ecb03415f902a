import { Box } from '@mui/material';
import type { Control } from 'react-hook-form';
import { formatUsPhone } from '@camp/shared/phone';
import {
  PROVIDER_PROFILE_FIELDS,
  type ProviderProfile,
  type ProviderProfileView,
} from '@camp/shared/provider-profile';
import { FormTextField } from '../ui/form-text-field';

// The provider profile's fields, as the director fills them in for validation and as an admin
// corrects them: one list, validated by the shared providerProfileSchema.

export type ProviderProfileValues = Record<keyof ProviderProfile, string>;
type FieldName = keyof ProviderProfileValues;

interface FieldSpec {
  name: FieldName;
  label: string;
  required?: boolean;
  wide?: boolean;
  rows?: number;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'url';
  hint?: string;
}

export const PROVIDER_PROFILE_FORM_FIELDS: FieldSpec[] = [
  {
    name: 'organisation_name',
    label: 'Organization name',
    required: true,
    wide: true,
    autoComplete: 'organization',
  },
  { name: 'contact_name', label: 'Contact name', required: true, autoComplete: 'name' },
  {
    name: 'phone_number',
    label: 'Phone number',
    required: true,
    autoComplete: 'tel',
    inputMode: 'tel',
  },
  { name: 'address', label: 'Address', required: true, wide: true, autoComplete: 'street-address' },
  { name: 'city', label: 'City', required: true, autoComplete: 'address-level2' },
  { name: 'state', label: 'State', required: true, autoComplete: 'address-level1' },
  {
    name: 'zip_code',
    label: 'Zip Code',
    required: true,
    autoComplete: 'postal-code',
    inputMode: 'numeric',
  },
  { name: 'website', label: 'Website', required: true, autoComplete: 'url', inputMode: 'url' },
  { name: 'tax_id', label: 'TaxID', required: true, hint: 'Your EIN, e.g. 12-3456789' },
  { name: 'years_in_operation', label: 'Years in operation', inputMode: 'numeric' },
  {
    name: 'description',
    label: 'Description',
    required: true,
    wide: true,
    rows: 4,
    hint: 'Your organization and the programs you offer to children',
  },
  {
    name: 'insurance_info',
    label: 'Insurance information',
    wide: true,
    rows: 3,
    hint: 'Carrier, coverage and policy number',
  },
  {
    name: 'licensing_info',
    label: 'Licensing information',
    wide: true,
    rows: 3,
    hint: 'Licenses or accreditations, with their numbers',
  },
];

/** The submitted profile as form values (a rejected director corrects what was sent). */
export function providerProfileFormValues(view: ProviderProfileView): ProviderProfileValues {
  const values = Object.fromEntries(
    PROVIDER_PROFILE_FIELDS.map((f) => {
      const v = view[f];
      return [f, v === null || v === undefined ? '' : String(v)];
    }),
  ) as ProviderProfileValues;
  if (view.phone_number) values.phone_number = formatUsPhone(view.phone_number);
  return values;
}

/** The fields in a two-column grid (one column on a phone). */
export function ProviderProfileFields({
  control,
}: {
  control: Control<ProviderProfileValues, unknown, ProviderProfile>;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {PROVIDER_PROFILE_FORM_FIELDS.map((f) => (
        <Box key={f.name} sx={{ gridColumn: f.wide ? { sm: '1 / -1' } : undefined }}>
          <FormTextField
            control={control}
            name={f.name}
            label={f.label}
            required={f.required}
            autoComplete={f.autoComplete}
            helperText={f.hint}
            multiline={Boolean(f.rows)}
            minRows={f.rows}
            slotProps={{ htmlInput: { inputMode: f.inputMode } }}
          />
        </Box>
      ))}
    </Box>
  );
}
