import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  CircularProgress,
  Divider,
  Typography,
} from '@mui/material';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import type { LocalOnboardingOutcome } from '@camp/shared/provider-profile';
import { formatUsPhone } from '@camp/shared/phone';
import { toast } from '../../../components/toaster';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useCompleteLocalOnboarding } from '../api/local-onboarding';
import { providerProfileQueryOptions } from '../api/profile-form-fillings';
import { StatusCard } from '../../../components/status-card';
import { checkStatusDestination } from '../gate';

/**
 * /camp-director/local-onboarding: the built-in stand-in for Stripe's hosted onboarding when no
 * Stripe keys are configured. The director confirms the business details and completes the
 * set-up, or simulates Stripe's other answers (still verifying, failed).
 */
export function LocalOnboardingPage() {
  const session = useSession();
  const navigate = useNavigate();
  const profile = useQuery(providerProfileQueryOptions());
  const complete = useCompleteLocalOnboarding();
  const p = profile.data?.provider_profile;

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

  const details: [string, string | null | undefined][] = [
    ['Business', p?.organisation_name],
    ['Representative', p?.contact_name],
    ['E-mail', session?.email],
    ['Phone', p?.phone_number ? formatUsPhone(p.phone_number) : null],
    ['Address', p ? [p.address, p.city, p.state, p.zip_code].filter(Boolean).join(', ') : null],
    ['Website', p?.website],
    ['Tax ID', p?.tax_id],
    ['Payouts', 'Test bank account ending in 6789, daily'],
  ];

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
      {profile.isPending ? (
        <CircularProgress size={24} aria-label="Loading your details" />
      ) : (
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
            columnGap: 2,
            rowGap: { xs: 0.2, sm: 1 },
            m: 0,
            '& dt': { fontWeight: 700, mt: { xs: 1, sm: 0 } },
            '& dd': { m: 0, overflowWrap: 'anywhere', color: 'text.secondary' },
          }}
        >
          {details.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value || 'not specified'}</dd>
            </Box>
          ))}
        </Box>
      )}
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
