import { Box, Container, Paper, Typography } from '@mui/material';
import { useSession } from '../../lib/session';

/** /specialist: the specialist's landing page after signing in. */
export function DashboardPage() {
  const session = useSession();
  if (!session) return null;
  return (
    <Box component="section" aria-labelledby="dashboard-title" sx={{ py: { xs: 3, md: 6 }, bgcolor: 'background.default' }}>
      <Container maxWidth="lg">
        <Typography variant="overline" component="p" color="primary">
          Program specialist
        </Typography>
        <Typography id="dashboard-title" variant="h2" component="h1" sx={{ mb: 3 }}>
          Dashboard
        </Typography>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3.2 }, borderRadius: 4, maxWidth: 640 }}>
          <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
            Signed in as {session.name}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {session.email}
          </Typography>
        </Paper>
      </Container>
    </Box>
  );
}
