import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PackageName } from '@camp/shared/enums';
import { renderWithShell } from '../../test-utils';
import { PLAN_ADVANTAGES } from './package-content';
import { PlanCard, type PlanPrice } from './plan-card';

const PLANS: PlanPrice[] = [
  { name: 'one_time', price: 36 },
  { name: 'monthly', price: 12 },
  { name: 'annually', price: 99 },
];

function Harness() {
  const [plan, setPlan] = useState<PackageName>('annually');
  return <PlanCard plans={PLANS} value={plan} onChange={setPlan} action={<button>Go</button>} />;
}

describe('PlanCard', () => {
  it('switches price and advantage variant with the billing toggle', async () => {
    renderWithShell(<Harness />);
    const card = screen.getByRole('region', { name: 'Premium' });
    const toggle = within(card).getByRole('group', { name: 'Billing' });
    expect(
      within(toggle).getByRole('button', { name: 'Annual' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(within(card).getByText('$99')).toBeTruthy();
    expect(within(card).getByText(PLAN_ADVANTAGES.premium)).toBeTruthy();

    await userEvent.click(within(toggle).getByRole('button', { name: 'One-time' }));
    expect(within(card).getByText('$36')).toBeTruthy();
    expect(within(card).getByText(PLAN_ADVANTAGES.single)).toBeTruthy();

    await userEvent.click(within(toggle).getByRole('button', { name: 'Monthly' }));
    expect(within(card).getByText('$12')).toBeTruthy();
    expect(within(card).getByText('per month')).toBeTruthy();
    expect(within(card).getByText(PLAN_ADVANTAGES.premium)).toBeTruthy();
  });
});
