import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Box, Button, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import type { Session } from '@camp/shared/auth';
import type { TwoFactorChallenge } from '@camp/shared/two-factor';
import { ApiError } from '../../../lib/api-client';
import { useSignInMutation, type SignInAccount } from '../api/sessions';
import { CAPTCHA_AFTER_FAILED_SIGN_INS, failedSignInStore } from '../auth-storage';
import { applyServerErrors, sharedResolver } from '../../../lib/form-support';
import { AltchaChallenge } from './altcha-challenge';
import { FormAlert } from './form-alert';
import { FormTextField, PasswordField, lowerCase } from '../../../components/ui/form-text-field';

interface SignInValues {
  email: string;
  password: string;
}

/** The form's schema (the proof-of-work payload is sent beside it); loaded on the first check. */
const loadSchema = () =>
  import('@camp/shared/auth').then((m) => m.signInSchema.omit({ altcha: true }));
type FormSchema = Awaited<ReturnType<typeof loadSchema>>;

export interface SignInFormProps {
  account: SignInAccount;
  onSignedIn: (session: Session) => void;
  /** An admin with two-step sign-in: the password was right, the code comes next. */
  onChallenge?: (challenge: TwoFactorChallenge) => void;
  /** Rendered between the password field and the button ('Forgot your password?'). */
  passwordAside?: ReactNode;
}

/**
 * E-mail and password sign-in (server errors shown on the form; every failure
 * counts, and from the fifth on the proof-of-work check appears, is reset after each failure,
 * and keeps Sign in disabled until solved; success resets the counter).
 */
export function SignInForm({ account, onSignedIn, onChallenge, passwordAside }: SignInFormProps) {
  // The stored count is read once mounted: a pre-rendered page is hydrated as the build
  // rendered it (no failures, no check).
  const [failures, setFailures] = useState(0);
  useEffect(() => setFailures(failedSignInStore.get()), []);
  // The server can ask for the check even when this browser counted fewer failures.
  const [serverWantsCaptcha, setServerWantsCaptcha] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const needsCaptcha = serverWantsCaptcha || failures >= CAPTCHA_AFTER_FAILED_SIGN_INS;
  const signIn = useSignInMutation(account);

  const {
    control,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues, unknown, SignInValues>({
    resolver: sharedResolver<SignInValues, FormSchema>(loadSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const onCaptcha = useCallback(
    (payload: string | null) => {
      setCaptcha(payload);
      // The last failure's message (often "complete the human verification") is now stale.
      if (payload) clearErrors('root.server');
    },
    [clearErrors],
  );

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await signIn.mutateAsync({
        ...values,
        ...(needsCaptcha && captcha ? { altcha: captcha } : {}),
      });
      if ('two_factor_required' in answer) {
        // Not signed in yet: the server keeps counting until the code is right.
        onChallenge?.(answer);
        return;
      }
      failedSignInStore.reset();
      onSignedIn(answer);
    } catch (err) {
      const next = failures + 1;
      failedSignInStore.set(next);
      setFailures(next);
      const askedForCaptcha = err instanceof ApiError && Boolean(err.fieldErrors.altcha);
      if (askedForCaptcha) setServerWantsCaptcha(true);
      if (needsCaptcha || askedForCaptcha || next >= CAPTCHA_AFTER_FAILED_SIGN_INS) {
        // A payload is good for one attempt: start a new challenge.
        setCaptcha(null);
        setCaptchaRound((n) => n + 1);
      }
      applyServerErrors(err, setError, ['email', 'password']);
    }
  });

  // POST: a submit before the pre-rendered page is hydrated sends nothing in the address
  // (a GET would put the fields, a password too, in the URL).
  return (
    <Box component="form" method="post" noValidate onSubmit={onSubmit} aria-label="Sign in">
      <Stack spacing={2}>
        <FormTextField
          control={control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          transform={lowerCase}
        />
        <PasswordField
          control={control}
          name="password"
          label="Password"
          autoComplete="current-password"
          required
        />
        {passwordAside && (
          <Box sx={{ mt: '4px !important', textAlign: 'right' }}>{passwordAside}</Box>
        )}
        {needsCaptcha && <AltchaChallenge key={captchaRound} onChange={onCaptcha} />}
        <FormAlert errors={errors} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={isSubmitting}
          disabled={needsCaptcha && !captcha}
        >
          Sign in
        </Button>
      </Stack>
    </Box>
  );
}
