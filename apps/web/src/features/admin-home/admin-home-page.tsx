import { Box, Button, Link, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer } from '../../components/ui/page-container';
import { useSession } from '../../lib/session';
import { paths } from '../../lib/paths';

/** /admin: the administrator's landing page after signing in. */
export function AdminHomePage() {
  const session = useSession();
  if (!session) return null;
  return (
    <PageContainer eyebrow="Administrator" title="Administration" maxWidth="md">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3.2 }, borderRadius: '18px' }}>
        <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
          Signed in as {session.name}
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {session.email}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
          <Button component={RouterLink} to={paths.admin.dashboard} variant="contained">
            Dashboard
          </Button>
          <Button component={RouterLink} to={paths.admin.providers} variant="outlined">
            Validate providers
          </Button>
          <Button component={RouterLink} to={paths.admin.payments} variant="outlined">
            Payments
          </Button>
          <Button component={RouterLink} to={paths.admin.payouts} variant="outlined">
            Payouts ledger
          </Button>
          <Button component={RouterLink} to={paths.admin.cancellations} variant="outlined">
            Cancellations
          </Button>
          <Button component={RouterLink} to={paths.admin.audit} variant="outlined">
            Audit trail
          </Button>
          <Button component={RouterLink} to={paths.admin.families} variant="outlined">
            Families
          </Button>
          <Button component={RouterLink} to={paths.admin.staff} variant="outlined">
            Staff
          </Button>
          <Button component={RouterLink} to={paths.admin.taxonomy} variant="outlined">
            Interests and skills
          </Button>
          <Button component={RouterLink} to={paths.admin.coupons} variant="outlined">
            Packages and coupons
          </Button>
          <Button component={RouterLink} to={paths.admin.twoFactor} variant="outlined">
            Two-step sign-in
          </Button>
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3.2 }, mt: 2.4, borderRadius: '18px' }}>
        <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
          API reference
        </Typography>
        <Typography color="text.secondary">
          Every endpoint with its request and response schemas:{' '}
          <Link href="/api/docs" sx={{ fontWeight: 700 }}>
            open the API documentation
          </Link>
          .
        </Typography>
      </Paper>
    </PageContainer>
  );
}
