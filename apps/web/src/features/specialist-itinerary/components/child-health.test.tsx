import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_CHILD_HEALTH, type ChildProfile } from '@camp/shared/child-profile';
import { renderWithShell } from '../../../test-utils';
import { apiError, recordRequests, server } from '../../../test-server';
import { specialistItineraryApi } from '../test-handlers';
import { ChildHealth } from './child-health';

const RILEY: ChildProfile = {
  id: 4,
  first_name: 'Riley',
  date_of_birth: '2017-03-09',
  age: 9,
  rising_grade_level: 4,
  health: { ...EMPTY_CHILD_HEALTH, allergies: 'Peanuts', doctor_phone: '+19195550142' },
  emergency_contacts: [{ name: 'Sam Fox', phone: '+19195550177', relation: 'Aunt' }],
  authorized_pickups: [],
  updated_at: '2030-01-01T10:00:00.000Z',
};

describe('<ChildHealth />', () => {
  it('reads the child’s health details only when the specialist asks, and says the read is recorded', async () => {
    server.use(specialistItineraryApi.childProfile(RILEY));
    const seen = recordRequests();
    renderWithShell(<ChildHealth childId={4} />);
    const show = screen.getByRole('button', { name: 'Show health and care details' });
    expect(seen).toHaveLength(0);
    await userEvent.click(show);
    const details = await screen.findByRole('region', { name: 'Health and care details' });
    expect(within(details).getByText('Peanuts')).toBeTruthy();
    expect(within(details).getByText('(919) 555-0142')).toBeTruthy();
    expect(within(details).getByText('Sam Fox (Aunt), (919) 555-0177')).toBeTruthy();
    expect(within(details).getByText('This view is recorded in the audit trail.')).toBeTruthy();
    expect(seen.map((r) => r.path)).toEqual(['/api/v1/specialists/children/4']);
  });

  it('tells a specialist not assigned to the family that the details are not theirs to see', async () => {
    server.use(specialistItineraryApi.childProfile(apiError(404, { _base: ['Child not found'] })));
    renderWithShell(<ChildHealth childId={4} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show health and care details' }));
    expect(
      await screen.findByText(
        'Only the specialist assigned to this family can see the child’s health details.',
      ),
    ).toBeTruthy();
  });
});
