import { Step, StepLabel, Stepper } from '@mui/material';

export const REGISTRATION_STEPS = ['Provider profile', 'Review by our team', 'Payment account'];

/** Where the director's registration stands: the three steps to a published program. */
export function RegistrationStepper({
  activeStep,
  errorStep,
}: {
  activeStep: number;
  errorStep?: number;
}) {
  return (
    <Stepper
      activeStep={activeStep}
      alternativeLabel
      aria-label="Registration steps"
      sx={{ my: 2.4, '& .MuiStepLabel-label': { fontSize: { xs: '0.8rem', sm: '0.875rem' } } }}
    >
      {REGISTRATION_STEPS.map((label, index) => (
        <Step key={label}>
          <StepLabel error={errorStep === index}>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
