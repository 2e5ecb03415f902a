import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageContainer } from '../../../components/ui/page-container';
import { formatDateTime } from '../../../lib/format';
import { failureMessage } from '../../../lib/form-support';
import { twoFactorStatusQueryOptions, useRegenerateRecoveryCodes } from '../api/two-factor';
import { RecoveryCodes } from '../components/recovery-codes';

/**
 * /admin/two-factor: the signed-in admin's two-step sign-in: set up since when, recovery codes
 * left, and new recovery codes (the older ones stop working). Losing the app and the codes
 * needs another admin (Staff → Reset two-step sign-in).
 */
export function TwoFactorPage() {
  const status = useQuery(twoFactorStatusQueryOptions());
  const regenerate = useRegenerateRecoveryCodes();
  const [asking, setAsking] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);

  const renew = async () => {
    try {
      setCodes((await regenerate.mutateAsync()).recovery_codes);
    } finally {
      setAsking(false);
    }
  };

  return (
    <PageContainer eyebrow="Administrator" title="Two-step sign-in" maxWidth="md">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3.2 }, borderRadius: '18px' }}>
        {status.isPending ? (
          <CircularProgress aria-label="Loading" />
        ) : status.isError ? (
          <Alert severity="error">{failureMessage(status.error)}</Alert>
        ) : (
          <Stack spacing={2.4}>
            <Typography>
              {status.data.enrolled
                ? `On since ${status.data.enrolled_at ? formatDateTime(status.data.enrolled_at) : '—'}. You sign in with your password and a code from your authenticator app.`
                : 'Not set up.'}
            </Typography>
            {status.data.enrolled && (
              <Typography>{status.data.recovery_codes_left} of 10 recovery codes left.</Typography>
            )}
            {regenerate.isError && (
              <Alert severity="error">{failureMessage(regenerate.error)}</Alert>
            )}
            {codes ? (
              <RecoveryCodes codes={codes} />
            ) : (
              status.data.enrolled && (
                <Box>
                  <Button variant="outlined" onClick={() => setAsking(true)}>
                    Make new recovery codes
                  </Button>
                </Box>
              )
            )}
            <Typography color="text.secondary">
              Lost your phone and your recovery codes? Another administrator can reset your two-step
              sign-in from the staff list.
            </Typography>
          </Stack>
        )}
      </Paper>
      <ConfirmDialog
        open={asking}
        title="Make new recovery codes?"
        description="Your current recovery codes stop working. The new ones are shown once."
        confirmText="Make new codes"
        busy={regenerate.isPending}
        onConfirm={() => void renew()}
        onClose={() => setAsking(false)}
      />
    </PageContainer>
  );
}
