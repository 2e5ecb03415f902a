import type { ReactNode } from 'react';
import { Box, CircularProgress, Container, Paper, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useDocumentTitle } from '../../../components/use-document-title';

export interface StatusCardProps {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
}

/** A centred message card: the verification-sent page and the link landing pages. */
export function StatusCard({ icon, title, children }: StatusCardProps) {
  useDocumentTitle(title);
  return (
    <Box
      component="section"
      aria-labelledby="status-card-title"
      sx={(t) => ({
        flex: 1,
        py: { xs: 2.4, sm: 6, md: 9 },
        px: { xs: 1.6, sm: 3 },
        background: `radial-gradient(900px 420px at 50% 0%, ${alpha(t.palette.secondary.main, 0.16)}, transparent 70%), ${t.palette.background.default}`,
      })}
    >
      <Container maxWidth="sm" disableGutters>
        <Paper
          elevation={0}
          sx={(t) => ({
            p: { xs: 2.4, sm: 4.8 },
            borderRadius: '24px',
            textAlign: 'center',
            border: `1px solid ${t.palette.divider}`,
            boxShadow: `0 24px 60px ${alpha(t.palette.primary.dark, 0.1)}`,
          })}
        >
          {icon && (
            <Box
              aria-hidden
              sx={(t) => ({
                width: 72,
                height: 72,
                mx: 'auto',
                mb: 2,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                color: 'primary.main',
                bgcolor: alpha(t.palette.primary.main, 0.08),
                '& svg': { fontSize: 36 },
              })}
            >
              {icon}
            </Box>
          )}
          <Typography id="status-card-title" variant="h3" component="h1" sx={{ mb: 1.6 }}>
            {title}
          </Typography>
          {children}
        </Paper>
      </Container>
    </Box>
  );
}

/** A landing page at work (confirming an e-mail, opening a link). */
export function WorkingCard({ title }: { title: string }) {
  return (
    <StatusCard title={title}>
      <Box
        role="status"
        aria-live="polite"
        sx={{ display: 'flex', justifyContent: 'center', py: 1 }}
      >
        <CircularProgress aria-label={title} />
      </Box>
    </StatusCard>
  );
}
