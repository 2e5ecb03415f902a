import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { toast } from '../../../components/ui/toaster';
import { getSession } from '../../../lib/session';
import { refreshRegistrationStatus } from '../api/registration-status';
import { applyOnboardingStatus } from '../api/session-sync';
import { checkStatusDestination, checkStatusShouldRefresh } from '../gate';
import { paths } from '../../../lib/paths';

export const STATUS_REFRESH_FAILED = 'Oops something went wrong!';

/**
 * /camp-director/check-status (outside the gate; the payment provider's return page): a spinner
 * while the registration status is refreshed and stored, then on to the page for that status.
 * A failed refresh shows the spec's error toast and goes home.
 */
export function CheckStatusPage() {
  useDocumentTitle('Checking your status');
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const session = getSession();
    if (!session) return;
    if (!checkStatusShouldRefresh(session)) {
      void navigate(checkStatusDestination(session), { replace: true });
      return;
    }
    refreshRegistrationStatus()
      .then((status) => {
        applyOnboardingStatus(status);
        void navigate(
          checkStatusDestination({
            zoho_profile: status.status,
            stripe_account_status: status.stripe_account_status,
          }),
          { replace: true },
        );
      })
      .catch(() => {
        toast.error(STATUS_REFRESH_FAILED, 'Error');
        void navigate(paths.home, { replace: true });
      });
  }, [navigate]);

  return (
    <Box
      component="section"
      sx={{
        flex: 1,
        minHeight: '50vh',
        display: 'grid',
        placeItems: 'center',
        textAlign: 'center',
        p: 3,
      }}
    >
      <Box role="status" aria-live="polite">
        <CircularProgress aria-label="Checking your registration status" />
        <Typography sx={{ mt: 2 }}>Checking your registration status…</Typography>
      </Box>
    </Box>
  );
}
