import { randomInt } from 'node:crypto';

// Crockford's base 32 without I, L, O and U: SKUs are read aloud and typed into the search box.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A new activity SKU: the program id, a dash, eight random characters (32^8 ≈ 10^12 values, so a
 * clash is practically impossible and the unique index on activities.sku catches the rest).
 * Server-made because the director's activity form has no SKU field; the
 * program prefix keeps a director's SKUs recognisable in their own list and in orders.
 */
export function generateSku(programId: number): string {
  let suffix = '';
  for (let i = 0; i < 8; i += 1) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `P${programId}-${suffix}`;
}
