import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithShell } from '../../../test-utils';
import { ParentSignUpPage } from './sign-up-pages';

describe('/sign-up', () => {
  it("prefills the invited address from a friend's invitation link", async () => {
    renderWithShell(<ParentSignUpPage />, { path: '/sign-up?email=%20Friend%40Example.com' });
    const email = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Email' });
    expect(email.value).toBe('friend@example.com');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Full name' }).value).toBe('');
  });

  it('starts empty without one', async () => {
    renderWithShell(<ParentSignUpPage />, { path: '/sign-up' });
    const email = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Email' });
    expect(email.value).toBe('');
  });
});
