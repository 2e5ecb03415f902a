import { Alert, Box, Button, IconButton, MenuItem, Paper, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useFieldArray, useForm, type Control } from 'react-hook-form';
import { z } from 'zod';
import {
  AUTHORIZED_PICKUPS_MAX,
  CHILD_GRADE_LEVELS,
  EMERGENCY_CONTACTS_MAX,
  childProfileInputSchema,
  type ChildProfile,
  type ChildProfileValues,
} from '@camp/shared/child-profile';
import { formatUsPhone } from '@camp/shared/phone';
import { FormTextField } from '../../../components/ui/form-text-field';
import { applyServerErrors, sharedResolver } from '../../../lib/form-support';

interface ContactValues {
  name: string;
  phone: string;
  relation: string;
}

export interface ChildProfileFormValues {
  first_name: string;
  date_of_birth: string;
  rising_grade_level: string;
  health: {
    allergies: string;
    dietary_needs: string;
    medications: string;
    medical_conditions: string;
    accessibility_needs: string;
    doctor_name: string;
    doctor_phone: string;
    insurance_provider: string;
    insurance_policy_number: string;
  };
  emergency_contacts: ContactValues[];
  authorized_pickups: ContactValues[];
}

/** The shared rules, with the grade as the select's text. */
const formSchema = childProfileInputSchema.extend({
  rising_grade_level: z.string().transform((v) => (v === '' ? null : Number(v))),
});

const contactValues = (list: ChildProfile['emergency_contacts']): ContactValues[] =>
  list.map((c) => ({ name: c.name, phone: formatUsPhone(c.phone), relation: c.relation }));

export function toFormValues(child?: ChildProfile): ChildProfileFormValues {
  const h = child?.health;
  const text = (v: string | null | undefined) => v ?? '';
  return {
    first_name: child?.first_name ?? '',
    date_of_birth: child?.date_of_birth ?? '',
    rising_grade_level:
      child?.rising_grade_level === null || child?.rising_grade_level === undefined
        ? ''
        : String(child.rising_grade_level),
    health: {
      allergies: text(h?.allergies),
      dietary_needs: text(h?.dietary_needs),
      medications: text(h?.medications),
      medical_conditions: text(h?.medical_conditions),
      accessibility_needs: text(h?.accessibility_needs),
      doctor_name: text(h?.doctor_name),
      doctor_phone: h?.doctor_phone ? formatUsPhone(h.doctor_phone) : '',
      insurance_provider: text(h?.insurance_provider),
      insurance_policy_number: text(h?.insurance_policy_number),
    },
    emergency_contacts: contactValues(child?.emergency_contacts ?? []),
    authorized_pickups: contactValues(child?.authorized_pickups ?? []),
  };
}

const SERVER_FIELDS = [
  'first_name',
  'date_of_birth',
  'rising_grade_level',
  'health.allergies',
  'health.dietary_needs',
  'health.medications',
  'health.medical_conditions',
  'health.accessibility_needs',
  'health.doctor_name',
  'health.doctor_phone',
  'health.insurance_provider',
  'health.insurance_policy_number',
] as const;

function FormSection({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: React.ReactNode;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h5" sx={{ mb: intro ? 0.5 : 2 }}>
        {title}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Box>
  );
}

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
} as const;

