import { Box, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { directorSignUpSchema, signUpSchema } from '@camp/shared/auth';
import { useRegisterDirectorMutation, useRegisterParentMutation } from '../api/registrations';
import { AuthFootnote, AuthLink } from '../components/auth-links';
import { AuthPageLayout } from '../components/auth-page-layout';
import { FormTextField } from '../../../components/ui/form-text-field';
import { GoogleAuth } from '../components/google-auth';
import { NewAccountFields } from '../components/new-account-fields';
import { applyServerErrors, sharedResolver } from '../../../lib/form-support';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { PATHS } from '../redirects';

interface ParentValues {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
}

const PARENT_FIELDS = ['name', 'email', 'password', 'password_confirmation'] as const;

/** /sign-up: 'Sign up Parent / Guardian'. */
export function ParentSignUpPage() {
  const register = useRegisterParentMutation();
  const complete = useCompleteSignIn();
  // A friend's invitation e-mail links here with the invited address (decision 0048): the
  // account must use it for the invitation to find the new parent, so it comes prefilled.
  const [params] = useSearchParams();
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ParentValues, unknown, ParentValues>({
    resolver: sharedResolver<ParentValues, typeof signUpSchema>(signUpSchema),
    mode: 'onTouched',
    defaultValues: {
      name: '',
      email: (params.get('email') ?? '').trim().toLowerCase(),
      password: '',
      password_confirmation: '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      // Sign-up signs the new, unconfirmed account in; the post-login rules then lead to the
      // verification page (register, then sign in).
      complete(await register.mutateAsync(values), 'password');
    } catch (err) {
      applyServerErrors(err, setError, PARENT_FIELDS);
    }
  });

  return (
    <AuthPageLayout
      audience="parent"
      title="Sign up"
      titleSuffix="Parent / Guardian"
      intro="Create your account to start your child's plan."
    >
      {/* POST: a submit before the pre-rendered page is hydrated sends nothing in the
          address (a GET would put the fields, a password too, in the URL). */}
      <Box component="form" method="post" noValidate onSubmit={onSubmit} aria-label="Sign up">
        <Stack spacing={2}>
          <FormTextField
            control={control}
            name="name"
            label="Full name"
            autoComplete="name"
            required
          />
          <NewAccountFields control={control} errors={errors} isSubmitting={isSubmitting} />
        </Stack>
      </Box>
      <GoogleAuth
        account="parent"
        mode="signup"
        onSession={(session) => complete(session, 'google')}
      />
      <AuthFootnote>
        Already have an account? <AuthLink to={PATHS.signIn}>Sign in</AuthLink>
      </AuthFootnote>
    </AuthPageLayout>
  );
}

interface DirectorValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
}

const DIRECTOR_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'password',
  'password_confirmation',
] as const;

/** /camp-director/sign-up: provider sign-up. */
export function DirectorSignUpPage() {
  const register = useRegisterDirectorMutation();
  const complete = useCompleteSignIn();
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DirectorValues, unknown, DirectorValues>({
    resolver: sharedResolver<DirectorValues, typeof directorSignUpSchema>(directorSignUpSchema),
    mode: 'onTouched',
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      password_confirmation: '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      complete(await register.mutateAsync(values), 'password');
    } catch (err) {
      applyServerErrors(err, setError, DIRECTOR_FIELDS);
    }
  });

  return (
    <AuthPageLayout
      audience="director"
      title="Sign up"
      titleSuffix="Camp Director / Provider"
      intro="Register your organisation. After you confirm your e-mail we'll ask about your programs."
    >
      {/* POST: a submit before the pre-rendered page is hydrated sends nothing in the
          address (a GET would put the fields, a password too, in the URL). */}
      <Box component="form" method="post" noValidate onSubmit={onSubmit} aria-label="Sign up">
        <Stack spacing={2}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormTextField
              control={control}
              name="first_name"
              label="First name"
              autoComplete="given-name"
              required
            />
            <FormTextField
              control={control}
              name="last_name"
              label="Last name"
              autoComplete="family-name"
              required
            />
          </Box>
          <NewAccountFields control={control} errors={errors} isSubmitting={isSubmitting} />
        </Stack>
      </Box>
      <GoogleAuth
        account="director"
        mode="signup"
        onSession={(session) => complete(session, 'google')}
      />
      <AuthFootnote>
        Already registered? <AuthLink to={PATHS.directorSignIn}>Sign in</AuthLink>
      </AuthFootnote>
    </AuthPageLayout>
  );
}
