import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { md5, md5Base64 } from './md5';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const text = (s: string) => new TextEncoder().encode(s);

describe('md5', () => {
  it('matches the RFC 1321 test suite', () => {
    expect(hex(md5(text('')))).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(hex(md5(text('abc')))).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(hex(md5(text('message digest')))).toBe('f96b697d7cb7938d525a2f31aaf161d0');
    expect(
      hex(
        md5(
          text('12345678901234567890123456789012345678901234567890123456789012345678901234567890'),
        ),
      ),
    ).toBe('57edf4a22be3c955ac49da2e2107b67a');
  });

  it('matches Node’s MD5 at block edges and on a large random file', () => {
    for (const size of [55, 56, 63, 64, 65, 119, 120, 1048576]) {
      const bytes = new Uint8Array(randomBytes(size));
      expect(md5Base64(bytes)).toBe(createHash('md5').update(bytes).digest('base64'));
    }
  });
});