/** A list of people (emergency contacts, pickups): name, phone and relation each, add and remove. */
function ContactList({
  control,
  name,
  noun,
  max,
}: {
  control: Control<ChildProfileFormValues, unknown, ChildProfileValues>;
  name: 'emergency_contacts' | 'authorized_pickups';
  noun: string;
  max: number;
}) {
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <Stack spacing={2}>
      {fields.length === 0 && <Typography color="text.secondary">No one added yet.</Typography>}
      {fields.map((field, index) => (
        <Paper
          key={field.id}
          variant="outlined"
          role="group"
          aria-label={`${noun} ${index + 1}`}
          sx={{
            p: 2,
            borderRadius: '12px',
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '2fr 2fr 1.5fr auto' },
            alignItems: 'start',
          }}
        >
          <FormTextField control={control} name={`${name}.${index}.name`} label="Name" required />
          <FormTextField
            control={control}
            name={`${name}.${index}.phone`}
            label="Phone"
            type="tel"
            autoComplete="off"
            required
          />
          <FormTextField
            control={control}
            name={`${name}.${index}.relation`}
            label="Relation"
            placeholder="Aunt, neighbour…"
            required
          />
          <IconButton
            aria-label={`Remove ${noun.toLowerCase()} ${index + 1}`}
            onClick={() => remove(index)}
            sx={{ justifySelf: { xs: 'end', md: 'center' }, mt: { md: 1 } }}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Paper>
      ))}
      {fields.length < max && (
        <Box>
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => append({ name: '', phone: '', relation: '' })}
          >
            Add {noun.toLowerCase()}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

/** The health answers: kept encrypted, read by the people who care for the child. */
function HealthFields({
  control,
}: {
  control: Control<ChildProfileFormValues, unknown, ChildProfileValues>;
}) {
  const multiline = { multiline: true, minRows: 2 } as const;
  return (
    <FormSection
      title="Health and care"
      intro="Kept encrypted. Only you, your program specialist and the camps your child is booked with can read it, and every time they do is recorded."
    >
      <Box sx={grid}>
        <FormTextField control={control} name="health.allergies" label="Allergies" {...multiline} />
        <FormTextField
          control={control}
          name="health.dietary_needs"
          label="Dietary needs"
          {...multiline}
        />
        <FormTextField
          control={control}
          name="health.medications"
          label="Medications"
          {...multiline}
        />
        <FormTextField
          control={control}
          name="health.medical_conditions"
          label="Medical conditions"
          {...multiline}
        />
        <FormTextField
          control={control}
          name="health.accessibility_needs"
          label="Accessibility needs"
          {...multiline}
        />
        <Box />
        <FormTextField control={control} name="health.doctor_name" label="Doctor's name" />
        <FormTextField
          control={control}
          name="health.doctor_phone"
          label="Doctor's phone"
          type="tel"
        />
        <FormTextField
          control={control}
          name="health.insurance_provider"
          label="Insurance provider"
        />
        <FormTextField
          control={control}
          name="health.insurance_policy_number"
          label="Insurance policy number"
        />
      </Box>
    </FormSection>
  );
}

/**
 * A child's profile: who they are, their health and care needs (kept encrypted, and shown only
 * to the family, their program specialist and the camps they are booked with), and the people
 * to call and who may pick them up.
 */
export function ChildProfileForm({
  child,
  onSave,
  submitLabel,
}: {
  child?: ChildProfile;
  onSave: (values: ChildProfileValues) => Promise<unknown>;
  submitLabel: string;
}) {
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting, errors },
  } = useForm<ChildProfileFormValues, unknown, ChildProfileValues>({
    resolver: sharedResolver<ChildProfileFormValues, typeof formSchema>(formSchema),
    // A contact's fields are checked together: messages appear on the first save, then follow
    // every keystroke (a blur would otherwise leave a stale message on a neighbour field).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: toFormValues(child),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (err) {
      applyServerErrors(err, setError, SERVER_FIELDS);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={4}>
        <FormSection title="About the child">
          <Box sx={{ ...grid, gridTemplateColumns: { xs: '1fr', sm: '2fr 1.2fr 1.2fr' } }}>
            <FormTextField control={control} name="first_name" label="First name" required />
            <FormTextField
              control={control}
              name="date_of_birth"
              label="Date of birth"
              type="date"
              required
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <FormTextField control={control} name="rising_grade_level" label="Rising grade" select>
              <MenuItem value="">
                <em>Not specified</em>
              </MenuItem>
              {CHILD_GRADE_LEVELS.map((g) => (
                <MenuItem key={g.value} value={String(g.value)}>
                  {g.label}
                </MenuItem>
              ))}
            </FormTextField>
          </Box>
        </FormSection>

        <HealthFields control={control} />

        <FormSection title="Emergency contacts" intro="Who to call if we cannot reach you.">
          <ContactList
            control={control}
            name="emergency_contacts"
            noun="Emergency contact"
            max={EMERGENCY_CONTACTS_MAX}
          />
        </FormSection>

        <FormSection
          title="Authorised to pick up"
          intro="Besides you, the people camps may hand your child to."
        >
          <ContactList
            control={control}
            name="authorized_pickups"
            noun="Person authorised to pick up"
            max={AUTHORIZED_PICKUPS_MAX}
          />
        </FormSection>

        {errors.root?.server && (
          <Alert severity="error" role="alert">
            {errors.root.server.message}
          </Alert>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            type="submit"
            variant="contained"
            loading={isSubmitting}
            sx={{ minWidth: { xs: '100%', sm: 180 } }}
          >
            {submitLabel}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
