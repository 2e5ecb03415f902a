import { useEffect, useMemo } from 'react';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Checkbox,
  Chip,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  TextField,
  Typography,
  type TextFieldProps,
} from '@mui/material';
import {
  useController,
  useForm,
  useWatch,
  type Control,
  type FieldPath,
  type UseFormSetValue,
} from 'react-hook-form';
import { programSchema, type Program } from '@camp/shared/program';
import type { DirectorProgram } from '@camp/shared/director-program';
import {
  DISCOUNT_PERCENT_MAX,
  DISCOUNT_PERCENT_MIN,
  MULTI_WEEK_FROM_MAX,
  MULTI_WEEK_FROM_MIN,
} from '@camp/shared/discounts';
import { PROVIDER_SPECIAL_NEEDS, type ProviderSpecialNeed } from '@camp/shared/enums';
import { LogoUpload } from './logo-upload';
import { ROOT_SERVER_ERROR, applyServerErrors, sharedResolver } from '../../../lib/form-support';

export type SpecialNeedTexts = Record<ProviderSpecialNeed, string>;

/** What the form holds: text as typed, ids as numbers. */
export interface ProgramFormValues {
  name: string;
  email: string;
  address: string;
  address2: string;
  city: string;
  state: string;
  zip_code: string;
  website: string;
  phone_number: string;
  faq: string;
  interest_ids: number[];
  waiver_form_url: string;
  logo: string;
  description: string;
  special_needs_array: ProviderSpecialNeed[];
  special_needs: SpecialNeedTexts;
  tax_id: string;
  personal_growth: string;
  financial_aid_description: string;
  financial_aid_percent: string;
  financial_aid_link: string;
  cancellation_policy: string;
  sibling_discount_percent: string;
  multi_week_discount_percent: string;
  multi_week_discount_from_week: string;
}

export const SPECIAL_NEED_LABELS: Record<ProviderSpecialNeed, string> = {
  physical_disabilities: 'Physical disabilities',
  learning_disabilities: 'Learning disabilities',
  dietary: 'Dietary',
};

const FIELDS: readonly FieldPath<ProgramFormValues>[] = [
  'name',
  'email',
  'address',
  'address2',
  'city',
  'state',
  'zip_code',
  'website',
  'phone_number',
  'faq',
  'interest_ids',
  'waiver_form_url',
  'logo',
  'description',
  'special_needs_array',
  ...PROVIDER_SPECIAL_NEEDS.map((n) => `special_needs.${n}` as const),
  'tax_id',
  'personal_growth',
  'financial_aid_description',
  'financial_aid_percent',
  'financial_aid_link',
  'cancellation_policy',
  'sibling_discount_percent',
  'multi_week_discount_percent',
  'multi_week_discount_from_week',
];

export function programFormValues(program?: DirectorProgram | null): ProgramFormValues {
  const text = (v: string | null | undefined) => v ?? '';
  const num = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));
  return {
    name: text(program?.name),
    email: text(program?.email),
    address: text(program?.address),
    address2: text(program?.address2),
    city: text(program?.city),
    state: text(program?.state),
    zip_code: text(program?.zip_code),
    website: text(program?.website),
    phone_number: text(program?.phone_number),
    faq: text(program?.faq),
    interest_ids: program?.interest_ids ?? [],
    waiver_form_url: text(program?.waiver_form_url),
    logo: text(program?.logo),
    description: text(program?.description),
    special_needs_array: program?.special_needs_array ?? [],
    special_needs: {
      physical_disabilities: text(program?.special_needs.physical_disabilities),
      learning_disabilities: text(program?.special_needs.learning_disabilities),
      dietary: text(program?.special_needs.dietary),
    },
    tax_id: text(program?.tax_id),
    personal_growth: text(program?.personal_growth),
    financial_aid_description: text(program?.financial_aid_description),
    financial_aid_percent:
      program?.financial_aid_percent === null || program?.financial_aid_percent === undefined
        ? ''
        : String(program.financial_aid_percent),
    financial_aid_link: text(program?.financial_aid_link),
    cancellation_policy: text(program?.cancellation_policy),
    sibling_discount_percent: num(program?.sibling_discount_percent),
    multi_week_discount_percent: num(program?.multi_week_discount_percent),
    multi_week_discount_from_week: num(program?.multi_week_discount_from_week),
  };
}

type TextName = Exclude<
  FieldPath<ProgramFormValues>,
  | 'interest_ids'
  | 'special_needs_array'
  | 'special_needs'
  | `interest_ids.${number}`
  | `special_needs_array.${number}`
