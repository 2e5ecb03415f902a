import { useState } from 'react';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { toast } from '../../../components/ui/toaster';
import { useSession } from '../../../lib/session';
import { usePublicConfig } from '../../../lib/public-config';
import { useResendConfirmationMutation } from '../api/resend-confirmation';
import { pendingEmailStore } from '../auth-storage';
import { StatusCard } from '../../../components/ui/status-card';
import { failureMessage } from '../../../lib/form-support';
import { useDebouncedCallback } from '../hooks/use-debounced-callback';
import { PATHS, type VerifyPageState } from '../redirects';
import { paths } from '../../../lib/paths';

export const RESEND_DEBOUNCE_MS = 800;

export interface VerifyEmailPageProps {
  /** 'sign-up': the confirmation mail (/sign-up/verify); 'password': the reset mail. */
  variant: 'sign-up' | 'password';
}

/**
 * 'Verification Email Sent': the address the mail went to, what to do next,
 * and 'Resend email' unless navigation state says hide or no address is stored.
 */
export function VerifyEmailPage({ variant }: VerifyEmailPageProps) {
  const location = useLocation();
  const state = (location.state ?? null) as VerifyPageState | null;
  const session = useSession();
  const [email] = useState(
    () => pendingEmailStore.get() ?? (session && !session.confirmed ? session.email : null),
  );
  const isDirector = state?.isDirector ?? session?.role === 'CampDirector';
  const showResend = variant === 'sign-up' && !state?.hide && Boolean(email);
  const config = usePublicConfig();
  const resend = useResendConfirmationMutation();
  const [queued, setQueued] = useState(false);

  const debounced = useDebouncedCallback((address: string) => {
    setQueued(false);
    resend.mutate(
      { account: isDirector ? 'director' : 'parent', email: address },
      {
        onSuccess: () =>
          toast.success(
            `You have been successfully sent an email to ${address} with a confirmation link.`,
            'Email',
          ),
        onError: (err) => toast.error(failureMessage(err), 'Error'),
      },
    );
  }, RESEND_DEBOUNCE_MS);

  const signInPath = isDirector ? PATHS.directorSignIn : PATHS.signIn;

  return (
    <StatusCard icon={<MarkEmailReadOutlined />} title="Verification Email Sent">
      <Stack spacing={1.6} sx={{ textAlign: 'center' }}>
        <Typography>
          {variant === 'sign-up'
            ? 'We sent a confirmation link to'
            : 'We sent a link to reset your password to'}{' '}
          {email ? (
            <Box component="strong" sx={{ overflowWrap: 'anywhere', color: 'text.primary' }}>
              {email}
            </Box>
          ) : (
            'your e-mail address'
          )}
          .
        </Typography>
        <Typography color="text.secondary">
          Please check your inbox and open the link in the message. If it is not there within a few
          minutes, look in your spam or promotions folder.
        </Typography>
        {variant === 'sign-up' ? (
          <>
            <Typography color="text.secondary">
              After confirmation you are logged in automatically.
            </Typography>
            <Typography color="text.secondary">
              If you received a temporary password, please update it in your profile.
            </Typography>
          </>
        ) : (
          <Typography color="text.secondary">
            The link opens a page where you choose a new password. It can be used once.
          </Typography>
        )}
        {config.data?.mailbox_enabled && (
          <Alert severity="info" sx={{ textAlign: 'left' }}>
            This installation keeps mail in its built-in mailbox.{' '}
            <Link component={RouterLink} to={paths.devMailbox} sx={{ fontWeight: 700 }}>
              Open the mailbox
            </Link>
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 1.2, justifyContent: 'center', flexWrap: 'wrap', pt: 1 }}>
          {showResend && email && (
            <Button
              variant="contained"
              size="large"
              loading={queued || resend.isPending}
              onClick={() => {
                setQueued(true);
                debounced.run(email);
              }}
            >
              Resend email
            </Button>
          )}
          <Button component={RouterLink} to={signInPath} variant="outlined" size="large">
            Back to sign in
          </Button>
        </Box>
      </Stack>
    </StatusCard>
  );
}

export function SignUpVerifyPage() {
  return <VerifyEmailPage variant="sign-up" />;
}

export function ForgotPasswordVerifyPage() {
  return <VerifyEmailPage variant="password" />;
}
