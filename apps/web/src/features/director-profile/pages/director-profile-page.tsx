import { Alert, Box, Button, CircularProgress, Divider, Paper, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PageContainer } from '../../../components/ui/page-container';
import { toast } from '../../../components/ui/toaster';
import { useLogout } from '../../../components/shell/use-logout';
import { ApiError } from '../../../lib/api-client';
import { openLink } from '../../../lib/open-link';
import { useSession } from '../../../lib/session';
import { directorProfileQueryOptions } from '../api/director-profile';
import { useCreateDashboardLink } from '../api/dashboard-link';
import { DirectorProfileForm } from '../components/director-profile-form';
import { paths } from '../../../lib/paths';

/**
 * The profile's 'Stripe' button: with a ready payment account it opens the account (Stripe's
 * Express dashboard, or the local simulator's account page); before that it leads to the
 * set-up page (the stripe page would send a ready account to the programs).
 */
function PaymentAccountButton() {
  const session = useSession();
  const navigate = useNavigate();
  const dashboard = useCreateDashboardLink();
  if (session?.stripe_account_status !== 'ready') {
    return (
      <Button
        component={RouterLink}
        to={paths.director.stripe}
        variant="outlined"
        startIcon={<PaymentsOutlinedIcon />}
      >
        Stripe
      </Button>
    );
  }
  const open = () =>
    dashboard.mutate(undefined, {
      onSuccess: ({ url }) => openLink(url, navigate),
      onError: (err) =>
        toast.error(err instanceof ApiError ? err.message : 'Something went wrong', 'Error'),
    });
  return (
    <Button
      variant="outlined"
      startIcon={<PaymentsOutlinedIcon />}
      disabled={dashboard.isPending}
      onClick={open}
    >
      Stripe
    </Button>
  );
}

/** /camp-director/profile: title 'Profile', the 'Stripe' button, the profile form, 'Log out'. */
export function DirectorProfilePage() {
  const logout = useLogout();
  const { data, isPending, isError, error } = useQuery(directorProfileQueryOptions());

  return (
    <PageContainer title="Profile" maxWidth="md" actions={<PaymentAccountButton />}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3.2 }, borderRadius: '18px' }}>
        <Typography variant="h4" component="h2" sx={{ mb: 2.4 }}>
          Personal details
        </Typography>
        {isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading profile" />
          </Box>
        ) : isError ? (
          <Alert severity="error">{error.message || 'Something went wrong'}</Alert>
        ) : (
          <DirectorProfileForm profile={data} />
        )}
      </Paper>
      <Divider sx={{ my: 3 }} />
      <Box sx={{ display: 'flex', justifyContent: { xs: 'stretch', sm: 'flex-start' } }}>
        <Button
          variant="outlined"
          color="error"
          startIcon={<LogoutIcon />}
          onClick={logout}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          Log out
        </Button>
      </Box>
    </PageContainer>
  );
}
