import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TWO_FACTOR_MESSAGES } from '@camp/shared/two-factor';
import { clearSession, getSession, setSession } from '../../../lib/session';
import { makeSession, renderWithShell } from '../../../test-utils';
import { apiError, recordRequests, server } from '../../../test-server';
import { adminTwoFactorGate } from '../../../app/routes/admin-routes';
import { authApi } from '../test-handlers';
import { AdminSignInPage } from './sign-in-pages';
import { TwoFactorSetupPage } from './two-factor-setup-page';
import { TwoFactorPage } from './two-factor-page';

const CHALLENGE = {
  two_factor_required: true as const,
  challenge_token: 'challenge-1',
  challenge_expires_at: new Date(Date.now() + 300_000).toISOString(),
};
const admin = (overrides = {}) =>
  makeSession({ role: 'Admin', token: 'full-token', name: 'Ada Admin', ...overrides });
const CODES = Array.from({ length: 10 }, (_, i) => `ABCDE-FGH${String(i).padStart(2, '2')}`);

afterEach(() => {
  clearSession();
  localStorage.clear();
});

async function passwordStep() {
  const user = userEvent.setup();
  renderWithShell(<AdminSignInPage />, {
    path: '/admin/sign-in',
    routes: [{ path: '/admin', element: <p>Admin home</p> }],
  });
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'secret-password-1');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('admin sign-in, second step', () => {
  it('asks for the code after the password, shows a wrong code under the field, then signs in', async () => {
    const seen = recordRequests();
    let calls = 0;
    server.use(
      authApi.signIn('admin', CHALLENGE),
      authApi.twoFactorAnswer(() =>
        ++calls === 1 ? apiError(422, { code: [TWO_FACTOR_MESSAGES.wrongCode] }) : admin(),
      ),
    );
    const user = await passwordStep();
    expect(await screen.findByRole('heading', { name: /Two-step sign-in/ })).toBeTruthy();
    expect(getSession()).toBeNull();
    const code = await screen.findByRole('textbox', { name: 'Authentication code' });
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the code')).toBeTruthy();

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.wrongCode)).toBeTruthy();

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Admin home')).toBeTruthy();
    expect(getSession()?.token).toBe('full-token');
    expect(
      seen.filter((r) => r.path === '/api/v1/admins/sessions/two-factor').map((r) => r.body),
    ).toEqual([
      { challenge_token: 'challenge-1', code: '123456' },
      { challenge_token: 'challenge-1', code: '654321' },
    ]);
  });

  it('takes a recovery code instead', async () => {
    const seen = recordRequests();
    server.use(authApi.signIn('admin', CHALLENGE), authApi.twoFactorAnswer(admin()));
    const user = await passwordStep();
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    const box = screen.getByRole('textbox', { name: 'Recovery code' });
    await user.type(box, 'ABCDE-FGH22');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Admin home')).toBeTruthy();
    expect(seen.find((r) => r.path === '/api/v1/admins/sessions/two-factor')?.body).toEqual({
      challenge_token: 'challenge-1',
      code: 'ABCDE-FGH22',
    });
  });

  it('sends the person back to the password when the challenge has ended', async () => {
    server.use(
      authApi.signIn('admin', CHALLENGE),
      authApi.twoFactorAnswer(apiError(401, { _base: [TWO_FACTOR_MESSAGES.tooManyWrongCodes] })),
    );
    const user = await passwordStep();
    await user.type(await screen.findByRole('textbox', { name: 'Authentication code' }), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.tooManyWrongCodes)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('lets an admin without a second factor through to the set-up only', () => {
    const limited = admin({ two_factor_enrolment_required: true });
    expect(adminTwoFactorGate(limited, '/admin/staff')).toEqual({ to: '/admin/two-factor/setup' });
    expect(adminTwoFactorGate(limited, '/admin/two-factor/setup')).toBeNull();
    expect(adminTwoFactorGate(admin(), '/admin/staff')).toBeNull();
  });
});

describe('<TwoFactorSetupPage />', () => {
  beforeEach(() => {
    setSession(admin({ token: 'limited-token', two_factor_enrolment_required: true }));
  });

  it('shows the QR code and the key, refuses a wrong code, then shows the recovery codes once', async () => {
    const seen = recordRequests();
    let calls = 0;
    server.use(
      authApi.twoFactorEnrolment({
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        otpauth_url: 'otpauth://totp/x',
        qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
      }),
      authApi.twoFactorConfirmation(() =>
        ++calls === 1
          ? apiError(422, { code: [TWO_FACTOR_MESSAGES.wrongCode] })
          : { session: admin(), recovery_codes: CODES },
      ),
    );
    const user = userEvent.setup();
    renderWithShell(<TwoFactorSetupPage />, { path: '/admin/two-factor/setup' });
    const qr = await screen.findByRole('img', {
      name: 'QR code to scan with your authenticator app',
    });
    expect(qr.getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();

    const code = await screen.findByRole('textbox', { name: 'Authentication code' });
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeTruthy();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.wrongCode)).toBeTruthy();
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(screen.getByText(/shown only this once/)).toBeTruthy();
    await waitFor(() => expect(getSession()?.token).toBe('full-token'));
    expect(getSession()?.two_factor_enrolment_required).toBeUndefined();
    expect(seen.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/api/v1/admins/two-factor/enrolment',
      '/api/v1/admins/two-factor/enrolment/confirmation',
      '/api/v1/admins/two-factor/enrolment/confirmation',
    ]);
  });

  it('says so when two-step sign-in is already set up', async () => {
    server.use(
      authApi.twoFactorEnrolment(apiError(409, { _base: [TWO_FACTOR_MESSAGES.alreadyEnrolled] })),
    );
    renderWithShell(<TwoFactorSetupPage />, { path: '/admin/two-factor/setup' });
    expect(await screen.findByText(/already set up for your account/)).toBeTruthy();
  });
});

describe('<TwoFactorPage />', () => {
  it('shows the codes left and makes new recovery codes after confirming', async () => {
    setSession(admin());
    server.use(
      authApi.twoFactorStatus({
        enrolled: true,
        enrolled_at: '2026-11-20T10:00:00.000Z',
        recovery_codes_left: 7,
      }),
      authApi.recoveryCodes({ recovery_codes: CODES }),
    );
    const user = userEvent.setup();
    renderWithShell(<TwoFactorPage />, { path: '/admin/two-factor' });
    expect(await screen.findByText('7 of 10 recovery codes left.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    const confirm = await screen.findByRole('dialog', { name: 'Make new recovery codes?' });
    await user.click(within(confirm).getByRole('button', { name: 'Make new codes' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
  });
});
