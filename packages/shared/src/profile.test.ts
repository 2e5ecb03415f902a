import { describe, expect, it } from 'vitest';
import { changePasswordSchema, parentProfileSchema } from './profile';
import { fieldErrors } from './test-support';

const profile = {
  name: '  Ann   Lee ',
  email: 'Ann@Example.com',
  phone_number: '(919) 555-0123',
  address: ' 1 Main   St ',
  zip_code: '27601',
};

describe('parentProfileSchema', () => {
  it('normalises every field', () => {
    expect(parentProfileSchema.parse(profile)).toEqual({
      name: 'Ann Lee',
      email: 'ann@example.com',
      phone_number: '+19195550123',
      address: '1 Main St',
      zip_code: '27601',
    });
  });
  it('treats the read-only e-mail as optional', () => {
    const { email: _email, ...rest } = profile;
    expect(parentProfileSchema.parse(rest)).not.toHaveProperty('email');
  });
  it('reports every required field with the spec message', () => {
    expect(
      fieldErrors(parentProfileSchema, { name: ' ', phone_number: '', address: '  ' }),
    ).toEqual({
      name: ['Full name is required'],
      phone_number: ['Phone number is required'],
      address: ['Address is required'],
      zip_code: ['Zip Code is required'],
    });
  });
  it('reports invalid values', () => {
    expect(
      fieldErrors(parentProfileSchema, {
        ...profile,
        name: 'a'.repeat(256),
        email: 'ann',
        phone_number: '123',
        address: 'a'.repeat(256),
        zip_code: '123',
      }),
    ).toEqual({
      name: ['Full name is too long'],
      email: ['Invalid email'],
      phone_number: ['Phone number is invalid'],
      address: ['Address is too long'],
      zip_code: ['Zip Code is invalid'],
    });
  });
});

describe('changePasswordSchema', () => {
  const ok = { password: 'long-enough-1', password_confirmation: 'long-enough-1' };
  it('asks for the current password only when required', () => {
    expect(fieldErrors(changePasswordSchema(true), { ...ok, current_password: '' })).toEqual({
      current_password: ['Current password is required'],
    });
    expect(fieldErrors(changePasswordSchema(true), ok)).toEqual({
      current_password: ['Current password is required'],
    });
    expect(fieldErrors(changePasswordSchema(false), ok)).toEqual({});
    expect(
      fieldErrors(changePasswordSchema(true), { ...ok, current_password: 'old-password' }),
    ).toEqual({});
  });
  it('applies the spec rules and messages to the new password', () => {
    expect(
      fieldErrors(changePasswordSchema(false), { password: '', password_confirmation: '' }),
    ).toEqual({
      password: ['Password is required'],
      password_confirmation: ['Password confirmation is required!'],
    });
    expect(
      fieldErrors(changePasswordSchema(false), {
        password: 'short',
        password_confirmation: 'short',
      }),
    ).toEqual({ password: ['Password is too short!'] });
    expect(
      fieldErrors(changePasswordSchema(false), {
        password: 'x'.repeat(51),
        password_confirmation: 'x'.repeat(51),
      }),
    ).toEqual({ password: ['Password is too long!'] });
    expect(
      fieldErrors(changePasswordSchema(false), { ...ok, password_confirmation: 'different-1' }),
    ).toEqual({ password_confirmation: ['Passwords are not the same!'] });
  });
});
