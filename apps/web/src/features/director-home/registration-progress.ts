import {
  PAYMENT_ACCOUNT_NOT_READY,
  type PaymentAccountStatus,
  type RegistrationStatus,
} from '@camp/shared/enums';

export interface RegistrationProgress {
  /** Index of the current step in REGISTRATION_STEPS; equal to its length when all are done. */
  activeStep: number;
  status: string;
  nextStep: string;
  rejected: boolean;
}

export const REGISTRATION_STEPS = [
  'Provider profile',
  'Review by our team',
  'Payment account',
] as const;

/**
 * Where a director's registration stands, from the session's registration status (zoho_profile)
 * and payment account status, in plain words.
 */
export function registrationProgress(
  registration: string | null,
  payment: string | null,
): RegistrationProgress {
  switch (registration as RegistrationStatus | null) {
    case 'awaiting_validation':
      return {
        activeStep: 1,
        status: 'Awaiting validation',
        nextStep:
          'Thank you for registering. Our team is reviewing your provider profile and will e-mail you once your account is validated.',
        rejected: false,
      };
    case 'validated':
      if (
        PAYMENT_ACCOUNT_NOT_READY.includes(payment as PaymentAccountStatus) ||
        payment === 'failed'
      ) {
        return {
          activeStep: 2,
          status: 'Validated',
          nextStep:
            payment === 'failed'
              ? 'Stripe could not verify your payment account. Please complete the Stripe account set-up.'
              : 'Your account is validated. Connect a Stripe account so that families can pay for your activities online.',
          rejected: false,
        };
      }
      return {
        activeStep: REGISTRATION_STEPS.length,
        status: 'Ready',
        nextStep: 'Your account is validated and your payment account is ready.',
        rejected: false,
      };
    case 'rejected':
      return {
        activeStep: 1,
        status: 'Not accepted',
        nextStep:
          'Your registration was not accepted. If you think this is a mistake, please contact us.',
        rejected: true,
      };
    default:
      return {
        activeStep: 0,
        status: 'Provider profile needed',
        nextStep:
          'Tell us about your organisation and programs in the provider profile. We review every provider before their programs are offered to families.',
        rejected: false,
      };
  }
}