>;

function TextInput({
  control,
  name,
  ...props
}: { control: Control<ProgramFormValues, unknown, Program>; name: TextName } & Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? props.helperText}
      fullWidth
    />
  );
}

export interface ProgramFormProps {
  program?: DirectorProgram | null;
  /** The program interest options (id, name). */
  interestOptions: { id: number; name: string }[];
  submitLabel: string;
  /** Saves; a rejection with the server's errors is mapped onto the fields. */
  onSubmit: (values: Program) => Promise<void>;
  /** The logo upload (defaults to the direct upload). */
  uploadLogo?: (file: File) => Promise<string>;
}

/** The program form: one schema with the server. */
export function ProgramForm({
  program,
  interestOptions,
  submitLabel,
  onSubmit,
  uploadLogo,
}: ProgramFormProps) {
  const defaultValues = useMemo(() => programFormValues(program), [program]);
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    trigger,
    formState: { isValid, isSubmitting, errors },
  } = useForm<ProgramFormValues, unknown, Program>({
    mode: 'onTouched',
    defaultValues,
    resolver: sharedResolver<ProgramFormValues, typeof programSchema>(programSchema),
  });

  // A saved program that no longer passes the rules (older data) shows why Save is disabled.
  useEffect(() => {
    if (program) void trigger();
  }, [program, trigger]);

  const logo = useController({ control, name: 'logo' });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (err) {
      applyServerErrors(err, setError, FIELDS);
    }
  });

  const rootError = errors.root?.server?.message;

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-label="Program">
      <Box sx={twoColumns}>
        <TextInput control={control} name="name" label="Program name" required />
        <TextInput control={control} name="email" label="Email" type="email" required />
        <TextInput control={control} name="address" label="Address" required />
        <TextInput control={control} name="address2" label="Address 2" />
        <TextInput control={control} name="city" label="City" required />
        <TextInput control={control} name="state" label="State" required />
        <TextInput
          control={control}
          name="zip_code"
          label="ZIP-code"
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'postal-code' } }}
        />
        <TextInput control={control} name="website" label="Website" required />
        <TextInput
          control={control}
          name="phone_number"
          label="Phone"
          type="tel"
          required
          slotProps={{ htmlInput: { autoComplete: 'tel' } }}
        />
        <TextInput control={control} name="faq" label="FAQLink" />
        <InterestField control={control} interestOptions={interestOptions} />
        <TextInput control={control} name="waiver_form_url" label="Waiver form" />
        <TextInput control={control} name="tax_id" label="TaxID" required />
      </Box>

      <Box sx={{ mt: 3 }}>
        <LogoUpload
          value={logo.field.value as string}
          currentUrl={program?.logo && program.logo === logo.field.value ? program.logo_url : null}
          onChange={(signedId) => {
            logo.field.onChange(signedId);
            logo.field.onBlur();
          }}
          error={logo.fieldState.error?.message}
          {...(uploadLogo ? { upload: uploadLogo } : {})}
        />
      </Box>

      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, mt: 3 }}>
        <TextInput control={control} name="description" label="Description" multiline minRows={3} />

        <SpecialNeedsField control={control} setValue={setValue} />

        <TextInput
          control={control}
          name="personal_growth"
          label="Personal growth"
          multiline
          minRows={2}
        />
        <FinancialAidFields control={control} />
        <TextInput
          control={control}
          name="cancellation_policy"
          label="Cancellation policy"
          required
          multiline
          minRows={3}
        />
        <DiscountFields control={control} />
      </Box>

      {rootError && (
        <Alert severity="error" sx={{ mt: 3 }} role="alert">
          {rootError}
        </Alert>
      )}
      {errors.special_needs_array?.message && (
        <FormHelperText error>{errors.special_needs_array.message}</FormHelperText>
      )}

      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 4 }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!isValid || isSubmitting}
          startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
          sx={{ minWidth: { xs: '100%', sm: 220 } }}
        >
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}

const twoColumns = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
  gap: 2.5,
} as const;

