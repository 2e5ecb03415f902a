import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '../../../test-utils';
import { PaymentSuccessDialog } from './payment-success-dialog';

describe('PaymentSuccessDialog', () => {
  it('opens on a URL with the payment parameter; closing drops it and keeps the rest', async () => {
    const { router } = renderWithShell(<PaymentSuccessDialog />, {
      path: '/profile/itineraries?tab=approved&payment=success',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Payment Successful!' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/profile/itineraries');
    expect(router.state.location.search).toBe('?tab=approved');
  });

  it('stays closed without the parameter', () => {
    renderWithShell(<PaymentSuccessDialog />, { path: '/profile/itineraries' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
