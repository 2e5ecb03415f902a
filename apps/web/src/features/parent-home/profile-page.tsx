import type { ReactNode } from 'react';
import { Box, Button, Chip, Divider, Link, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { NOT_SUBSCRIBED_LABEL, PACKAGE_PERIOD_LABELS } from '@camp/shared/enums';
import type { Session } from '@camp/shared/auth';
import { PageContainer } from '../../components/page-container';
import { useSession } from '../../lib/session';

/** 'One-Time', 'Monthly', 'Annually', or 'Not Subscribed' (spec section 4). */
export function subscriptionLabel(session: Pick<Session, 'package'>): string {
  return session.package ? PACKAGE_PERIOD_LABELS[session.package] : NOT_SUBSCRIBED_LABEL;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
        gap: { xs: 0.2, sm: 2 },
        py: 1.4,
      }}
    >
      <Typography component="dt" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** /profile: the parent's landing page after signing in (account and subscription). */
export function ProfilePage() {
  const session = useSession();
  if (!session) return null;
  const premium = session.premium;
  const orderLabel =
    session.order_status === 'paid'
      ? 'Paid'
      : session.order_status === 'pending'
        ? 'Pending payment'
        : null;

  return (
    <PageContainer
      eyebrow="Profile"
      title={`Hello, ${session.first_name || session.name}`}
      documentTitle="Profile"
      maxWidth="md"
    >
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3.2 }, borderRadius: '18px' }}>
        <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
          Your account
        </Typography>
        <Box component="dl" sx={{ m: 0 }}>
          <Row label="Name">{session.name}</Row>
          <Divider />
          <Row label="Email">{session.email}</Row>
          <Divider />
          <Row label="Current subscription type">
            <Box
              component="span"
              sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Chip
                label={subscriptionLabel(session)}
                color={premium ? 'primary' : 'default'}
                size="small"
                sx={{ fontWeight: 700 }}
              />
              {orderLabel && (
                <Chip
                  label={orderLabel}
                  variant="outlined"
                  size="small"
                  color={orderLabel === 'Paid' ? 'success' : 'warning'}
                />
              )}
            </Box>
          </Row>
        </Box>
        {!premium && (
          <Box
            sx={{
              mt: 2,
              p: 2,
              borderRadius: '14px',
              bgcolor: 'rgba(246, 196, 83, 0.16)',
              display: 'flex',
              gap: 2,
              alignItems: { sm: 'center' },
              flexDirection: { xs: 'column', sm: 'row' },
            }}
          >
            <Typography sx={{ flex: 1 }}>
              Premium gives you a program specialist, personal itineraries, the calendar and
              planning with friends.
            </Typography>
            <Button component={RouterLink} to="/pricing" variant="contained" sx={{ flexShrink: 0 }}>
              See pricing
            </Button>
          </Box>
        )}
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3.2 }, mt: 2.4, borderRadius: '18px' }}>
        <Typography variant="h4" component="h2" sx={{ mb: 1.2 }}>
          Helpful links
        </Typography>
        <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2.4 }}>
          <li>
            <Link component={RouterLink} to="/how-it-works">
              How Camp Concierge works
            </Link>
          </li>
          <li>
            <Link component={RouterLink} to="/faqs">
              Frequently asked questions
            </Link>
          </li>
          <li>
            <Link component={RouterLink} to="/contact-us">
              Contact us
            </Link>
          </li>
        </Stack>
      </Paper>
    </PageContainer>
  );
}
