import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Typography } from '@mui/material';
import HourglassTopOutlinedIcon from '@mui/icons-material/HourglassTopOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { StatusCard } from '../../../components/ui/status-card';
import { ContactUsLink } from '../components/contact-link';
import { DIRECTOR_PATHS } from '../gate';

/** /camp-director/stripe-pending (outside the gate): Stripe is still verifying the account. */
export function StripePendingPage() {
  return (
    <StatusCard align="start" icon={<HourglassTopOutlinedIcon />} title="Verification in-progress">
      <Typography color="text.secondary" sx={{ mb: 3, textAlign: 'center' }}>
        Stripe is verifying your account details. This usually takes a few minutes and sometimes up
        to a few business days; we will let you know when payments are enabled.
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <Button component={RouterLink} to={DIRECTOR_PATHS.programs} variant="contained">
          Go to programs
        </Button>
      </Box>
    </StatusCard>
  );
}

/** /camp-director/stripe-failure (outside the gate): Stripe could not verify the account. */
export function StripeFailurePage() {
  return (
    <StatusCard
      align="start"
      icon={<ErrorOutlineIcon />}
      tone="error"
      title="Verification Failed"
      subtitle="Please proceed with Stripe account set up"
    >
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
        <Button component={RouterLink} to={DIRECTOR_PATHS.stripe} variant="contained">
          Go to stripe
        </Button>
      </Box>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        Need help? <ContactUsLink />
      </Typography>
    </StatusCard>
  );
}
