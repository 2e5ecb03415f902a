import { Box, Chip, Link, Paper, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer } from '../../components/ui/page-container';
import { useSession } from '../../lib/session';
import { REGISTRATION_STEPS, registrationProgress } from './registration-progress';
import { paths } from '../../lib/paths';

/** /camp-director: the director's landing page, with the registration status and next step. */
export function DirectorHomePage() {
  const session = useSession();
  if (!session) return null;
  const progress = registrationProgress(session.zoho_profile, session.stripe_account_status);
  const name = session.first_name || session.name;

  return (
    <PageContainer
      eyebrow="Camp director"
      title={`Welcome, ${name}`}
      documentTitle="Camp director"
      maxWidth="md"
    >
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3.2 }, borderRadius: '18px' }}>
        <Box sx={{ display: 'flex', gap: 1.2, alignItems: 'center', flexWrap: 'wrap', mb: 2.4 }}>
          <Typography variant="h4" component="h2">
            Registration status
          </Typography>
          <Chip
            label={progress.status}
            color={
              progress.rejected
                ? 'error'
                : progress.activeStep >= REGISTRATION_STEPS.length
                  ? 'success'
                  : 'primary'
            }
            size="small"
            sx={{ fontWeight: 700 }}
          />
        </Box>
        <Stepper
          activeStep={progress.activeStep}
          alternativeLabel
          aria-label="Registration steps"
          sx={{ mb: 2.4, '& .MuiStepLabel-label': { fontSize: { xs: '0.8rem', sm: '0.875rem' } } }}
        >
          {REGISTRATION_STEPS.map((label, index) => (
            <Step key={label}>
              <StepLabel error={progress.rejected && index === progress.activeStep}>
                {label}
              </StepLabel>
            </Step>
          ))}
        </Stepper>
        <Typography variant="h5" component="h3" sx={{ mb: 0.6 }}>
          {progress.activeStep >= REGISTRATION_STEPS.length ? 'All set' : 'Next step'}
        </Typography>
        <Typography color="text.secondary">{progress.nextStep}</Typography>
        {progress.rejected && (
          <Link
            component={RouterLink}
            to={paths.contactUs}
            sx={{ display: 'inline-block', mt: 1, fontWeight: 700 }}
          >
            Contact us
          </Link>
        )}
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3.2 }, mt: 2.4, borderRadius: '18px' }}>
        <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
          Your account
        </Typography>
        <Typography sx={{ fontWeight: 700 }}>{session.name}</Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {session.email}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Read our{' '}
          <Link component={RouterLink} to={paths.businessTerms}>
            Business Terms
          </Link>{' '}
          for how enrollment, payments and fees work.
        </Typography>
      </Paper>
    </PageContainer>
  );
}
