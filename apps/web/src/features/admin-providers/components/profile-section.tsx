import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import {
  PROVIDER_PROFILE_FIELDS,
  providerProfileSchema,
  type ProviderProfile,
} from '@camp/shared/provider-profile';
import type { AdminProviderDetail } from '@camp/shared/provider-standing';
import {
  ProviderProfileFields,
  providerProfileFormValues,
  type ProviderProfileValues,
} from '../../../components/provider-profile/provider-profile-fields';
import { toast } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/form-support';
import { useEditProviderProfile } from '../api/provider-admin';

/** The provider profile, editable by the admin with the director's form's fields and rules. */
export function ProfileSection({ provider }: { provider: AdminProviderDetail }) {
  const edit = useEditProviderProfile(provider.user_id);
  const form = useForm<ProviderProfileValues, unknown, ProviderProfile>({
    mode: 'onTouched',
    defaultValues: providerProfileFormValues(provider),
    resolver: zodResolver(providerProfileSchema as never) as never,
  });
  const { reset } = form;
  useEffect(() => {
    reset(providerProfileFormValues(provider));
  }, [provider, reset]);
  const rootError = form.formState.errors.root?.server?.message;

  const onSubmit = form.handleSubmit((values) => {
    edit.mutate(values, {
      onSuccess: () => toast.success('The provider profile is saved.'),
      onError: (err) => {
        if (err instanceof ApiError) {
          let placed = false;
          for (const [key, messages] of Object.entries(err.fieldErrors)) {
            if ((PROVIDER_PROFILE_FIELDS as string[]).includes(key) && messages[0]) {
              form.setError(key as keyof ProviderProfileValues, {
                type: 'server',
                message: messages[0],
              });
              placed = true;
            }
          }
          if (placed) return;
        }
        form.setError('root.server', { type: 'server', message: failureMessage(err) });
      },
    });
  });

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="profile-heading"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: '18px', mb: 3 }}
    >
      <Typography id="profile-heading" variant="h5" component="h2" sx={{ fontWeight: 800, mb: 2 }}>
        Provider profile
      </Typography>
      <Box
        component="form"
        noValidate
        aria-labelledby="profile-heading"
        onSubmit={(e) => void onSubmit(e)}
      >
        <ProviderProfileFields control={form.control} />
        {rootError && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {rootError}
          </Alert>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <Button
            type="submit"
            variant="contained"
            disabled={edit.isPending}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {edit.isPending ? 'Saving…' : 'Save profile'}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
