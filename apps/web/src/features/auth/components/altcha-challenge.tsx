import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Skeleton, Typography } from '@mui/material';
import type {} from 'altcha/types/react';

export const CAPTCHA_CHALLENGE_URL = '/api/v1/captcha/challenge';

interface StateChangeDetail {
  state: string;
  payload?: string;
}

export interface AltchaChallengeProps {
  /** The solved payload to send as `altcha`, or null while unsolved, expired or failed. */
  onChange: (payload: string | null) => void;
}

/**
 * The self-hosted proof-of-work check (ALTCHA web component) shown after repeated failed
 * sign-ins. The widget (≈35 kB) is imported only when the check is needed. Remount it with a
 * new `key` to get a fresh challenge.
 */
export function AltchaChallenge({ onChange }: AltchaChallengeProps) {
  const widgetRef = useRef<HTMLElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let alive = true;
    import('altcha').then(
      () => alive && setStatus('ready'),
      () => alive && setStatus('failed'),
    );
    return () => {
      alive = false;
    };
  }, []);

  useEffect(() => {
    const el = widgetRef.current;
    if (status !== 'ready' || !el) return;
    const handler = (event: Event) => {
      const detail = (event as CustomEvent<StateChangeDetail>).detail;
      onChangeRef.current(detail.state === 'verified' && detail.payload ? detail.payload : null);
    };
    el.addEventListener('statechange', handler);
    return () => el.removeEventListener('statechange', handler);
  }, [status]);

  return (
    <Box
      role="group"
      aria-labelledby="captcha-title"
      sx={{
        p: 1.6,
        borderRadius: '14px',
        bgcolor: 'background.default',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Typography id="captcha-title" variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
        Quick security check
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.2 }}>
        There were several unsuccessful sign-in attempts. Confirm you are not a robot to continue.
      </Typography>
      {status === 'loading' && <Skeleton variant="rounded" height={64} />}
      {status === 'failed' && (
        <Alert severity="error">
          The security check could not be loaded. Reload the page and try again.
        </Alert>
      )}
      {status === 'ready' && (
        <altcha-widget
          ref={widgetRef}
          challenge={CAPTCHA_CHALLENGE_URL}
          name="altcha"
          type="checkbox"
          style={{
            '--altcha-max-width': '100%',
            '--altcha-border-radius': '10px',
            '--altcha-color-primary': '#1f5f5b',
            '--altcha-color-success': '#2e7d32',
          }}
        />
      )}
    </Box>
  );
}
