import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { Alert, AlertTitle, Box, Button, Paper, Typography } from '@mui/material';
import {
  PROVIDER_PROFILE_FIELDS,
  providerProfileSchema,
  type ProviderProfile,
} from '@camp/shared/provider-profile';
import { PageContainer } from '../../../components/ui/page-container';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import {
  providerProfileQueryOptions,
  useSubmitProviderProfile,
} from '../api/profile-form-fillings';
import {
  ProviderProfileFields,
  providerProfileFormValues,
  type ProviderProfileValues,
} from '../../../components/provider-profile/provider-profile-fields';
import { RegistrationStepper } from '../components/registration-stepper';
import { DIRECTOR_PATHS } from '../gate';

type Values = ProviderProfileValues;
type FieldName = keyof Values;

const NETWORK_MESSAGE = "We couldn't reach Camp Concierge. Check your connection and try again.";

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
    if (previous) reset(providerProfileFormValues(previous.provider_profile));
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
          <ProviderProfileFields control={form.control} />
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
