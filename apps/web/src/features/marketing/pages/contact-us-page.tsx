import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Container, Link, TextField, Typography } from '@mui/material';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import {
  CONTACT_MESSAGES,
  CONTACT_MESSAGE_MAX,
  contactSchema,
  type ContactInput,
} from '@camp/shared/contact';
import { COMPANY } from '../content/company';
import { PageBanner } from '../components/page-banner';
import { EnvelopeIllustration } from '../illustrations/envelope-illustration';
import { useSendContactMessage } from '../api/contact';
import { applyServerErrors } from '../../../lib/form-support';
import { paths } from '../../../lib/paths';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

function ContactForm() {
  const send = useSendContactMessage();
  const [sent, setSent] = useState(false);
  const [baseError, setBaseError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput>({
    resolver: zodResolver(contactSchema),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', subject: '', message: '' },
  });
  const messageLength = watch('message')?.length ?? 0;

  const onSubmit = handleSubmit(async (values) => {
    setBaseError(null);
    try {
      await send.mutateAsync(values);
      reset();
      setSent(true);
    } catch (err) {
      setBaseError(applyServerErrors(err, setError, FIELDS));
    }
  });

  if (sent) {
    return (
      <Box role="status" sx={{ textAlign: 'center', py: { xs: 4, md: 6 } }}>
        <CheckCircleOutlineIcon aria-hidden="true" sx={{ fontSize: 64, color: 'success.main' }} />
        <Typography variant="h2" sx={{ fontSize: '1.5rem', fontWeight: 800, mt: 1 }}>
          {CONTACT_MESSAGES.sent}
        </Typography>
        <Typography sx={{ mt: 1, color: 'text.secondary' }}>
          We answer every message within one business day, usually much sooner.
        </Typography>
        <Button onClick={() => setSent(false)} variant="outlined" sx={{ mt: 3, borderRadius: 999 }}>
          Send another message
        </Button>
      </Box>
    );
  }

  // POST: a submit before the pre-rendered page is hydrated sends nothing in the address
  // (a GET would put the fields, a password too, in the URL).
  return (
    <Box
      component="form"
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
    >
      <Typography variant="h2" id="contact-form-title" sx={{ fontSize: '1.5rem' }}>
        Send us a message
      </Typography>
      <Typography sx={{ mt: 0.5, mb: 3, color: 'text.secondary', fontSize: '0.95rem' }}>
        Fields marked with an asterisk (*) are required.
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>
        <TextField
          {...register('name')}
          label="Name"
          required
          autoComplete="name"
          error={!!errors.name}
          helperText={errors.name?.message}
        />
        <TextField
          {...register('email')}
          label="Email"
          type="email"
          required
          autoComplete="email"
          error={!!errors.email}
          helperText={errors.email?.message}
        />
        <TextField
          {...register('subject')}
          label="Subject"
          required
          error={!!errors.subject}
          helperText={errors.subject?.message}
          sx={{ gridColumn: { sm: '1 / -1' } }}
        />
        <TextField
          {...register('message')}
          label="Message"
          required
          multiline
          minRows={6}
          error={!!errors.message}
          helperText={errors.message?.message ?? `${messageLength} / ${CONTACT_MESSAGE_MAX}`}
          sx={{ gridColumn: { sm: '1 / -1' } }}
        />
      </Box>
      {baseError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {baseError}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={isSubmitting}
        sx={{ mt: 3, borderRadius: 999, px: 5, py: 1.4 }}
      >
        {isSubmitting ? 'Sending…' : 'Send message'}
      </Button>
    </Box>
  );
}

/** Contact us: our own form (the spec's embedded third-party form), postal address and e-mail. */
export function ContactUsPage() {
  const a = COMPANY.address;
  return (
    <>
      <PageBanner
        eyebrow="Contact us"
        title="We would love to hear from you"
        lead="Questions about a plan, a program or a partnership? Send us a message and a real person will get back to you."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1.4fr 0.9fr' },
            gap: { xs: 4, md: 5 },
            alignItems: 'start',
          }}
        >
          <Box
            sx={{
              p: { xs: 2.5, sm: 4 },
              borderRadius: 2,
              bgcolor: 'background.paper',
              border: '1px solid #e3e9e6',
              boxShadow: '0 12px 40px rgba(14,62,59,0.06)',
              mt: { md: -10 },
              // Overlaps the banner's bottom edge, so it must paint above it.
              position: 'relative',
              zIndex: 1,
            }}
          >
            <ContactForm />
          </Box>
          <Box
            component="aside"
            aria-label="Other ways to reach us"
            sx={{ display: 'grid', gap: 2.5 }}
          >
            <EnvelopeIllustration
              sx={{ maxWidth: 260, mx: 'auto', display: { xs: 'none', md: 'block' } }}
            />
            <Box sx={infoSx}>
              <MailOutlineIcon aria-hidden="true" sx={infoIconSx} />
              <Box>
                <Typography component="h2" sx={infoTitleSx}>
                  E-mail
                </Typography>
                <Link
                  href={`mailto:${COMPANY.infoEmail}`}
                  sx={{ fontWeight: 700, wordBreak: 'break-all' }}
                >
                  {COMPANY.infoEmail}
                </Link>
              </Box>
            </Box>
            <Box sx={infoSx}>
              <PlaceOutlinedIcon aria-hidden="true" sx={infoIconSx} />
              <Box>
                <Typography component="h2" sx={infoTitleSx}>
                  Postal address
                </Typography>
                <Box component="address" sx={{ fontStyle: 'normal', lineHeight: 1.6 }}>
                  {COMPANY.legalName}
                  <br />
                  {a.street}
                  <br />
                  {a.city}, {a.region} {a.postalCode}
                </Box>
              </Box>
            </Box>
            <Box sx={infoSx}>
              <ScheduleOutlinedIcon aria-hidden="true" sx={infoIconSx} />
              <Box>
                <Typography component="h2" sx={infoTitleSx}>
                  Office hours
                </Typography>
                <Typography>{COMPANY.officeHours}</Typography>
              </Box>
            </Box>
            <Typography sx={{ color: 'text.secondary', px: 0.5 }}>
              Looking for a quick answer? Many questions are covered in our{' '}
              <Link component={RouterLink} to={paths.faqs} underline="always">
                FAQs
              </Link>
              .
            </Typography>
          </Box>
        </Box>
      </Container>
    </>
  );
}

const infoSx = { display: 'flex', gap: 2, p: 2.5, borderRadius: 1.5, bgcolor: '#f4f8f6' } as const;
const infoIconSx = { color: 'primary.main', fontSize: 28, mt: 0.25 } as const;
const infoTitleSx = { fontWeight: 800, fontSize: '1rem', mb: 0.25 } as const;
