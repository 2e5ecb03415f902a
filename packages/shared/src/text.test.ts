import { describe, expect, it } from 'vitest';
import {
  collapseMultiline,
  collapseText,
  emailField,
  optionalText,
  optionalUrl,
  requiredText,
  urlField,
  withScheme,
} from './text';
import { messagesOf } from './test-support';

describe('collapseText', () => {
  it('trims and collapses inner whitespace, line breaks included', () => {
    expect(collapseText('  a \t b\n\n c  ')).toBe('a b c');
  });
});

describe('collapseMultiline', () => {
  it('collapses within lines and keeps one blank line between paragraphs', () => {
    expect(collapseMultiline('  First   line \r\n  second\tline\n\n\n\n  Next   para  \n')).toBe(
      'First line\nsecond line\n\nNext para',
    );
  });
});

describe('requiredText', () => {
  const name = requiredText('Name is required', { max: 5, maxMessage: 'Too long' });
  it('normalises', () => {
    expect(name.parse('  a   b ')).toBe('a b');
  });
  it.each([undefined, null, '', ' \n\t '])('gives the required message for %j', (input) => {
    expect(messagesOf(name, input)).toEqual(['Name is required']);
  });
  it('counts the length after normalising', () => {
    expect(messagesOf(name, '  a    b   c  ')).toEqual([]);
    expect(messagesOf(name, 'abcdef')).toEqual(['Too long']);
  });
  it('keeps paragraphs when multiline', () => {
    expect(requiredText('x', { multiline: true }).parse(' a \n\n\n b ')).toBe('a\n\nb');
  });
  it('falls back to a default length message', () => {
    expect(messagesOf(requiredText('x', { max: 2 }), 'abc')).toEqual([
      'Must be at most 2 characters',
    ]);
  });
  it('does not call a wrong type "required"', () => {
    expect(messagesOf(name, 12)).not.toContain('Name is required');
  });
});

describe('optionalText', () => {
  const text = optionalText({ max: 3, maxMessage: 'Too long' });
  it('turns blank into null and keeps absent absent', () => {
    expect(text.parse('   ')).toBeNull();
    expect(text.parse(null)).toBeNull();
    expect(text.parse(undefined)).toBeUndefined();
  });
  it('normalises and limits', () => {
    expect(text.parse(' a  b ')).toBe('a b');
    expect(messagesOf(text, 'abcd')).toEqual(['Too long']);
  });
});

describe('emailField', () => {
  const email = emailField({ required: 'Email required', invalid: 'Email invalid' });
  it('lowercases and trims', () => {
    expect(email.parse(' Info@Camp.ORG ')).toBe('info@camp.org');
  });
  it('uses the given messages, one at a time', () => {
    expect(messagesOf(email, '')).toEqual(['Email required']);
    expect(messagesOf(email, undefined)).toEqual(['Email required']);
    expect(messagesOf(email, 'info@camp')).toEqual(['Email invalid']);
    expect(messagesOf(email, `${'a'.repeat(250)}@camp.org`)).toEqual(['Email invalid']);
  });
});

describe('urls', () => {
  const website = urlField({ required: 'Website required', invalid: 'Website is invalid' });
  it('adds https:// when the scheme is missing and keeps the case', () => {
    expect(website.parse(' Camp.org/About ')).toBe('https://Camp.org/About');
    expect(website.parse('http://camp.org')).toBe('http://camp.org');
    expect(withScheme('')).toBe('');
  });
  it('lowercases when asked', () => {
    expect(urlField({ required: 'r', invalid: 'i' }, { lowercase: true }).parse('Camp.org/A')).toBe(
      'https://camp.org/a',
    );
  });
  it('gives one message for blank and for invalid', () => {
    expect(messagesOf(website, '  ')).toEqual(['Website required']);
    expect(messagesOf(website, null)).toEqual(['Website required']);
    expect(messagesOf(website, 'not a url')).toEqual(['Website is invalid']);
    expect(messagesOf(website, 'localhost')).toEqual(['Website is invalid']);
    expect(messagesOf(website, 'ftp://camp.org')).toEqual(['Website is invalid']);
  });
  it('optional links: blank → null, otherwise checked', () => {
    const link = optionalUrl('Link is invalid');
    expect(link.parse('')).toBeNull();
    expect(link.parse(undefined)).toBeUndefined();
    expect(link.parse('camp.org/faq')).toBe('https://camp.org/faq');
    expect(messagesOf(link, 'camp')).toEqual(['Link is invalid']);
  });
});
