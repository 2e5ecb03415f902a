import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Divider, Typography } from '@mui/material';
import GoogleIcon from '@mui/icons-material/Google';
import type { Session } from '@camp/shared/auth';
import { usePublicConfig } from '../../../lib/public-config';
import { useThirdPartyAuthMutation } from '../api/third-party-auth';
import { useGoogleIdentity } from '../hooks/use-google-identity';
import type { AccountType } from '../redirects';

export interface GoogleAuthProps {
  account: AccountType;
  mode: 'signin' | 'signup';
  onSession: (session: Session) => void;
}

const LABEL = { signin: 'Sign in with Google', signup: 'Sign up with Google' } as const;

/**
 * 'Sign in with Google' / 'Sign up with Google', shown only when the server has a Google client
 * id. Google renders its own button (the ID token it returns is what the server verifies); until
 * its script has loaded a look-alike placeholder holds the space.
 */
export function GoogleAuth({ account, mode, onSession }: GoogleAuthProps) {
  const config = usePublicConfig();
  const clientId = config.data?.google_client_id ?? null;
  const google = useGoogleIdentity(Boolean(clientId));
  const exchange = useThirdPartyAuthMutation(account);
  const [failed, setFailed] = useState(false);
  const slot = useRef<HTMLDivElement>(null);
  const onSessionRef = useRef(onSession);
  useEffect(() => {
    onSessionRef.current = onSession;
  }, [onSession]);
  const { mutateAsync } = exchange;

  useEffect(() => {
    if (google.status !== 'ready' || !clientId || !slot.current) return;
    google.id.initialize({
      client_id: clientId,
      context: mode,
      ux_mode: 'popup',
      callback: ({ credential }) => {
        setFailed(false);
        mutateAsync(credential).then(
          (session) => onSessionRef.current(session),
          (err: unknown) => {
            // Spec: a social-login failure is logged and loading ends; we also say so in place.
            console.error('Google sign-in failed', err);
            setFailed(true);
          },
        );
      },
    });
    const width = Math.min(
      400,
      Math.max(200, Math.floor(slot.current.getBoundingClientRect().width)),
    );
    google.id.renderButton(slot.current, {
      type: 'standard',
      theme: 'outline',
      size: 'large',
      shape: 'pill',
      text: mode === 'signin' ? 'signin_with' : 'signup_with',
      logo_alignment: 'center',
      width,
    });
  }, [google, clientId, mode, mutateAsync]);

  if (!clientId) return null;

  return (
    <Box>
      <Divider sx={{ my: 2.4, color: 'text.secondary', fontSize: '0.875rem' }}>or</Divider>
      {google.status === 'failed' ? (
        <>
          <Button fullWidth variant="outlined" size="large" disabled startIcon={<GoogleIcon />}>
            {LABEL[mode]}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'center' }}>
            Google sign-in could not be loaded. Use your e-mail and password instead.
          </Typography>
        </>
      ) : (
        <Box
          sx={{ position: 'relative', minHeight: 44, display: 'flex', justifyContent: 'center' }}
        >
          {google.status === 'loading' && (
            <Button fullWidth variant="outlined" size="large" disabled startIcon={<GoogleIcon />}>
              {LABEL[mode]}
            </Button>
          )}
          <Box
            ref={slot}
            aria-busy={exchange.isPending}
            sx={{
              width: '100%',
              display: google.status === 'ready' ? 'flex' : 'none',
              justifyContent: 'center',
            }}
          />
        </Box>
      )}
      {failed && (
        <Alert severity="error" sx={{ mt: 1.2 }}>
          Google sign-in did not work. Please try again or use your e-mail and password.
        </Alert>
      )}
    </Box>
  );
}
