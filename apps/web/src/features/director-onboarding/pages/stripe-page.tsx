import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Link,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { PLATFORM_FEE_PERCENT } from '@camp/shared/enums';
import { toast } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useCreateAccountLink } from '../api/account-links';
import { openLink } from '../../../lib/open-link';
import { registrationStatusQueryOptions } from '../api/registration-status';
import { applyOnboardingStatus } from '../api/session-sync';
import { ContactUsLink } from '../components/contact-link';
import { StatusCard } from '../../../components/ui/status-card';
import { RegistrationStepper } from '../components/registration-stepper';
import { DIRECTOR_PATHS } from '../gate';
import { paths } from '../../../lib/paths';

export const STRIPE_POLL_MS = 30_000;

const BENEFITS = [
  'Families pay for your activities online, by card, when they enroll.',
  'You are paid by direct deposit, by default on a daily rolling basis.',
  'Stripe keeps card details and identity checks secure; we never see them.',
  'Follow every payment and payout in your own Stripe Express dashboard.',
];

/**
 * /camp-director/stripe: why and how to connect a payment account. 'Create Stripe account'
 * opens the onboarding link (Stripe's hosted pages, or the local simulator page).
 */
export function StripePage() {
  const session = useSession();
  const navigate = useNavigate();
  const link = useCreateAccountLink();
  const payment = session?.stripe_account_status;
  // While Stripe verifies the account, keep asking: the gate moves on once it is ready.
  const status = useQuery({
    ...registrationStatusQueryOptions(STRIPE_POLL_MS),
    enabled: payment === 'pending',
  });
  // Only an answer fetched since this page opened: a cached one may be older than the session.
  const fresh = status.isFetchedAfterMount ? status.data : undefined;
  useEffect(() => {
    if (fresh) applyOnboardingStatus(fresh);
  }, [fresh]);

  const start = () => {
    link.mutate(undefined, {
      // The local simulator lives in this app: openLink stays in the single-page app for it.
      onSuccess: ({ url }) => openLink(url, navigate),
      onError: (err) =>
        toast.error(err instanceof ApiError ? err.message : 'Something went wrong', 'Error'),
    });
  };

  return (
    <StatusCard
      align="start"
      icon={<AccountBalanceOutlinedIcon />}
      title="Get paid with Stripe"
      subtitle="Your account is validated. Connect a Stripe account so that families can pay for your activities online."
      maxWidth="md"
    >
      <RegistrationStepper activeStep={2} errorStep={payment === 'failed' ? 2 : undefined} />
      {payment === 'pending' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Stripe is verifying your account. You can reopen the set-up to add details, or{' '}
          <Link component={RouterLink} to={DIRECTOR_PATHS.checkStatus} underline="always">
            check the status
          </Link>
          .
        </Alert>
      )}
      {payment === 'failed' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Stripe could not verify your account. Please proceed with Stripe account set up.
        </Alert>
      )}
      <Typography variant="h5" component="h2" sx={{ mb: 0.6 }}>
        Why Stripe
      </Typography>
      <List dense aria-label="Benefits">
        {BENEFITS.map((text) => (
          <ListItem key={text} disableGutters alignItems="flex-start">
            <ListItemIcon sx={{ minWidth: 36, mt: 0.4, color: 'success.main' }}>
              <CheckCircleOutlineIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={text} />
          </ListItem>
        ))}
      </List>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Camp Concierge keeps {PLATFORM_FEE_PERCENT}% of each enrollment plus the payment
        provider&apos;s fees and sales tax. See our{' '}
        <Link component={RouterLink} to={paths.businessTerms} underline="always">
          Business Terms
        </Link>
        .
      </Typography>
      <Box
        sx={{
          mt: 3,
          display: 'flex',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
        }}
      >
        <Button
          variant="contained"
          size="large"
          onClick={start}
          disabled={link.isPending}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {link.isPending ? 'Opening Stripe…' : 'Create Stripe account'}
        </Button>
        <Typography variant="body2">
          Need help? <ContactUsLink />
        </Typography>
      </Box>
    </StatusCard>
  );
}
