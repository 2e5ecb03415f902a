import type { ReactNode } from 'react';
import { Box, Button, Container, Typography, type ContainerProps } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from './use-document-title';

export interface PageContainerProps {
  /** The page's h1; also sets the tab title. */
  title?: string;
  /** Tab title when it should differ from the h1 (or when there is no visible title). */
  documentTitle?: string;
  /** Small label above the title. */
  eyebrow?: string;
  /** A line of text under the title. */
  subtitle?: ReactNode;
  /** A link above the title, e.g. { to: '/profile', label: 'Back to Profile' }. */
  backLink?: { to: string; label: string };
  /** Buttons shown to the right of the title (below it on phones). */
  actions?: ReactNode;
  maxWidth?: ContainerProps['maxWidth'];
  /** Centre the title block (marketing and legal pages). */
  centered?: boolean;
  children?: ReactNode;
}

/**
 * The standard page frame inside <main>: a Container with the shell's vertical rhythm, an
 * optional back link, h1, subtitle and actions. Every page except the home page uses it.
 */
export function PageContainer({
  title,
  documentTitle,
  eyebrow,
  subtitle,
  backLink,
  actions,
  maxWidth = 'lg',
  centered = false,
  children,
}: PageContainerProps) {
  useDocumentTitle(documentTitle ?? title);
  const hasHeading = Boolean(title || eyebrow || subtitle || actions);
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      {backLink && (
        <Button
          component={RouterLink}
          to={backLink.to}
          startIcon={<ArrowBackIcon />}
          sx={{ mb: 2, ml: -1.5, color: 'primary.main' }}
        >
          {backLink.label}
        </Button>
      )}
      {hasHeading && (
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: centered ? 'column' : 'row' },
            alignItems: centered ? 'center' : { xs: 'stretch', sm: 'flex-end' },
            textAlign: centered ? 'center' : 'left',
            justifyContent: 'space-between',
            gap: 2,
            mb: { xs: 3, md: 4 },
          }}
        >
          <Box sx={{ maxWidth: centered ? 760 : undefined }}>
            {eyebrow && (
              <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
                {eyebrow}
              </Typography>
            )}
            {title && (
              <Typography variant="h1" sx={{ fontSize: 'clamp(1.9rem, 1.5rem + 1.5vw, 2.7rem)' }}>
                {title}
              </Typography>
            )}
            {subtitle && (
              <Typography
                variant="subtitle1"
                component="div"
                sx={{ color: 'text.secondary', mt: 1 }}
              >
                {subtitle}
              </Typography>
            )}
          </Box>
          {actions && (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', flexShrink: 0 }}>{actions}</Box>
          )}
        </Box>
      )}
      {children}
    </Container>
  );
}
