import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Chip, Divider, Typography } from '@mui/material';
import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import { StatusCard } from '../../../components/ui/status-card';
import { LocalAccountDetails } from '../components/local-account-details';
import { DIRECTOR_PATHS } from '../gate';

/**
 * /camp-director/local-account: the built-in simulator's page of a ready payment account, where
 * the profile's 'Stripe' button leads when no Stripe keys are configured (with Stripe, the
 * button opens the account's Express dashboard).
 */
export function LocalAccountPage() {
  return (
    <StatusCard
      align="start"
      icon={<AccountBalanceOutlinedIcon />}
      title="Payment account"
      subtitle="Built-in simulator"
      maxWidth="md"
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.2, mb: 2 }}>
        <Typography variant="h5" component="h2">
          Status
        </Typography>
        <Chip label="Ready: payments and payouts enabled" color="success" variant="outlined" />
      </Box>
      <Alert severity="info" sx={{ mb: 2.4 }}>
        This server runs without Stripe keys: families&apos; payments are simulated and no money
        moves.
      </Alert>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        Business details
      </Typography>
      <LocalAccountDetails />
      <Divider sx={{ my: 3 }} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={DIRECTOR_PATHS.programs} variant="contained">
          Go to programs
        </Button>
      </Box>
    </StatusCard>
  );
}
