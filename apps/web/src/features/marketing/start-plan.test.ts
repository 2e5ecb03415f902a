import { describe, expect, it } from 'vitest';
import { startPlanAction, type StartPlanSession } from './start-plan';

const parent = (over: Partial<StartPlanSession> = {}): StartPlanSession => ({
  role: 'Parent',
  premium: false,
  package_type: null,
  has_not_completed_questionnaire: true,
  ...over,
});

describe('startPlanAction', () => {
  it('sends visitors to the questionnaire', () => {
    expect(startPlanAction(null)).toBe('questionnaire');
  });

  it('hides the button for specialists, camp directors and admins', () => {
    expect(startPlanAction(parent({ role: 'Specialist' }))).toBe('hidden');
    expect(startPlanAction(parent({ role: 'CampDirector' }))).toBe('hidden');
    expect(startPlanAction(parent({ role: 'Admin' }))).toBe('hidden');
  });

  it('sends a parent without a questionnaire to it, whatever the package', () => {
    expect(startPlanAction(parent())).toBe('questionnaire');
    expect(startPlanAction(parent({ premium: true }))).toBe('questionnaire');
  });

  it('offers the upgrade to a non-premium parent who already has a questionnaire', () => {
    expect(startPlanAction(parent({ has_not_completed_questionnaire: false }))).toBe('upgrade');
  });

  it('lets a premium parent start another plan', () => {
    expect(startPlanAction(parent({ premium: true, has_not_completed_questionnaire: false }))).toBe(
      'questionnaire',
    );
  });
});
