import { useNavigate } from 'react-router-dom';
import { Alert, AlertTitle, Box, Button, Divider, Typography } from '@mui/material';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import type { LocalOnboardingOutcome } from '@camp/shared/provider-profile';
import { toast } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { useCompleteLocalOnboarding } from '../api/local-onboarding';
import { LocalAccountDetails } from '../components/local-account-details';
import { StatusCard } from '../../../components/ui/status-card';
import { checkStatusDestination } from '../gate';

/**
 * /camp-director/local-onboarding: the built-in stand-in for Stripe's hosted onboarding when no
 * Stripe keys are configured. The director confirms the business details and completes the
 * set-up, or simulates Stripe's other answers (still verifying, failed).
 */
export function LocalOnboardingPage() {
  const navigate = useNavigate();
  const complete = useCompleteLocalOnboarding();

  const run = (outcome: LocalOnboardingOutcome) =>
    complete.mutate(outcome, {
      onSuccess: (status) => {
        void navigate(
          checkStatusDestination({
            zoho_profile: status.status,
            stripe_account_status: status.stripe_account_status,
          }),
          { replace: true },
        );
      },
      onError: (err) =>
        toast.error(err instanceof ApiError ? err.message : 'Something went wrong', 'Error'),
    });

  return (
    <StatusCard
      align="start"
      icon={<ScienceOutlinedIcon />}
      title="Payment account set-up"
      subtitle="Built-in simulator"
      maxWidth="md"
    >
      <Alert severity="info" sx={{ mb: 2.4 }}>
        <AlertTitle>No real payment provider is connected</AlertTitle>
        This server runs without Stripe keys, so this page stands in for Stripe&apos;s hosted
        onboarding. Nothing is sent anywhere and no money moves.
      </Alert>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        Confirm your business details
      </Typography>
      <LocalAccountDetails />
      <Divider sx={{ my: 3 }} />
      <Box
        sx={{
          display: 'flex',
          gap: 1.6,
          flexDirection: { xs: 'column', sm: 'row' },
          justifyContent: 'flex-end',
        }}
      >
        <Button
          variant="outlined"
          color="error"
          disabled={complete.isPending}
          onClick={() => run('fail')}
        >
          Simulate failure
        </Button>
        <Button variant="outlined" disabled={complete.isPending} onClick={() => run('pending')}>
          Simulate verification in progress
        </Button>
        <Button variant="contained" disabled={complete.isPending} onClick={() => run('complete')}>
          Complete setup
        </Button>
      </Box>
    </StatusCard>
  );
}
