import { Paper, Typography } from '@mui/material';
import { PageContainer } from '../../components/page-container';
import { useSession } from '../../lib/session';

/** /specialist: the specialist's landing page after signing in. */
export function DashboardPage() {
  const session = useSession();
  if (!session) return null;
  return (
    <PageContainer eyebrow="Program specialist" title="Dashboard">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3.2 }, borderRadius: '18px', maxWidth: 640 }}>
        <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
          Signed in as {session.name}
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {session.email}
        </Typography>
      </Paper>
    </PageContainer>
  );
}
