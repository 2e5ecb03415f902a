import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session } from '@camp/shared/auth';
import { Toaster, toast } from '../../../components/ui/toaster';
import { clearSession, getSession, setSession } from '../../../lib/session';
import { makeSession, renderWithShell } from '../../../test-utils';
import { ProfileForm } from './profile-form';
import { apiError, recordRequests, server } from '../../../test-server';
import { parentProfileApi } from '../test-handlers';

const SESSION = makeSession({
  name: 'Dana Parker',
  email: 'Dana.Parker@Example.com',
  phone_number: '+19195550199',
  address: '300 Fayetteville St, Raleigh, NC',
  zip_code: '27601',
});

/** PUT /api/v1/parents answered with `answer`; returns the requests sent. */
function serveProfile(answer: Parameters<typeof parentProfileApi.updateProfile>[0]) {
  server.use(parentProfileApi.updateProfile(answer));
  return recordRequests();
}

function renderForm(session: Session = SESSION) {
  setSession(session);
  return renderWithShell(
    <>
      <ProfileForm session={session} />
      <Toaster />
    </>,
    { path: '/profile' },
  );
}

const save = () => screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
const box = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('<ProfileForm />', () => {
  afterEach(() => {
    clearSession();
    localStorage.clear();
    toast.clear();
  });

  it('shows the details, the e-mail lowercased and read-only, and keeps Save disabled until a change', async () => {
    renderForm();
    expect(box(/Full name/).value).toBe('Dana Parker');
    expect(box(/Phone number/).value).toBe('(919) 555-0199');
    expect(box(/Address/).value).toBe('300 Fayetteville St, Raleigh, NC');
    expect(box(/Zip Code/).value).toBe('27601');
    const email = box(/^Email/);
    expect(email.value).toBe('dana.parker@example.com');
    expect(email.readOnly).toBe(true);
    await userEvent.type(email, 'x');
    expect(email.value).toBe('dana.parker@example.com');
    expect(save().disabled).toBe(true);
    await userEvent.type(box(/Full name/), 'x');
    await waitFor(() => expect(save().disabled).toBe(false));
  });

  it('shows the spec messages once a field is touched, and keeps Save disabled while invalid', async () => {
    renderForm();
    await userEvent.clear(box(/Full name/));
    await userEvent.tab();
    expect(await screen.findByText('Full name is required')).toBeTruthy();
    await userEvent.clear(box(/Phone number/));
    await userEvent.tab();
    expect(await screen.findByText('Phone number is required')).toBeTruthy();
    await userEvent.type(box(/Phone number/), '555-0123');
    await userEvent.tab();
    expect(await screen.findByText('Phone number is invalid')).toBeTruthy();
    await userEvent.clear(box(/Address/));
    await userEvent.tab();
    expect(await screen.findByText('Address is required')).toBeTruthy();
    expect(save().disabled).toBe(true);
  });

  it("saves (phone sent with a plus), shows 'The profile was successfully updated!' and refreshes the session", async () => {
    const seen = serveProfile(({ parent }) => ({
      ...SESSION,
      ...parent,
      name: parent.name,
      first_name: 'Dana',
    }));
    renderForm(makeSession({ ...SESSION, phone_number: null, address: null, zip_code: null }));
    expect(save().disabled).toBe(true);
    await userEvent.type(box(/Phone number/), '919.555.0123');
    await userEvent.type(box(/Address/), '  12 Elm   St ');
    await userEvent.type(box(/Zip Code/), '27603');
    await waitFor(() => expect(save().disabled).toBe(false));
    await userEvent.click(save());

    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'The profile was successfully updated!',
    );
    expect(seen[0]).toMatchObject({ method: 'PUT', path: '/api/v1/parents' });
    expect(seen[0]!.body).toEqual({
      parent: {
        name: 'Dana Parker',
        phone_number: '+19195550123',
        address: '12 Elm St',
        zip_code: '27603',
      },
    });
    await waitFor(() =>
      expect(getSession()).toMatchObject({ phone_number: '+19195550123', address: '12 Elm St' }),
    );
    await waitFor(() => expect(save().disabled).toBe(true));
  });

  it('puts server errors on their fields and other messages above the button', async () => {
    serveProfile(
      apiError(422, {
        phone_number: ['Phone number is invalid'],
        email: ['Email cannot be changed'],
      }),
    );
    renderForm();
    await userEvent.type(box(/Full name/), 'x');
    await waitFor(() => expect(save().disabled).toBe(false));
    await userEvent.click(save());
    expect(await screen.findByText('Phone number is invalid')).toBeTruthy();
    expect(box(/Phone number/).getAttribute('aria-invalid')).toBe('true');
    expect((await screen.findByRole('alert')).textContent).toBe('Email cannot be changed');
    expect(getSession()?.name).toBe('Dana Parker');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
