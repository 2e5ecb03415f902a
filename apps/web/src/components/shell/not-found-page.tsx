import { Box, Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { StatusIllustration } from '../ui/status-illustration';
import { useDocumentTitle } from '../ui/use-document-title';
import { paths } from '../../lib/paths';

/** The 404 page for /404 and any unknown path. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <StatusIllustration variant="not-found" />
      <Typography variant="h1" sx={{ mt: 3, fontSize: 'clamp(1.8rem, 1.4rem + 1.6vw, 2.6rem)' }}>
        Sorry, page not found
      </Typography>
      <Typography sx={{ mt: 1.5, color: 'text.secondary', fontSize: '1.1rem' }}>
        We couldn&apos;t find the page you are looking for
      </Typography>
      <Box sx={{ mt: 4 }}>
        <Button variant="contained" size="large" component={RouterLink} to={paths.home}>
          Go to homepage
        </Button>
      </Box>
    </Container>
  );
}
