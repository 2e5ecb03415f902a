import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Container, Link, TextField, Typography } from '@mui/material';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import type { NewsletterInput } from '@camp/shared/newsletter';
import { NEWSLETTER_SUCCESS } from '@camp/shared/messages';
import { NEWSLETTER_COPY } from '../content/home';
import { useNewsletterSignup } from '../api/newsletter';
import { applyServerErrors, sharedResolver } from '../../../lib/form-support';
import { paths } from '../../../lib/paths';

/** The home page newsletter sign-up (its messages come from the shared schema). */
export function NewsletterSignup() {
  const signup = useNewsletterSignup();
  const [baseError, setBaseError] = useState<string | null>(null);
  const [doneFor, setDoneFor] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterInput>({
    // The schema (and zod) load on the first check: the home page does not wait for them.
    resolver: sharedResolver(() =>
      import('@camp/shared/newsletter').then((m) => m.newsletterSchema),
    ),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setBaseError(null);
    try {
      const res = await signup.mutateAsync(values);
      setDoneFor(res.email);
    } catch (err) {
      setBaseError(applyServerErrors(err, setError, ['email']));
    }
  });

  return (
    <Box
      component="section"
      id="newsletter"
      aria-labelledby="newsletter-title"
      sx={{ py: { xs: 6, md: 9 }, bgcolor: 'background.default' }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            position: 'relative',
            overflow: 'hidden',
            borderRadius: 2.5,
            p: { xs: 3, sm: 4, md: 6 },
            bgcolor: 'secondary.main',
            color: 'primary.dark',
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            gap: { xs: 3, md: 5 },
            alignItems: 'center',
          }}
        >
          <Circles />
          <Box sx={{ position: 'relative' }}>
            <Typography
              variant="h2"
              id="newsletter-title"
              sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}
            >
              {NEWSLETTER_COPY.title}
            </Typography>
            <Typography sx={{ mt: 1.25, fontSize: '1.08rem', color: '#3b3416' }}>
              {NEWSLETTER_COPY.text}
            </Typography>
          </Box>
          <Box sx={{ position: 'relative' }}>
            {doneFor ? (
              <SignedUp email={doneFor} />
            ) : (
              // POST: a submit before the pre-rendered page is hydrated sends nothing in the
              // address (a GET would put the fields in the URL).
              <Box
                component="form"
                method="post"
                noValidate
                onSubmit={onSubmit}
                aria-label="Newsletter sign-up"
              >
                <Box
                  sx={{
                    display: 'flex',
                    flexDirection: { xs: 'column', sm: 'row' },
                    gap: 1.25,
                    alignItems: { sm: 'flex-start' },
                  }}
                >
                  <TextField
                    {...register('email')}
                    type="email"
                    label="Email address"
                    required
                    autoComplete="email"
                    fullWidth
                    error={!!errors.email}
                    helperText={errors.email?.message}
                    slotProps={{
                      formHelperText: {
                        sx: { color: '#8a1c1c !important', fontWeight: 700, mx: 0.5 },
                      },
                    }}
                    sx={{
                      '& .MuiFilledInput-root, & .MuiOutlinedInput-root': {
                        bgcolor: 'common.white',
                        borderRadius: 999,
                      },
                      '& .MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(29,42,42,0.35)' },
                      '& .MuiInputLabel-root:not(.MuiInputLabel-shrink)': { ml: 1 },
                      '& .MuiInputBase-input': { px: 2.5 },
                    }}
                  />
                  <Button
                    type="submit"
                    variant="contained"
                    size="large"
                    disabled={isSubmitting}
                    sx={{ borderRadius: 999, px: 4, py: 1.75, flex: 'none' }}
                  >
                    {isSubmitting ? 'Signing up…' : 'Sign Up'}
                  </Button>
                </Box>
                {baseError && (
                  <Alert severity="error" sx={{ mt: 1.5 }}>
                    {baseError}
                  </Alert>
                )}
                <Typography sx={{ mt: 1.5, fontSize: '0.85rem', color: '#3b3416' }}>
                  You can unsubscribe at any time. Read our{' '}
                  <Link
                    underline="always"
                    component={RouterLink}
                    to={paths.privacyPolicy}
                    sx={{ color: 'primary.dark', fontWeight: 700 }}
                  >
                    privacy policy
                  </Link>{' '}
                  to see how we use your e-mail.
                </Typography>
              </Box>
            )}
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
/** The two soft circles behind the panel. */
function Circles() {
  return (
    <>
      <Box
        aria-hidden="true"
        sx={{
          position: 'absolute',
          width: 260,
          height: 260,
          borderRadius: '50%',
          bgcolor: 'rgba(255,255,255,0.22)',
          right: -80,
          top: -110,
        }}
      />
      <Box
        aria-hidden="true"
        sx={{
          position: 'absolute',
          width: 140,
          height: 140,
          borderRadius: '50%',
          bgcolor: 'rgba(31,95,91,0.08)',
          left: -40,
          bottom: -60,
        }}
      />
    </>
  );
}

/** The panel once signed up: the next e-mail goes to this address. */
function SignedUp({ email }: { email: string }) {
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        bgcolor: 'rgba(255,255,255,0.7)',
        borderRadius: 1.5,
        p: 2.5,
      }}
    >
      <MarkEmailReadOutlinedIcon aria-hidden="true" sx={{ fontSize: 40, color: 'primary.main' }} />
      <Box>
        <Typography sx={{ fontWeight: 800, fontSize: '1.2rem' }}>{NEWSLETTER_SUCCESS}</Typography>
        <Typography sx={{ color: '#3b3416' }}>Our next e-mail goes to {email}.</Typography>
      </Box>
    </Box>
  );
}