/** The program's interests, chosen from the catalog's list. */
function InterestField({
  control,
  interestOptions,
}: {
  control: Control<ProgramFormValues, unknown, Program>;
  interestOptions: ProgramFormProps['interestOptions'];
}) {
  const interests = useController({ control, name: 'interest_ids' });
  const byId = useMemo(() => new Map(interestOptions.map((o) => [o.id, o])), [interestOptions]);
  const interestError = interests.fieldState.error?.message;
  return (
    <Autocomplete
      multiple
      limitTags={3}
      options={interestOptions}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      value={(interests.field.value as number[])
        .map((id) => byId.get(id))
        .filter((o): o is { id: number; name: string } => o !== undefined)}
      onChange={(_, selected) => interests.field.onChange(selected.map((o) => o.id))}
      onBlur={interests.field.onBlur}
      disableCloseOnSelect
      renderValue={(selected, getItemProps) =>
        selected.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={option.name} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={interests.field.ref}
          label="Interest"
          required
          error={Boolean(interestError)}
          helperText={interestError}
        />
      )}
      sx={{ gridColumn: { md: '1 / -1' } }}
    />
  );
}

/** The special needs the program serves: each checked one asks for its details. */
function SpecialNeedsField({
  control,
  setValue,
}: {
  control: Control<ProgramFormValues, unknown, Program>;
  setValue: UseFormSetValue<ProgramFormValues>;
}) {
  const checkedNeeds = useWatch({ control, name: 'special_needs_array' });

  function toggleNeed(need: ProviderSpecialNeed, checked: boolean) {
    const next = checked
      ? [...checkedNeeds, need]
      : checkedNeeds.filter((n: ProviderSpecialNeed) => n !== need);
    setValue('special_needs_array', next, { shouldValidate: true, shouldDirty: true });
    // "Unchecking a special need clears its value."
    if (!checked)
      setValue(`special_needs.${need}`, '', { shouldValidate: true, shouldDirty: true });
  }

  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend">Special needs</FormLabel>
      <FormGroup>
        {PROVIDER_SPECIAL_NEEDS.map((need) => {
          const checked = checkedNeeds.includes(need);
          return (
            <Box key={need} sx={{ mb: checked ? 1.5 : 0 }}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={checked}
                    onChange={(e) => toggleNeed(need, e.target.checked)}
                  />
                }
                label={SPECIAL_NEED_LABELS[need]}
              />
              {checked && (
                <TextInput
                  control={control}
                  name={`special_needs.${need}`}
                  label={`${SPECIAL_NEED_LABELS[need]} details`}
                  multiline
                  minRows={2}
                />
              )}
            </Box>
          );
        })}
      </FormGroup>
    </FormControl>
  );
}

/** Financial aid: its description, percent and link. */
function FinancialAidFields({
  control,
}: {
  control: Control<ProgramFormValues, unknown, Program>;
}) {
  return (
    <>
      <TextInput
        control={control}
        name="financial_aid_description"
        label="Financial Aid Description"
        multiline
        minRows={2}
      />
      <Box sx={twoColumns}>
        <TextInput
          control={control}
          name="financial_aid_percent"
          label="Financial Aid Percent"
          type="number"
          slotProps={{ htmlInput: { min: 0, max: 100, step: 1, inputMode: 'numeric' } }}
        />
        <TextInput control={control} name="financial_aid_link" label="Financial Aid Link" />
      </Box>
    </>
  );
}

/**
 * The program's discounts for families: a percent off each additional child, and a percent off
 * a child's places from the Nth week. Blank fields offer none.
 */
function DiscountFields({ control }: { control: Control<ProgramFormValues, unknown, Program> }) {
  const percent = {
    htmlInput: {
      min: DISCOUNT_PERCENT_MIN,
      max: DISCOUNT_PERCENT_MAX,
      step: 1,
      inputMode: 'numeric',
    },
  } as const;
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, display: 'grid', gap: 2 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        Discounts for families
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Shown on your activities&apos; cards and applied at checkout. Where both apply to a place,
        the larger one is used. Leave blank to offer none.
      </Typography>
      <TextInput
        control={control}
        name="sibling_discount_percent"
        label="Sibling discount (% off each additional child)"
        type="number"
        slotProps={percent}
      />
      <Box sx={twoColumns}>
        <TextInput
          control={control}
          name="multi_week_discount_percent"
          label="Multi-week discount (%)"
          type="number"
          slotProps={percent}
        />
        <TextInput
          control={control}
          name="multi_week_discount_from_week"
          label="From week"
          type="number"
          slotProps={{
            htmlInput: {
              min: MULTI_WEEK_FROM_MIN,
              max: MULTI_WEEK_FROM_MAX,
              step: 1,
              inputMode: 'numeric',
            },
          }}
        />
      </Box>
    </Box>
  );
}

export { ROOT_SERVER_ERROR };
