import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { twoFactorConfirmSchema, type TwoFactorConfirm } from '@camp/shared/two-factor';
import { PageContainer } from '../../../components/ui/page-container';
import { FormTextField } from '../../../components/ui/form-text-field';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, failureMessage, sharedResolver } from '../../../lib/form-support';
import { paths } from '../../../lib/paths';
import { setSession } from '../../../lib/session';
import { useConfirmEnrolment, useStartEnrolment } from '../api/two-factor';
import { FormAlert } from '../components/form-alert';
import { RecoveryCodes } from '../components/recovery-codes';
import { useRunOnce } from '../hooks/use-run-once';

/** The key in groups of four, as authenticator apps show and take it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * /admin/two-factor/setup: an admin sets up two-step sign-in (required for admins; the admin
 * area sends an admin here until it is done). Scan the QR code (or type the key), confirm with
 * the first code, then save the recovery codes shown once.
 */
export function TwoFactorSetupPage() {
  const start = useStartEnrolment();
  const confirm = useConfirmEnrolment();
  const [codes, setCodes] = useState<string[] | null>(null);
  useRunOnce(() => start.mutate());
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TwoFactorConfirm, unknown, TwoFactorConfirm>({
    resolver: sharedResolver<TwoFactorConfirm, typeof twoFactorConfirmSchema>(
      twoFactorConfirmSchema,
    ),
    mode: 'onSubmit',
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      const done = await confirm.mutateAsync(code);
      setSession(done.session);
      setCodes(done.recovery_codes);
    } catch (err) {
      applyServerErrors(err, setError, ['code']);
    }
  });

  const alreadySetUp = start.error instanceof ApiError && start.error.status === 409;

  return (
    <PageContainer eyebrow="Administrator" title="Set up two-step sign-in" maxWidth="md">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3.2 }, borderRadius: '18px' }}>
        {codes ? (
          <Stack spacing={2.4}>
            <Alert severity="success">Two-step sign-in is on for your account.</Alert>
            <RecoveryCodes codes={codes} />
            <Box>
              <Button component={RouterLink} to={paths.admin.home} variant="contained" size="large">
                I saved them: continue
              </Button>
            </Box>
          </Stack>
        ) : alreadySetUp ? (
          <Stack spacing={2}>
            <Alert severity="info">Two-step sign-in is already set up for your account.</Alert>
            <Box>
              <Button component={RouterLink} to={paths.admin.twoFactor} variant="outlined">
                Two-step sign-in settings
              </Button>
            </Box>
          </Stack>
        ) : start.isError ? (
          <Stack spacing={2}>
            <Alert severity="error">{failureMessage(start.error)}</Alert>
            <Box>
              <Button variant="outlined" onClick={() => start.mutate()}>
                Try again
              </Button>
            </Box>
          </Stack>
        ) : !start.data ? (
          <CircularProgress aria-label="Preparing your key" />
        ) : (
          <Stack spacing={2.4}>
            <Typography>
              Administrators sign in with their password and a code from an authenticator app
              (Google Authenticator, Microsoft Authenticator, 1Password, …).
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' },
                gap: 3,
                alignItems: 'start',
              }}
            >
              <Box
                component="img"
                src={start.data.qr_code}
                alt="QR code to scan with your authenticator app"
                sx={{
                  width: 220,
                  height: 220,
                  justifySelf: { xs: 'center', sm: 'start' },
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: '12px',
                  bgcolor: '#fff',
                }}
              />
              <Stack spacing={1.6}>
                <Typography variant="h6" component="h2">
                  1. Scan the QR code
                </Typography>
                <Typography color="text.secondary">
                  Can’t scan it? Add an account by hand with this key (time-based):
                </Typography>
                <Typography
                  sx={{
                    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
                    fontSize: '1.05rem',
                    overflowWrap: 'anywhere',
                    bgcolor: 'action.hover',
                    borderRadius: '8px',
                    px: 1.4,
                    py: 1,
                  }}
                >
                  {grouped(start.data.secret)}
                </Typography>
              </Stack>
            </Box>
            <Box component="form" noValidate onSubmit={onSubmit} aria-label="Confirm the set-up">
              <Stack spacing={2} sx={{ maxWidth: 360 }}>
                <Typography variant="h6" component="h2">
                  2. Enter the code the app shows
                </Typography>
                <FormTextField
                  control={control}
                  name="code"
                  label="Authentication code"
                  autoComplete="one-time-code"
                  required
                  slotProps={{
                    htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 },
                  }}
                />
                <FormAlert errors={errors} />
                <Box>
                  <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
                    Turn on two-step sign-in
                  </Button>
                </Box>
              </Stack>
            </Box>
          </Stack>
        )}
      </Paper>
    </PageContainer>
  );
}
