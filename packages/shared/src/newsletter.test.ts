import { describe, expect, it } from 'vitest';
import { NEWSLETTER_INVALID, newsletterSchema } from './newsletter';
import { fieldErrors } from './test-support';

describe('newsletterSchema', () => {
  it('lowercases the e-mail', () => {
    expect(newsletterSchema.parse({ email: ' News@Reader.com ' })).toEqual({
      email: 'news@reader.com',
    });
  });
  it.each([undefined, '', 'reader', 'reader@'])('shows the spec message for %j', (email) => {
    expect(NEWSLETTER_INVALID).toBe('Please correct the marked field(s) below.');
    expect(fieldErrors(newsletterSchema, { email })).toEqual({
      email: ['Please correct the marked field(s) below.'],
    });
  });
});
