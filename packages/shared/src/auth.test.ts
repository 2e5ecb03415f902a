import { describe, expect, it } from 'vitest';
import {
  PASSWORD_HINT,
  directorSignUpSchema,
  emailOnlySchema,
  emailSchema,
  fullNameSchema,
  passwordConfirmationSchema,
  passwordSchema,
  resetPasswordSchema,
  sessionSchema,
  signInSchema,
  signUpSchema,
  type Session,
} from './auth';
import { fieldErrors, messagesOf } from './test-support';

describe('fullNameSchema', () => {
  it('trims and collapses inner whitespace', () => {
    expect(fullNameSchema.parse('  Ann \t  Lee  ')).toBe('Ann Lee');
  });
  it.each([undefined, null, '', '    '])('requires a name (%j)', (input) => {
    expect(messagesOf(fullNameSchema, input)).toEqual(['Full name is required']);
  });
  it('allows 255 characters and refuses 256', () => {
    expect(messagesOf(fullNameSchema, 'a'.repeat(255))).toEqual([]);
    expect(messagesOf(fullNameSchema, 'a'.repeat(256))).toEqual(['Full name is too long']);
  });
});

describe('emailSchema', () => {
  it('trims and lowercases as typed', () => {
    expect(emailSchema.parse('  Ann.Lee@Example.COM ')).toBe('ann.lee@example.com');
  });
  it.each([undefined, null, '', '   '])('requires an e-mail (%j)', (input) => {
    expect(messagesOf(emailSchema, input)).toEqual(['Email is required']);
  });
  it.each(['ann', 'ann@', 'ann@example', 'ann lee@example.com'])('refuses %j', (input) => {
    expect(messagesOf(emailSchema, input)).toEqual(['Invalid email']);
  });
});

describe('passwordSchema', () => {
  it('states the hint', () => {
    expect(PASSWORD_HINT).toBe('Password must be between 8 and 50 characters.');
  });
  it('requires a password', () => {
    expect(messagesOf(passwordSchema, undefined)).toEqual(['Password is required']);
    // A blank password also fails the length check; the first message is the one a form shows.
    expect(messagesOf(passwordSchema, '')[0]).toBe('Password is required');
  });
  it('needs 8 to 50 characters', () => {
    expect(messagesOf(passwordSchema, 'a'.repeat(7))).toEqual(['Password is too short!']);
    expect(messagesOf(passwordSchema, 'a'.repeat(8))).toEqual([]);
    expect(messagesOf(passwordSchema, 'a'.repeat(50))).toEqual([]);
    expect(messagesOf(passwordSchema, 'a'.repeat(51))).toEqual(['Password is too long!']);
  });
  it('keeps spaces: a password is not text to tidy', () => {
    expect(passwordSchema.parse('  secret pass  ')).toBe('  secret pass  ');
  });
});

describe('passwordConfirmationSchema', () => {
  it.each([undefined, ''])('requires a confirmation (%j)', (input) => {
    expect(messagesOf(passwordConfirmationSchema, input)).toEqual([
      'Password confirmation is required!',
    ]);
  });
});

describe('signInSchema', () => {
  it('accepts e-mail and password, lowercasing the e-mail', () => {
    expect(signInSchema.parse({ email: 'Ann@Example.com', password: 'x' })).toEqual({
      email: 'ann@example.com',
      password: 'x',
    });
  });
  it('reports each missing field', () => {
    expect(fieldErrors(signInSchema, {})).toEqual({
      email: ['Email is required'],
      password: ['Password is required'],
    });
  });
  it('does not apply the length rule to sign-in (an old password still signs in)', () => {
    expect(fieldErrors(signInSchema, { email: 'a@b.co', password: 'short' })).toEqual({});
  });
  it('carries the solved challenge when given', () => {
    expect(signInSchema.parse({ email: 'a@b.co', password: 'x', altcha: 'payload' }).altcha).toBe(
      'payload',
    );
  });
});

const signUp = {
  name: ' Ann  Lee ',
  email: 'ANN@example.com',
  password: 'password1',
  password_confirmation: 'password1',
};

