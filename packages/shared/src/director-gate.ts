import type { PaymentAccountStatus, RegistrationStatus } from './enums';

/**
 * Why the API refuses a camp director the programs, activities, imports and orders endpoints
 * (director pages show only for a validated provider with a ready
 * payment account). The web's area gate keeps such directors off those pages; the API enforces
 * the same rule so the catalog only ever holds vetted providers.
 */
export const DIRECTOR_GATE_MESSAGES = {
  notValidated:
    'Your provider account must be validated before you can manage programs, activities and orders.',
  paymentNotReady:
    'Your payment account must be connected and ready before you can manage programs, activities and orders.',
} as const;

/**
 * The refusal for a director in this state, or null when the director is active (validated,
 * payment account ready). No profile at all counts as 'needs provider profile'.
 */
export function directorGateRefusal(
  registration: RegistrationStatus | null | undefined,
  payment: PaymentAccountStatus | null | undefined,
): string | null {
  if (registration !== 'validated') return DIRECTOR_GATE_MESSAGES.notValidated;
  if (payment !== 'ready') return DIRECTOR_GATE_MESSAGES.paymentNotReady;
  return null;
}
