import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact';
import { fieldErrors } from './test-support';

const contact = {
  name: ' Ann  Lee ',
  email: 'Ann@Example.com',
  subject: ' Camp   question ',
  message: ' Hello,\n\n\n  is there   a sibling discount? ',
};

describe('contactSchema', () => {
  it('normalises the message', () => {
    expect(contactSchema.parse(contact)).toEqual({
      name: 'Ann Lee',
      email: 'ann@example.com',
      subject: 'Camp question',
      message: 'Hello,\n\nis there a sibling discount?',
    });
  });
  it('reports missing fields', () => {
    expect(fieldErrors(contactSchema, { name: '', subject: ' ', message: '' })).toEqual({
      name: ['Name is required'],
      email: ['Email is required'],
      subject: ['Subject is required'],
      message: ['Message is required'],
    });
  });
  it('reports invalid and too long values', () => {
    expect(
      fieldErrors(contactSchema, {
        name: 'a'.repeat(256),
        email: 'ann',
        subject: 's'.repeat(256),
        message: 'm'.repeat(5001),
      }),
    ).toEqual({
      name: ['Name is too long'],
      email: ['Invalid email'],
      subject: ['Subject is too long'],
      message: ['Message is too long'],
    });
  });
});
