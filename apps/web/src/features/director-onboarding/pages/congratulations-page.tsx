import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, AlertTitle, Box, Button, CircularProgress, Typography } from '@mui/material';
import CelebrationOutlinedIcon from '@mui/icons-material/CelebrationOutlined';
import { useSession } from '../../../lib/session';
import { registrationStatusQueryOptions } from '../api/registration-status';
import { applyOnboardingStatus } from '../api/session-sync';
import { ContactUsLink } from '../components/contact-link';
import { StatusCard } from '../../../components/ui/status-card';
import { RegistrationStepper } from '../components/registration-stepper';
import { DIRECTOR_PATHS } from '../gate';

/** How often the page asks whether our team has decided (and on window focus). */
export const STATUS_POLL_MS = 30_000;

/**
 * /camp-director/congratulations: 'Thank you for registering'. While the profile awaits
 * validation it re-reads the status and stores it in the session, so the gate moves the director
 * on (back to the provider page if the status returns to 'needs provider profile', to the stripe
 * page once validated). A rejected director reads the reason here, with a Contact us link and
 * the way back to the provider page to correct and resubmit the profile.
 */
export function CongratulationsPage() {
  const session = useSession();
  const rejectedInSession = session?.zoho_profile === 'rejected';
  const status = useQuery(
    registrationStatusQueryOptions(rejectedInSession ? undefined : STATUS_POLL_MS),
  );

  // Only an answer fetched since this page opened: a cached one may be older than the session.
  const fresh = status.isFetchedAfterMount ? status.data : undefined;
  useEffect(() => {
    if (fresh) applyOnboardingStatus(fresh);
  }, [fresh]);

  const rejected = status.data ? status.data.status === 'rejected' : rejectedInSession;

  return (
    <StatusCard
      align="start"
      icon={<CelebrationOutlinedIcon />}
      title="Thank you for registering"
      tone={rejected ? 'warning' : 'primary'}
      maxWidth="md"
    >
      <RegistrationStepper activeStep={1} errorStep={rejected ? 1 : undefined} />
      {rejected ? (
        <Alert severity="warning" sx={{ textAlign: 'left' }}>
          <AlertTitle>Your registration was not accepted</AlertTitle>
          <Typography sx={{ mb: 1 }}>
            Our team has reviewed your provider profile and could not accept your registration at
            this time.
          </Typography>
          {status.data?.rejection_reason && (
            <Typography sx={{ mb: 1, whiteSpace: 'pre-line' }}>
              <strong>Reason:</strong> {status.data.rejection_reason}
            </Typography>
          )}
          <Typography sx={{ mb: 1.6 }}>
            You can correct your provider profile and send it to our team again. If you have
            questions, please <ContactUsLink />.
          </Typography>
          <Button component={RouterLink} to={DIRECTOR_PATHS.provider} variant="contained">
            Correct and resubmit
          </Button>
        </Alert>
      ) : (
        <Box sx={{ textAlign: 'center' }}>
          <Typography sx={{ mb: 1.2 }}>
            We received your provider profile. Our team reviews every provider before their programs
            are offered to families, which usually takes a few business days.
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2.4 }}>
            We will e-mail you as soon as your account is validated. This page updates by itself.
          </Typography>
          <Box
            sx={{
              display: 'flex',
              gap: 1.6,
              justifyContent: 'center',
              alignItems: 'center',
              flexWrap: 'wrap',
            }}
          >
            <Button
              variant="outlined"
              onClick={() => void status.refetch()}
              disabled={status.isFetching}
              startIcon={status.isFetching ? <CircularProgress size={16} /> : undefined}
            >
              Check status now
            </Button>
            <Typography variant="body2">
              Questions? <ContactUsLink />
            </Typography>
          </Box>
          {status.isError && (
            <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1.6 }}>
              We could not check your status just now; we will try again shortly.
            </Typography>
          )}
        </Box>
      )}
    </StatusCard>
  );
}
