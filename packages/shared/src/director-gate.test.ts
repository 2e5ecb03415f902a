import { describe, expect, it } from 'vitest';
import { DIRECTOR_GATE_MESSAGES, directorGateRefusal } from './director-gate';
import { PAYMENT_ACCOUNT_STATUSES, REGISTRATION_STATUSES } from './enums';

describe('directorGateRefusal', () => {
  it('lets only a validated director with a ready payment account through', () => {
    expect(directorGateRefusal('validated', 'ready')).toBeNull();
  });

  it('refuses every registration status but validated, whatever the payment account', () => {
    for (const registration of REGISTRATION_STATUSES.filter((s) => s !== 'validated')) {
      for (const payment of PAYMENT_ACCOUNT_STATUSES) {
        expect(directorGateRefusal(registration, payment)).toBe(
          DIRECTOR_GATE_MESSAGES.notValidated,
        );
      }
    }
    expect(directorGateRefusal(null, 'ready')).toBe(DIRECTOR_GATE_MESSAGES.notValidated);
    expect(directorGateRefusal(undefined, undefined)).toBe(DIRECTOR_GATE_MESSAGES.notValidated);
  });

  it('refuses a validated director whose payment account is not ready', () => {
    for (const payment of ['not_connected', 'pending', 'failed'] as const) {
      expect(directorGateRefusal('validated', payment)).toBe(
        DIRECTOR_GATE_MESSAGES.paymentNotReady,
      );
    }
    expect(directorGateRefusal('validated', null)).toBe(DIRECTOR_GATE_MESSAGES.paymentNotReady);
  });
});
