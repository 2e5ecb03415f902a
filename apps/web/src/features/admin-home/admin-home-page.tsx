import { Box, Button, Link, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer } from '../../components/page-container';
import { useSession } from '../../lib/session';

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
          <Button component={RouterLink} to="/admin/providers" variant="contained">
            Validate providers
          </Button>
          <Button component={RouterLink} to="/admin/payouts" variant="outlined">
            Payouts ledger
          </Button>
          <Button component={RouterLink} to="/admin/cancellations" variant="outlined">
            Cancellations
          </Button>
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3.2 }, mt: 2.4, borderRadius: '18px' }}>
        <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
          Staff accounts
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1.2 }}>
          Specialists and administrators do not sign up themselves. Create an account on the server
          with the command below (use --role admin for an administrator); it prints a one-time
          password to hand over.
        </Typography>
        <Box
          component="pre"
          sx={{
            m: 0,
            p: 1.6,
            borderRadius: '10px',
            bgcolor: '#0e3e3b',
            color: '#fff',
            fontSize: '0.85rem',
            overflowX: 'auto',
          }}
        >
          <code>
            npm run user -- create --role specialist --email name@example.com --name "First Last"
          </code>
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
