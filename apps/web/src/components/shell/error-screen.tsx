import { useEffect } from 'react';
import { Box, Button, Container, Typography } from '@mui/material';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { BrandLogo } from './brand-logo';
import { NotFoundPage } from './not-found-page';
import { StatusIllustration } from '../ui/status-illustration';
import { useDocumentTitle } from '../ui/use-document-title';
import { paths } from '../../lib/paths';

export interface ErrorScreenProps {
  /** Rendered without the site layout (the root error boundary): adds the logo and fills the screen. */
  fullPage?: boolean;
}

/** The router's error screen: 'Oops! There's an error' with 'Go to homepage'. */
export function ErrorScreen({ fullPage = false }: ErrorScreenProps) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) console.error(error);
  }, [error, notFound]);
  if (notFound && !fullPage) return <NotFoundPage />;
  return <ErrorContent fullPage={fullPage} />;
}

function ErrorContent({ fullPage }: { fullPage: boolean }) {
  useDocumentTitle('Error');
  const body = (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <StatusIllustration variant="error" />
      <Typography variant="h1" sx={{ mt: 3, fontSize: 'clamp(1.8rem, 1.4rem + 1.6vw, 2.6rem)' }}>
        Oops! There&apos;s an error
      </Typography>
      <Typography sx={{ mt: 1.5, color: 'text.secondary', fontSize: '1.1rem' }}>
        Something went wrong while showing this page. Please try again in a moment.
      </Typography>
      <Box sx={{ mt: 4 }}>
        {/* A full page load, so a broken in-memory state (or a stale bundle) is left behind. */}
        <Button variant="contained" size="large" href={paths.home}>
          Go to homepage
        </Button>
      </Box>
    </Container>
  );
  if (!fullPage) return body;
  return (
    <Box
      component="main"
      id="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <Box sx={{ px: { xs: 2, sm: 4 }, py: 2 }}>
        <BrandLogo asLink={false} />
      </Box>
      <Box sx={{ flex: 1, display: 'flex', alignItems: 'center' }}>{body}</Box>
    </Box>
  );
}
