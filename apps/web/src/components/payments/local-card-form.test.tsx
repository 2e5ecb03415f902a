import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '../../test-utils';
import { LocalCardForm } from './local-card-form';
import { recordRequests } from '../../test-server';
import { CARD_VALIDATION_MESSAGES } from '@camp/shared/payment';

describe('LocalCardForm', () => {
  it('keeps Pay disabled after a successful payment, whatever is typed', async () => {
    const user = userEvent.setup({ delay: null });
    const pay = vi.fn(() => Promise.resolve());
    renderWithShell(<LocalCardForm payLabel="Pay $12" paid onCard={pay} />);
    await user.type(screen.getByRole('textbox', { name: /Card number/ }), '4242424242424242');
    await user.type(screen.getByRole('textbox', { name: /Expiration date/ }), '1234');
    await user.type(screen.getByRole('textbox', { name: /CVC/ }), '123');
    expect(screen.getByRole('button', { name: 'Pay $12' })).toHaveProperty('disabled', true);
  });

  it('names the test cards of the local provider', () => {
    renderWithShell(<LocalCardForm payLabel="Pay $12" paid={false} onCard={vi.fn()} />);
    expect(screen.getByRole('note').textContent).toContain('4242 4242 4242 4242 pays');
    expect(screen.getByRole('note').textContent).toContain('4000 0000 0000 0002 is declined');
  });

  it('focuses the first problem when Pay is pressed with a bad card', async () => {
    const user = userEvent.setup({ delay: null });
    const seen = recordRequests();
    renderWithShell(<LocalCardForm payLabel="Pay $12" paid={false} onCard={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: /Card number/ }), '4242424242424242');
    await user.type(screen.getByRole('textbox', { name: /Expiration date/ }), '0120');
    await user.type(screen.getByRole('textbox', { name: /CVC/ }), '123');
    await user.click(screen.getByRole('button', { name: 'Pay $12' }));
    expect(await screen.findByText("Your card's expiration year is in the past.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Expiration date/ }));
    expect(seen).toEqual([]);
  });

  it("shows every field's message at once when number, expiry and CVC are all incomplete", async () => {
    const user = userEvent.setup({ delay: null });
    const seen = recordRequests();
    const pay = vi.fn(() => Promise.resolve());
    renderWithShell(<LocalCardForm payLabel="Pay $12" paid={false} onCard={pay} />);
    await user.type(screen.getByRole('textbox', { name: /Card number/ }), '4242 4242');
    await user.type(screen.getByRole('textbox', { name: /Expiration date/ }), '123');
    await user.type(screen.getByRole('textbox', { name: /CVC/ }), '1');
    await user.click(screen.getByRole('button', { name: 'Pay $12' }));
    const described = (name: RegExp) =>
      screen.getByRole('textbox', { name }).getAttribute('aria-describedby') ?? '';
    const message = (name: RegExp) => document.getElementById(described(name))?.textContent;
    expect(await screen.findByText(CARD_VALIDATION_MESSAGES.incomplete_number)).toBeTruthy();
    expect(message(/Card number/)).toBe(CARD_VALIDATION_MESSAGES.incomplete_number);
    expect(message(/Expiration date/)).toBe(CARD_VALIDATION_MESSAGES.incomplete_expiry);
    expect(message(/CVC/)).toBe(CARD_VALIDATION_MESSAGES.incomplete_cvc);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Card number/ }));
    expect(pay).not.toHaveBeenCalled();
    expect(seen).toEqual([]);
  });
});
