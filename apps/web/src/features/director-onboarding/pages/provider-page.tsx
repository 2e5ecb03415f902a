import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { Alert, AlertTitle, Box, Button, Paper, Typography } from '@mui/material';
import { formatUsPhone } from '@camp/shared/phone';
import {
  PROVIDER_PROFILE_FIELDS,
  providerProfileSchema,
  type ProviderProfile,
  type ProviderProfileView,
} from '@camp/shared/provider-profile';
import { PageContainer } from '../../../components/ui/page-container';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import {
  providerProfileQueryOptions,
  useSubmitProviderProfile,
} from '../api/profile-form-fillings';
import { FormTextField } from '../../../components/ui/form-text-field';
import { RegistrationStepper } from '../components/registration-stepper';
import { DIRECTOR_PATHS } from '../gate';

type Values = Record<keyof ProviderProfile, string>;
type FieldName = keyof Values;

const NETWORK_MESSAGE = "We couldn't reach Camp Concierge. Check your connection and try again.";

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

const FIELDS: FieldSpec[] = [
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
function submittedValues(view: ProviderProfileView): Values {
  const values = Object.fromEntries(
    PROVIDER_PROFILE_FIELDS.map((f) => {
      const v = view[f];
      return [f, v === null || v === undefined ? '' : String(v)];
    }),
  ) as Values;
  if (view.phone_number) values.phone_number = formatUsPhone(view.phone_number);
  return values;
}

/**
 * /camp-director/provider: the provider profile our team validates (a native form in place of
 * the spec's embedded external sign-up form, decision 0011). Submitting moves the director to
 * awaiting validation; the gate then shows the congratulations page. After a rejection the form
 * opens with the profile as sent and the reason, to correct and resubmit (decision 0032).
 */
export function ProviderPage() {
  const session = useSession();
  const navigate = useNavigate();
  const submit = useSubmitProviderProfile();
  const resubmitting = session?.zoho_profile === 'rejected';
  const submitted = useQuery({ ...providerProfileQueryOptions(), enabled: resubmitting });
  const defaults = Object.fromEntries(PROVIDER_PROFILE_FIELDS.map((f) => [f, ''])) as Values;
  defaults.contact_name = session?.name ?? '';
  const form = useForm<Values, unknown, ProviderProfile>({
    mode: 'onTouched',
    defaultValues: defaults,
    resolver: zodResolver(providerProfileSchema as never) as never,
  });
  const rootError = form.formState.errors.root?.server?.message;
  const previous = resubmitting ? submitted.data : undefined;
  const { reset } = form;
  useEffect(() => {
    if (previous) reset(submittedValues(previous.provider_profile));
  }, [previous, reset]);

  const onSubmit = form.handleSubmit((values) => {
    submit.mutate(values, {
      onSuccess: () => {
        void navigate(DIRECTOR_PATHS.congratulations, { replace: true });
      },
      onError: (err) => {
        if (!(err instanceof ApiError)) {
          form.setError('root.server', { type: 'server', message: NETWORK_MESSAGE });
          return;
        }
        let first = true;
        const rest: string[] = [];
        for (const [key, messages] of Object.entries(err.fieldErrors)) {
          if ((PROVIDER_PROFILE_FIELDS as string[]).includes(key) && messages[0]) {
            form.setError(
              key as FieldName,
              { type: 'server', message: messages[0] },
              { shouldFocus: first },
            );
            first = false;
          } else if (messages[0]) rest.push(messages[0]);
        }
        const message = rest[0] ?? (first ? err.message : null);
        if (message) form.setError('root.server', { type: 'server', message });
      },
    });
  });

  return (
    <PageContainer
      eyebrow="Camp director"
      title="Provider profile"
      subtitle="Tell us about your organization. Our team reviews every provider before their programs are offered to families."
      maxWidth="md"
    >
      <RegistrationStepper activeStep={0} />
      {resubmitting && (
        <Alert severity="warning" sx={{ mb: 2.4 }}>
          <AlertTitle>Your registration was not accepted</AlertTitle>
          {previous?.rejection_reason && (
            <Typography sx={{ mb: 1, whiteSpace: 'pre-line' }}>
              <strong>Reason:</strong> {previous.rejection_reason}
            </Typography>
          )}
          <Typography>Correct your profile below and submit it for review again.</Typography>
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3.2 }, borderRadius: '18px' }}>
        <Box
          component="form"
          noValidate
          onSubmit={(e) => void onSubmit(e)}
          aria-label="Provider profile"
        >
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            }}
          >
            {FIELDS.map((f) => (
              <Box key={f.name} sx={{ gridColumn: f.wide ? { sm: '1 / -1' } : undefined }}>
                <FormTextField
                  control={form.control}
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
          {rootError && (
            <Alert severity="error" sx={{ mt: 2 }} role="alert">
              {rootError}
            </Alert>
          )}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={submit.isPending}
              sx={{ width: { xs: '100%', sm: 'auto' } }}
            >
              {submit.isPending
                ? 'Sending…'
                : resubmitting
                  ? 'Resubmit for review'
                  : 'Submit for review'}
            </Button>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Fields marked * are required. We will e-mail you a receipt and let you know once your
            account is validated.
          </Typography>
        </Box>
      </Paper>
    </PageContainer>
  );
}
