import { useState } from 'react';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import type { Session } from '@camp/shared/auth';
import { secondFactorCodeSchema, type TwoFactorChallenge } from '@camp/shared/two-factor';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, sharedResolver } from '../../../lib/form-support';
import { FormTextField } from '../../../components/ui/form-text-field';
import { useAnswerChallenge } from '../api/two-factor';
import { FormAlert } from './form-alert';

const schema = z.object({ code: secondFactorCodeSchema });
type CodeValues = z.infer<typeof schema>;

export interface TwoFactorCodeFormProps {
  challenge: TwoFactorChallenge;
  onSignedIn: (session: Session) => void;
  /** The challenge is over (expired, used, too many wrong codes): back to the password. */
  onRestart: () => void;
}

/**
 * The second step of an admin's sign-in: the 6-digit code of the authenticator app, or one of
 * the recovery codes. A wrong or already used code is said under the field; a challenge that
 * ended (401) sends the person back to the password.
 */
export function TwoFactorCodeForm({ challenge, onSignedIn, onRestart }: TwoFactorCodeFormProps) {
  const [recovery, setRecovery] = useState(false);
  const [ended, setEnded] = useState<string | null>(null);
  const answer = useAnswerChallenge();
  const {
    control,
    handleSubmit,
    setError,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<CodeValues, unknown, CodeValues>({
    resolver: sharedResolver<CodeValues, typeof schema>(schema),
    mode: 'onSubmit',
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      const session = await answer.mutateAsync({
        challenge_token: challenge.challenge_token,
        code,
      });
      onSignedIn(session);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        setEnded(err.message);
        return;
      }
      applyServerErrors(err, setError, ['code']);
    }
  });

  if (ended) {
    return (
      <Stack spacing={2}>
        <Typography role="alert">{ended}</Typography>
        <Button variant="contained" size="large" fullWidth onClick={onRestart}>
          Sign in again
        </Button>
      </Stack>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Two-step sign-in">
      <Stack spacing={2}>
        <Typography>
          {recovery
            ? 'Enter one of the recovery codes you saved when you set up two-step sign-in. Each works once.'
            : 'Open your authenticator app and enter the 6-digit code it shows for Camp Concierge.'}
        </Typography>
        <FormTextField
          key={recovery ? 'recovery' : 'totp'}
          control={control}
          name="code"
          label={recovery ? 'Recovery code' : 'Authentication code'}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          autoFocus
          required
          slotProps={{
            htmlInput: recovery
              ? { autoCapitalize: 'characters', spellCheck: false }
              : { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 },
          }}
        />
        <FormAlert errors={errors} />
        <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting}>
          Verify
        </Button>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
          <Link
            component="button"
            type="button"
            onClick={() => {
              setRecovery((r) => !r);
              resetField('code');
            }}
          >
            {recovery ? 'Use the authenticator app' : 'Use a recovery code'}
          </Link>
          <Link component="button" type="button" onClick={onRestart}>
            Start over
          </Link>
        </Box>
      </Stack>
    </Box>
  );
}
