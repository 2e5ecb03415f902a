import { describe, expect, it } from 'vitest';
import { REGISTRATION_STEPS, registrationProgress } from './registration-progress';

describe('registrationProgress', () => {
  it('starts at the provider profile', () => {
    for (const status of [null, 'needs_provider_profile']) {
      const p = registrationProgress(status, 'not_connected');
      expect(p.activeStep).toBe(0);
      expect(p.status).toBe('Provider profile needed');
    }
  });

  it('waits for validation', () => {
    expect(registrationProgress('awaiting_validation', 'not_connected')).toMatchObject({
      activeStep: 1,
      status: 'Awaiting validation',
      rejected: false,
    });
  });

  it('asks a validated director for the payment account until it is ready', () => {
    expect(registrationProgress('validated', 'not_connected').activeStep).toBe(2);
    expect(registrationProgress('validated', 'pending').activeStep).toBe(2);
    expect(registrationProgress('validated', 'failed').nextStep).toMatch(/Stripe could not verify/);
    expect(registrationProgress('validated', 'ready')).toMatchObject({
      activeStep: REGISTRATION_STEPS.length,
      status: 'Ready',
    });
  });

  it('says so when the registration was not accepted', () => {
    expect(registrationProgress('rejected', null)).toMatchObject({
      rejected: true,
      status: 'Not accepted',
    });
  });
});