describe('signUpSchema', () => {
  it('normalises name and e-mail', () => {
    expect(signUpSchema.parse(signUp)).toEqual({
      ...signUp,
      name: 'Ann Lee',
      email: 'ann@example.com',
    });
  });
  it('reports a confirmation mismatch on password_confirmation', () => {
    expect(fieldErrors(signUpSchema, { ...signUp, password_confirmation: 'password2' })).toEqual({
      password_confirmation: ['Passwords are not the same!'],
    });
  });
  it('reports every missing field with its message', () => {
    expect(fieldErrors(signUpSchema, {})).toEqual({
      name: ['Full name is required'],
      email: ['Email is required'],
      password: ['Password is required'],
      password_confirmation: ['Password confirmation is required!'],
    });
  });
});

describe('directorSignUpSchema', () => {
  const director = {
    first_name: ' Dan ',
    last_name: ' Van  Dyke ',
    email: 'Dan@Camp.org',
    password: 'password1',
    password_confirmation: 'password1',
  };
  it('normalises names and e-mail', () => {
    expect(directorSignUpSchema.parse(director)).toMatchObject({
      first_name: 'Dan',
      last_name: 'Van Dyke',
      email: 'dan@camp.org',
    });
  });
  it('reports every missing field with its message', () => {
    expect(fieldErrors(directorSignUpSchema, {})).toEqual({
      first_name: ['First name is required'],
      last_name: ['Last name is required'],
      email: ['Email is required'],
      password: ['Password is required'],
      password_confirmation: ['Password confirmation is required!'],
    });
  });
  it('limits names to 255 characters and checks the confirmation', () => {
    expect(
      fieldErrors(directorSignUpSchema, {
        ...director,
        first_name: 'a'.repeat(256),
        last_name: 'b'.repeat(256),
      }),
    ).toEqual({ first_name: ['First name is too long'], last_name: ['Last name is too long'] });
    expect(
      fieldErrors(directorSignUpSchema, { ...director, password_confirmation: 'password2' }),
    ).toEqual({ password_confirmation: ['Passwords are not the same!'] });
  });
});

describe('emailOnlySchema', () => {
  it('validates the e-mail', () => {
    expect(fieldErrors(emailOnlySchema, { email: 'x' })).toEqual({ email: ['Invalid email'] });
    expect(emailOnlySchema.parse({ email: ' X@Y.io ' })).toEqual({ email: 'x@y.io' });
  });
});

describe('resetPasswordSchema', () => {
  it('accepts matching passwords with an optional token', () => {
    expect(
      resetPasswordSchema.parse({ password: 'password1', password_confirmation: 'password1' }),
    ).toEqual({ password: 'password1', password_confirmation: 'password1' });
    expect(
      resetPasswordSchema.parse({
        password: 'password1',
        password_confirmation: 'password1',
        token: 't0k',
      }).token,
    ).toBe('t0k');
  });
  it('applies the length rule and the mismatch rule', () => {
    expect(
      fieldErrors(resetPasswordSchema, { password: 'short', password_confirmation: 'short' }),
    ).toEqual({ password: ['Password is too short!'] });
    expect(
      fieldErrors(resetPasswordSchema, {
        password: 'password1',
        password_confirmation: 'other123',
      }),
    ).toEqual({ password_confirmation: ['Passwords are not the same!'] });
  });
});

describe('sessionSchema', () => {
  const session: Session = {
    token: 'jwt',
    exp: 1_900_000_000,
    confirmed: true,
    id: 7,
    role: 'Parent',
    email: 'ann@example.com',
    name: 'Ann Lee',
    first_name: 'Ann',
    last_name: 'Lee',
    phone_number: '+19195550123',
    address: null,
    zip_code: null,
    package: null,
    package_type: null,
    order_status: null,
    friends_itineraries: false,
    from_google: false,
    zoho_profile: null,
    stripe_account_status: null,
    invited_to_itinerary: false,
    has_not_completed_questionnaire: true,
    current_password_required: true,
    invited: false,
    premium: false,
  };
  it('accepts the session fields', () => {
    expect(sessionSchema.parse(session)).toEqual(session);
  });
  it('refuses an unknown role', () => {
    expect(fieldErrors(sessionSchema, { ...session, role: 'Guest' })).toHaveProperty('role');
  });
});

describe('blank password', () => {
  it('reports only that it is required', () => {
    const r = passwordSchema.safeParse('');
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual(['Password is required']);
  });
});
