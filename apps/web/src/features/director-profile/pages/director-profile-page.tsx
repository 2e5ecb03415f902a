import { Alert, Box, Button, CircularProgress, Divider, Paper, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer } from '../../../components/page-container';
import { useLogout } from '../../../components/use-logout';
import { directorProfileQueryOptions } from '../api/director-profile';
import { DirectorProfileForm } from '../components/director-profile-form';

/** /camp-director/profile: title 'Profile', the 'Stripe' button, the profile form, 'Log out'. */
export function DirectorProfilePage() {
  const logout = useLogout();
  const { data, isPending, isError, error } = useQuery(directorProfileQueryOptions());

  return (
    <PageContainer
      title="Profile"
      maxWidth="md"
      actions={
        <Button
          component={RouterLink}
          to="/camp-director/stripe"
          variant="outlined"
          startIcon={<PaymentsOutlinedIcon />}
        >
          Stripe
        </Button>
      }
    >
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
